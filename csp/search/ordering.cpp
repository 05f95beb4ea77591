#include "csp/search/ordering.hpp"

#include <algorithm>
#include <cstdlib>

#include "csp/base/enum_names.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/search/legal_values.hpp"

namespace csp {

namespace {
constexpr detail::NameTable<VariableOrder, 10> kVariableOrders = {
    {VariableOrder::Input, "input"},           {VariableOrder::Mrv, "mrv"},
    {VariableOrder::MrvDegree, "mrv-degree"},  {VariableOrder::DomDeg, "domdeg"},
    {VariableOrder::DomWdeg, "dom-wdeg"},      {VariableOrder::AntiFirstFail, "anti-first-fail"},
    {VariableOrder::Smallest, "smallest"},     {VariableOrder::Largest, "largest"},
    {VariableOrder::Occurrence, "occurrence"}, {VariableOrder::MaxRegret, "max-regret"}};
constexpr detail::NameTable<ValueOrder, 5> kValueOrders = {{ValueOrder::Input, "input"},
                                                           {ValueOrder::Lcv, "lcv"},
                                                           {ValueOrder::Random, "random"},
                                                           {ValueOrder::Max, "max"},
                                                           {ValueOrder::Median, "median"}};
}  // namespace

std::string_view to_string(VariableOrder order) { return detail::name_of(order, kVariableOrders); }
std::string_view to_string(ValueOrder order) { return detail::name_of(order, kValueOrders); }
VariableOrder variable_order_from_string(std::string_view name) {
    return detail::value_of(name, kVariableOrders, "variable order");
}
ValueOrder value_order_from_string(std::string_view name) {
    return detail::value_of(name, kValueOrders, "value order");
}
std::vector<std::string_view> variable_order_names() { return detail::names_of(kVariableOrders); }
std::vector<std::string_view> value_order_names() { return detail::names_of(kValueOrders); }

}  // namespace csp

