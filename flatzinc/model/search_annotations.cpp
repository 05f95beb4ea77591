// FlatZinc's search annotations as the engine's search groups, and its restart annotations as the
// engine's restart policy. The plain search branches by values (one child per value), so
// indomain_split is taken as increasing order and indomain_reverse_split as decreasing: the same
// solutions in the same order; the learning search splits the domain (SearchGroup::split).
#include <algorithm>
#include <iterator>
#include <string_view>
#include <utility>

#include "flatzinc/model/translator.hpp"

namespace flatzinc::detail {

namespace {

csp::VariableOrder variable_order(std::string_view name) {
    using csp::VariableOrder;
    constexpr std::pair<std::string_view, VariableOrder> kOrders[] = {{"input_order", VariableOrder::Input},
                                                                      {"first_fail", VariableOrder::Mrv},
                                                                      {"anti_first_fail", VariableOrder::AntiFirstFail},
                                                                      {"smallest", VariableOrder::Smallest},
                                                                      {"largest", VariableOrder::Largest},
                                                                      {"occurrence", VariableOrder::Occurrence},
                                                                      {"most_constrained", VariableOrder::MrvDegree},
                                                                      {"max_regret", VariableOrder::MaxRegret},
                                                                      {"dom_w_deg", VariableOrder::DomWdeg}};
    for (auto [n, order] : kOrders)
        if (n == name) return order;
    return VariableOrder::Input;  // an unknown choice is a hint the solver may ignore
}

csp::ValueOrder value_order(std::string_view name) {
    using csp::ValueOrder;
    if (name == "indomain_max" || name == "indomain_reverse_split") return ValueOrder::Max;
    if (name == "indomain_median" || name == "indomain_middle") return ValueOrder::Median;
    if (name == "indomain_random") return ValueOrder::Random;
    return ValueOrder::Input;  // indomain, indomain_min, indomain_split, indomain_interval
}

std::string_view atom(const Expr& e) {
    if (const auto* id = e.get_if<Identifier>()) return id->name;
    if (const auto* a = e.get_if<Annotation>()) return a->name;
    return {};
}

/// restart_luby(scale), restart_constant(scale), restart_linear(scale), restart_geometric(base,
/// scale), restart_none; false for any other annotation. The scale counts failures, as Gecode's.
bool read_restart(Translator& t, const Annotation& a, SearchPlan& plan) {
    using csp::RestartPolicy;
    constexpr std::pair<std::string_view, RestartPolicy> kPolicies[] = {
        {"restart_none", RestartPolicy::None},
        {"restart_luby", RestartPolicy::Luby},
        {"restart_constant", RestartPolicy::Constant},
        {"restart_linear", RestartPolicy::Linear},
        {"restart_geometric", RestartPolicy::Geometric}};
    const auto known = std::find_if(std::begin(kPolicies), std::end(kPolicies),
                                    [&](const auto& entry) { return entry.first == a.name; });
    if (known == std::end(kPolicies)) return false;
    RestartPlan restarts{.policy = known->second};
    const std::size_t arity = restarts.policy == RestartPolicy::None        ? 0
                              : restarts.policy == RestartPolicy::Geometric ? 2
                                                                            : 1;
    if (a.arguments.size() != arity)
        t.refuse(a.location, a.name + " takes " + std::to_string(arity) + " argument(s), found " +
                                 std::to_string(a.arguments.size()));
    if (arity > 0) {
        const Expr& scale = a.arguments[arity - 1];
        const std::int64_t failures = t.integer(scale);
        if (failures < 1)
            t.refuse(scale.location, a.name + ": the scale must be at least 1, found " + std::to_string(failures));
        restarts.base = static_cast<std::uint64_t>(failures);
    }
    if (arity == 2) {
        const Expr& base = a.arguments[0];
        const double* real = base.get_if<double>();
        const std::int64_t* whole = base.get_if<std::int64_t>();
        const double growth = real ? *real : whole ? static_cast<double>(*whole) : 0;
        if (!(growth >= 1 && growth <= 100))  // SolverOptions::restart_growth's range
            t.refuse(base.location, "restart_geometric: the base must be a number from 1 to 100");
        restarts.growth = growth;
    }
    plan.restarts = restarts;
    return true;
}

void read(Translator& t, const Annotation& a, SearchPlan& plan) {
    if (read_restart(t, a, plan)) return;
    if (a.name == "warm_start" || a.name == "warm_start_array") {
        plan.warnings.push_back(t.locate(a.location) + ": " + a.name +
                                " is not supported: the search ignores the values it suggests");
        return;
    }
    if (a.name == "seq_search") {
        if (a.arguments.size() != 1 || !a.arguments[0].is<ArrayLiteral>())
            t.refuse(a.location, "expected seq_search([search annotations])");
        for (const Expr& e : a.arguments[0].get_if<ArrayLiteral>()->elements)
            if (const auto* inner = e.get_if<Annotation>()) read(t, *inner, plan);
            else if (const auto* id = e.get_if<Identifier>()) read(t, Annotation{id->name, {}, e.location}, plan);
        return;
    }
    if (a.name != "int_search" && a.name != "bool_search") return;
    if (a.arguments.size() < 3)
        t.refuse(a.location, "expected " + a.name + "(variables, variable choice, value choice, exploration)");
    csp::SearchGroup group;
    for (const Expr& e : t.elements(a.arguments[0]))
        if (!t.term(e).constant) group.variables.push_back(t.var(e));
    group.variable_order = variable_order(atom(a.arguments[1]));
    group.value_order = value_order(atom(a.arguments[2]));
    group.split = atom(a.arguments[2]) == "indomain_split" || atom(a.arguments[2]) == "indomain_reverse_split";
    if (!group.variables.empty()) plan.groups.push_back(std::move(group));
}

}  // namespace

SearchPlan search_plan(Translator& t, const std::vector<Annotation>& annotations) {
    SearchPlan plan;
    for (const Annotation& a : annotations) read(t, a, plan);
    return plan;
}

}  // namespace flatzinc::detail
