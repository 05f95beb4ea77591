#include "csp/ordering.hpp"

#include "csp/enum_names.hpp"

namespace csp {

namespace {
constexpr detail::NameTable<VariableOrder, 4> kVariableOrders = {
    {VariableOrder::Input, "input"}, {VariableOrder::Mrv, "mrv"},
    {VariableOrder::MrvDegree, "mrv-degree"}, {VariableOrder::DomDeg, "domdeg"}};
constexpr detail::NameTable<ValueOrder, 3> kValueOrders = {
    {ValueOrder::Input, "input"}, {ValueOrder::Lcv, "lcv"}, {ValueOrder::Random, "random"}};
}  // namespace

std::string_view to_string(VariableOrder order) { return detail::name_of(order, kVariableOrders); }
std::string_view to_string(ValueOrder order) { return detail::name_of(order, kValueOrders); }
VariableOrder variable_order_from_string(std::string_view name) {
    return detail::value_of(name, kVariableOrders, "variable order");
}
ValueOrder value_order_from_string(std::string_view name) { return detail::value_of(name, kValueOrders, "value order"); }
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

// Is (size a, degree a) a better dom/deg ratio than (size b, degree b)? Compares a/da < b/db
// without division; a variable with no unassigned neighbour ranks after any with some.
bool better_dom_deg(int a, int da, int b, int db) {
    if (da == 0 || db == 0) return da != 0 || (db == 0 && a < b);
    return static_cast<long long>(a) * db < static_cast<long long>(b) * da;
}

}  // namespace

VarId select_variable(VariableOrder order, const Problem& problem, const DomainStore& domains,
                      const std::vector<char>& assigned, bool skip_singletons) {
    const int n = domains.size();
    VarId best = -1;
    int best_size = 0;
    int best_degree = -1;
    for (VarId x = 0; x < n; ++x) {
        if (assigned[static_cast<std::size_t>(x)]) continue;
        const int size = domains[x].size();
        if (skip_singletons && size == 1) continue;
        if (order == VariableOrder::Input) return x;
        if (order == VariableOrder::DomDeg) {
            const int degree = unassigned_degree(x, problem, assigned);
            if (best < 0 || better_dom_deg(size, degree, best_size, best_degree)) best = x, best_size = size, best_degree = degree;
            continue;
        }
        if (best >= 0 && size > best_size) continue;
        if (order == VariableOrder::Mrv || size == 1) {
            if (best < 0 || size < best_size) best = x, best_size = size;
            if (size <= 1) return x;  // forced (or failed): nothing can beat it
            continue;
        }
        // MRV with the degree heuristic breaking ties (AIMA §6.3.1).
        const int degree = unassigned_degree(x, problem, assigned);
        if (best < 0 || size < best_size || degree > best_degree) best = x, best_size = size, best_degree = degree;
    }
    return best;
}

void order_values(ValueOrder order, VarId x, const Problem& problem, const DomainStore& domains,
                  const std::vector<char>& assigned, Random& random, std::vector<int>& out) {
    const std::size_t first = out.size();
    for (int v : domains[x]) out.push_back(v);
    std::span<int> values(out.data() + first, out.size() - first);
    if (order == ValueOrder::Random) {
        random.shuffle(values);
    } else if (order == ValueOrder::Lcv && values.size() > 1) {
        // Least constraining value: fewest values removed from unassigned neighbours (AIMA §6.3.1).
        std::vector<std::pair<long long, int>> cost;
        for (int v : values) {
            long long removed = 0;
            for (const Arc& arc : problem.arcs(x)) {
                if (assigned[static_cast<std::size_t>(arc.other)]) continue;
                const auto& rel = *problem.constraints()[static_cast<std::size_t>(arc.constraint)].relation;
                const Domain& other = domains[arc.other];
                removed += other.size() - other.intersection_size(rel.rows(arc.reversed)[static_cast<std::size_t>(v)]);
            }
            cost.emplace_back(removed, v);
        }
        std::stable_sort(cost.begin(), cost.end(), [](auto& a, auto& b) { return a.first < b.first; });
        for (std::size_t i = 0; i < values.size(); ++i) values[i] = cost[i].second;
    }
}

}  // namespace csp::detail