namespace csp::detail {

namespace {

int unassigned_degree(VarId x, const Problem& problem, const std::vector<char>& assigned) {
    int degree = 0;
    for (const Arc& arc : problem.arcs(x)) degree += assigned[static_cast<std::size_t>(arc.other)] == 0;
    return degree;
}

// Compares the ratios a/da and b/db without division: negative when a/da is smaller (better),
// zero on a tie. A variable with no (weighted) degree ranks after any with some.
int compare_ratio(std::uint64_t a, std::uint64_t da, std::uint64_t b, std::uint64_t db) {
    if (da == 0 || db == 0) {
        if (da != db) return da == 0 ? 1 : -1;
        return a < b ? -1 : a > b ? 1 : 0;
    }
    const std::uint64_t left = a * db;
    const std::uint64_t right = b * da;
    return left < right ? -1 : left > right ? 1 : 0;
}

// The second criterion of each order, for a variable of domain size `size`.
std::uint64_t secondary(VariableOrder order, VarId x, const Problem& problem, const std::vector<char>& assigned,
                        const SelectionHints& hints) {
    switch (order) {
        case VariableOrder::MrvDegree:
        case VariableOrder::DomDeg: return static_cast<std::uint64_t>(unassigned_degree(x, problem, assigned));
        case VariableOrder::DomWdeg:
            if (!hints.weighted_degree.empty()) return hints.weighted_degree[static_cast<std::size_t>(x)];
            return problem.arcs(x).size() + problem.propagators_of(x).size();
        default: break;
    }
    return 0;
}

// Negative when (size a, secondary sa) is the better choice, zero on a tie.
int compare(VariableOrder order, int a, std::uint64_t sa, int b, std::uint64_t sb) {
    switch (order) {
        case VariableOrder::DomDeg:
        case VariableOrder::DomWdeg:
            return compare_ratio(static_cast<std::uint64_t>(a), sa, static_cast<std::uint64_t>(b), sb);
        case VariableOrder::MrvDegree:
            if (a != b) return a < b ? -1 : 1;
            return sa > sb ? -1 : sa < sb ? 1 : 0;  // more constraints on unassigned variables first
        default: break;
    }
    return a < b ? -1 : a > b ? 1 : 0;
}

bool is_keyed(VariableOrder order) {
    switch (order) {
        case VariableOrder::AntiFirstFail:
        case VariableOrder::Smallest:
        case VariableOrder::Largest:
        case VariableOrder::Occurrence:
        case VariableOrder::MaxRegret: return true;
        default: return false;
    }
}

// The orders that rank each variable by one number of its own: smaller is better.
long long key(VariableOrder order, VarId x, const Problem& problem, const Domain& d) {
    const auto labels = problem.labels(x);
    switch (order) {
        case VariableOrder::AntiFirstFail: return -static_cast<long long>(d.size());
        case VariableOrder::Smallest: return labels[static_cast<std::size_t>(d.min())];
        case VariableOrder::Largest: return -static_cast<long long>(labels[static_cast<std::size_t>(d.max())]);
        case VariableOrder::Occurrence:
            return -static_cast<long long>(problem.arcs(x).size() + problem.propagators_of(x).size());
        case VariableOrder::MaxRegret: {
            auto it = d.begin();
            const long long lowest = labels[static_cast<std::size_t>(*it)];
            return -(static_cast<long long>(labels[static_cast<std::size_t>(*++it)]) - lowest);
        }
        default: return 0;
    }
}

// Variable selection over a sequence of candidates: `count` of them, the i-th being `at(i)`.
template <class At>
VarId select_among(VariableOrder order, int count, At at, const Problem& problem, const DomainStore& domains,
                   const std::vector<char>& assigned, bool skip_singletons, const SelectionHints& hints) {
    if (is_keyed(order)) {
        VarId best = -1;
        long long best_key = 0;
        std::uint64_t ties = 0;
        for (int i = 0; i < count; ++i) {
            const VarId x = at(i);
            if (assigned[static_cast<std::size_t>(x)]) continue;
            const Domain& d = domains[x];
            const int size = domains.domain_size(x);
            if (size == 1 && skip_singletons) continue;
            if (size == 0) return x;
            // A singleton has no second value: its regret is taken as 0.
            const long long k = order == VariableOrder::MaxRegret && size == 1 ? 0 : key(order, x, problem, d);
            if (best < 0 || k < best_key) {
                best = x, best_key = k, ties = 1;
            } else if (k == best_key && hints.ties && hints.ties->below(++ties) == 0) {
                best = x;
            }
        }
        return best;
    }
    const bool size_first = order == VariableOrder::Mrv || order == VariableOrder::MrvDegree;
    VarId best = -1;
    int best_size = 0;
    std::uint64_t best_secondary = 0;
    std::uint64_t ties = 0;  // variables as good as `best` seen so far (reservoir sampling)
    for (int i = 0; i < count; ++i) {
        const VarId x = at(i);
        if (assigned[static_cast<std::size_t>(x)]) continue;
        int size = domains.domain_size(x);
        if (skip_singletons && size == 1) continue;
        if (order == VariableOrder::Input) return x;
        if (hints.legal_value_checks) {
            // Counting past best_size + 1 cannot change an MRV choice.
            const int enough = size_first && best >= 0 ? best_size + 1 : size;
            size = count_legal_values(problem, domains, assigned, x, enough, *hints.legal_value_checks);
            if (size == 0) return x;  // no legal value: a dead end whichever variable comes next
        } else if (size_first && size <= 1) {
            return x;  // forced (or failed): nothing can beat it
        }
        if (size_first && best >= 0 && size > best_size) continue;  // the degree cannot make up for it
        const std::uint64_t second = secondary(order, x, problem, assigned, hints);
        const int cmp = best < 0 ? -1 : compare(order, size, second, best_size, best_secondary);
        if (cmp < 0) {
            best = x, best_size = size, best_secondary = second, ties = 1;
        } else if (cmp == 0 && hints.ties && hints.ties->below(++ties) == 0) {
            best = x, best_size = size, best_secondary = second;
        }
    }
    return best;
}

}  // namespace

VarId select_variable(VariableOrder order, const Problem& problem, const DomainStore& domains,
                      const std::vector<char>& assigned, bool skip_singletons, const SelectionHints& hints) {
    return select_among(
        order, domains.size(), [](int i) { return i; }, problem, domains, assigned, skip_singletons, hints);
}

VarId select_variable(VariableOrder order, std::span<const VarId> candidates, const Problem& problem,
                      const DomainStore& domains, const std::vector<char>& assigned, bool skip_singletons,
                      const SelectionHints& hints) {
    return select_among(
        order, static_cast<int>(candidates.size()), [&](int i) { return candidates[static_cast<std::size_t>(i)]; },
        problem, domains, assigned, skip_singletons, hints);
}

namespace {

// An n-ary constraint cannot say what x = v would remove without running it; LCV estimates it as
// the unfixed variables of its scope (over the same values) that also hold v, which is exact for
// all-different. For a Sudoku this prefers a value with few other places left in the cell's units.
void add_propagator_conflicts(VarId x, const Problem& problem, const DomainStore& domains,
                              const std::vector<char>& assigned, std::vector<long long>& removed) {
    const auto labels = problem.labels(x);
    const Domain& dx = domains[x];
    for (int p : problem.propagators_of(x))
        for (VarId y : problem.propagators()[static_cast<std::size_t>(p)]->scope()) {
            const Domain& dy = domains[y];
            if (y == x || assigned[static_cast<std::size_t>(y)] || dy.is_singleton()) continue;
            const auto other = problem.labels(y);
            if (other.size() != labels.size() || other.front() != labels.front() || other.back() != labels.back())
                continue;
            for (int v : dy)
                if (dx.contains(v)) ++removed[static_cast<std::size_t>(v)];
        }
}

}  // namespace

void order_values(ValueOrder order, VarId x, const Problem& problem, const DomainStore& domains,
                  const std::vector<char>& assigned, Random& random, std::vector<int>& out) {
    const std::size_t first = out.size();
    for (int v : domains[x]) out.push_back(v);
    std::span<int> values(out.data() + first, out.size() - first);
    if (order == ValueOrder::Random) {
        random.shuffle(values);
    } else if (order == ValueOrder::Max) {
        std::reverse(values.begin(), values.end());
    } else if (order == ValueOrder::Median && values.size() > 2) {
        // Labels increase with the index, so the middle index holds the median value.
        const int median = values[(values.size() - 1) / 2];
        const auto labels = problem.labels(x);
        const auto distance = [&](int v) {
            return std::llabs(static_cast<long long>(labels[static_cast<std::size_t>(v)]) -
                              labels[static_cast<std::size_t>(median)]);
        };
        std::stable_sort(values.begin(), values.end(), [&](int a, int b) { return distance(a) < distance(b); });
    } else if (order == ValueOrder::Lcv && values.size() > 1) {
        // Least constraining value: fewest values removed from unassigned neighbours (AIMA §6.3.1).
        std::vector<long long> removed(static_cast<std::size_t>(domains[x].capacity()), 0);
        for (int v : values) {
            for (const Arc& arc : problem.arcs(x)) {
                if (assigned[static_cast<std::size_t>(arc.other)]) continue;
                const auto& rel = *problem.constraints()[static_cast<std::size_t>(arc.constraint)].relation;
                const Domain& other = domains[arc.other];
                removed[static_cast<std::size_t>(v)] += rel.conflicts(arc.reversed, v, other);
            }
        }
        add_propagator_conflicts(x, problem, domains, assigned, removed);
        std::stable_sort(values.begin(), values.end(), [&](int a, int b) {
            return removed[static_cast<std::size_t>(a)] < removed[static_cast<std::size_t>(b)];
        });
    }
}

}  // namespace csp::detail
