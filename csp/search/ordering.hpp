#pragma once
/// Variable and value ordering heuristics (AIMA §6.3.1).

#include <string>
#include <string_view>
#include <vector>

#include "csp/model/variable.hpp"

namespace csp {

enum class VariableOrder {
    Input,      ///< first unassigned variable in declaration order
    Mrv,        ///< minimum remaining values (fail-first)
    MrvDegree,  ///< MRV, ties broken by most constraints on unassigned variables
    DomDeg,     ///< smallest |domain| / dynamic degree (Bessière & Régin 1996)
    DomWdeg,    ///< smallest |domain| / weighted degree; a constraint's weight grows each time it
                ///< wipes out a domain (Boussemart, Hemery, Lecoutre & Saïs 2004)
    // The orders below come from FlatZinc's int_search annotation; ties go to the first variable.
    AntiFirstFail,  ///< largest |domain|
    Smallest,       ///< smallest value in the domain
    Largest,        ///< largest value in the domain
    Occurrence,     ///< most constraints (static degree)
    MaxRegret,      ///< largest gap between the two smallest values of the domain
};

enum class ValueOrder {
    Input,   ///< increasing value
    Lcv,     ///< least constraining value first: fewest values removed from neighbours
    Random,  ///< seeded shuffle
    Max,     ///< decreasing value
    Median,  ///< the median value first, then outwards (closest to the median next)
};

/// A group of variables with its own orders (FlatZinc's int_search; a list of groups is its
/// seq_search): the search branches on the first group that still has an undecided variable.
struct SearchGroup {
    std::vector<VarId> variables;  ///< in the group's input order
    VariableOrder variable_order = VariableOrder::Input;
    ValueOrder value_order = ValueOrder::Input;
    /// indomain_split (value_order Input) or indomain_reverse_split (Max): the learning search
    /// branches on the lower (upper) half of the domain, [x ≤ mid] ([x > mid]); the others take
    /// the half's first value, in the same order.
    bool split = false;
};

std::string_view to_string(VariableOrder order);
std::string_view to_string(ValueOrder order);
/// Accept the names printed by to_string; throw std::invalid_argument naming the valid choices.
VariableOrder variable_order_from_string(std::string_view name);
ValueOrder value_order_from_string(std::string_view name);
std::vector<std::string_view> variable_order_names();
std::vector<std::string_view> value_order_names();

}  // namespace csp

#include <cstdint>
#include <span>

#include "csp/base/random.hpp"
#include "csp/kernel/domain_store.hpp"
#include "csp/model/problem.hpp"

namespace csp::detail {

/// What an ordering may consult besides the domains.
struct SelectionHints {
    /// Per variable: the summed weights of its constraints (dom/wdeg). Empty: every constraint
    /// weighs 1, so dom/wdeg starts as dom/deg with the static degree.
    std::span<const std::uint64_t> weighted_degree;
    /// Breaks ties between equally good variables uniformly at random; null: the first one wins.
    Random* ties = nullptr;
    /// Non-null when no inference narrows the domains (plain backtracking, plain CBJ): the orders
    /// then read, in place of |D(x)|, the number of x's legal values, those consistent with the
    /// current assignment (AIMA §6.3.1; legal_values.hpp), and add the checks this costs here.
    /// Null (forward checking, MAC): the domains already hold only legal values.
    std::uint64_t* legal_value_checks = nullptr;
};

/// The next variable to branch on among the unassigned ones (assigned[x] == 0), or -1 if none.
/// With `skip_singletons` (MAC keeps singletons consistent), a one-value domain counts as decided.
VarId select_variable(VariableOrder order, const Problem& problem, const DomainStore& domains,
                      const std::vector<char>& assigned, bool skip_singletons, const SelectionHints& hints = {});
/// The same among `candidates` only (a search group's variables, in its input order).
VarId select_variable(VariableOrder order, std::span<const VarId> candidates, const Problem& problem,
                      const DomainStore& domains, const std::vector<char>& assigned, bool skip_singletons,
                      const SelectionHints& hints = {});

/// Appends the value indices of D(x) to `out` in the order they should be tried.
void order_values(ValueOrder order, VarId x, const Problem& problem, const DomainStore& domains,
                  const std::vector<char>& assigned, Random& random, std::vector<int>& out);

}  // namespace csp::detail
