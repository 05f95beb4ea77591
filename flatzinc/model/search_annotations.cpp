// FlatZinc's search annotations as the engine's search groups. The engine branches by values (one
// child per value), so indomain_split is taken as increasing order and indomain_reverse_split as
// decreasing: the same solutions in the same order, though a split would propagate each half's bounds.
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

void read(Translator& t, const Annotation& a, SearchPlan& plan) {
    if (a.name == "seq_search" || a.name == "warm_start_array") {
        if (a.name == "warm_start_array") return;
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
    if (!group.variables.empty()) plan.groups.push_back(std::move(group));
}

}  // namespace

SearchPlan search_plan(Translator& t, const std::vector<Annotation>& annotations) {
    SearchPlan plan;
    for (const Annotation& a : annotations) read(t, a, plan);
    return plan;
}

}  // namespace flatzinc::detail
