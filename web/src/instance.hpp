#pragma once
/// A problem of the playground as the engine sees it, plus what the page needs to show it: a
/// label for each value (a colour name, a house number) and a drawing hint.

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "csp/model/domain.hpp"
#include "csp/model/problem.hpp"

namespace web {

struct Instance {
    csp::Problem problem;
    /// names[x][i]: the label of x's value labels(x)[i]; empty for a variable shown by its numbers.
    std::vector<std::vector<std::string>> names;
    std::string layout;  ///< "map", "queens", "sudoku", "grid" or empty
    /// N-Queens too big to build as a Problem (n² constraints): the problem is empty and only
    /// min-conflicts runs, on the counter model (csp::QueensConflicts). 0 for every other instance.
    int large_queens = 0;

    /// The label of x's value `value` (a label of the engine, not an index).
    std::string label(int x, int value) const;
    /// The engine's value of the label `text` for x; throws InputError naming x and its labels.
    int value_of(int x, const std::string& text) const;
    /// The labels of a complete assignment.
    nlohmann::json labels(const std::vector<int>& values) const;
    /// The labels of the values left in `domain`, a domain of x (value indices).
    nlohmann::json domain_labels(int x, const csp::Domain& domain) const;
    /// The text of binary constraint `c`: "WA != NT", or "x-y!=2(Q1, Q3)" for a relation without an operator.
    std::string constraint_text(int c) const;
};

/// The problem a spec names ({id:'queens', n:8}, {id:'text', source}, ...); throws InputError.
Instance make_instance(const nlohmann::json& spec);

/// Throws InputError when `instance` is N-Queens too big to build (Instance::large_queens), naming
/// `method` (what the page asked for: "backtracking", "AC-3", …) and the sizes it takes.
void require_model(const Instance& instance, const std::string& method);
/// The catalogue: [{id, title, params:[{name, label, type, min?, max?, default}]}].
nlohmann::json problem_catalogue();

/// Fixes the variables of `assign` ({NAME: label}) in the problem; throws InputError for an
/// unknown variable or label.
void apply_assignment(Instance& instance, const nlohmann::json& assign);

}  // namespace web
