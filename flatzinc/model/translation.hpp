#pragma once
/// A FlatZinc model in the engine's terms: the csp::Problem, what to optimise, how to search, and what
/// to print for a solution. Everything the engine cannot solve (float or set variables, an unknown
/// constraint, a variable whose values cannot be bounded) is refused here, with its location.

#include <chrono>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "csp/model/problem.hpp"
#include "csp/search/ordering.hpp"
#include "csp/search/solver.hpp"
#include "flatzinc/reader/ast.hpp"

namespace flatzinc {

/// An output variable or array element: an engine variable, or a constant written in the model.
struct OutputSlot {
    csp::VarId variable = -1;  ///< -1: the constant below
    std::int64_t constant = 0;
};

/// One `name = …;` line of a solution (output_var / output_array annotations).
struct OutputItem {
    std::string name;
    bool is_bool = false;
    std::vector<IntRange> dimensions;  ///< empty for a single variable
    std::vector<OutputSlot> slots;
};

/// A restart annotation of the solve item (restart_luby(scale), restart_geometric(base, scale), …)
/// in the engine's terms: the scale is the failures of the first run.
struct RestartPlan {
    csp::RestartPolicy policy = csp::RestartPolicy::None;
    std::uint64_t base = 100;  ///< SolverOptions::restart_base
    double growth = 1.5;       ///< SolverOptions::restart_growth (restart_geometric's base)
};

/// How the model asks to be searched: its int_search / bool_search / seq_search annotations, and a
/// restart annotation if it has one.
struct SearchPlan {
    std::vector<csp::SearchGroup> groups;
    std::optional<RestartPlan> restarts;
    /// What the solve item asks for that the search ignores (warm_start), located: for standard error.
    std::vector<std::string> warnings;
};

struct Translation {
    csp::Problem problem;
    std::optional<csp::Objective> objective;
    SearchPlan annotated;  ///< the model's own search annotations (empty when it has none)
    /// The variables that tell solutions apart: those the model declares itself (not introduced
    /// by MiniZinc, not defined by a constraint), the output variables, the objective and the
    /// variables of the search annotations. Branching on these first leaves the rest to propagation.
    std::vector<csp::VarId> decision_variables;
    /// The others (MiniZinc's introduced variables, the constants): one value each per solution.
    std::vector<csp::VarId> auxiliary_variables;
    std::vector<OutputItem> outputs;
};

/// Limits on what the translation accepts.
struct TranslationLimits {
    /// Values an integer variable may have: the engine keeps a bit per value.
    std::uint64_t max_domain_size = std::uint64_t{1} << 22;
    /// Building the model counts against the solver's time limit: a domain of 2^22 values takes
    /// some 0.2 s and 24 MB, so a model of many of them could outlast the limit before the search.
    std::optional<std::chrono::steady_clock::time_point> deadline;
};

/// The deadline of TranslationLimits passed before the model was built: a limit, not an error.
class TranslationTimeout : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Builds the engine's model. Throws ParseError (file, line, column) for what it cannot translate,
/// TranslationTimeout when the deadline passes first.
Translation translate(const Model& model, const TranslationLimits& limits = {});

/// "name = value;" lines of every output item, in the engine's solution `values`.
std::string format_solution(const std::vector<OutputItem>& outputs, std::span<const int> values);

}  // namespace flatzinc
