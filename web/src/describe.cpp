// describe(): the variables, the constraints and the constraint graph of a problem, for drawing.

#include "web/src/describe.hpp"

#include "csp/kernel/propagation_context.hpp"
#include "csp/model/constraint_graph.hpp"

namespace web {

json describe(const Instance& instance) {
    const csp::Problem& p = instance.problem;
    if (instance.large_queens)  // not built: nothing to draw but the size (min-conflicts' summary)
        return {{"variables", json::array()},
                {"constraints", json::array()},
                {"edges", json::array()},
                {"layout", instance.layout},
                {"largeQueens", instance.large_queens}};
    auto variables = json::array();
    for (int x = 0; x < p.num_variables(); ++x)
        variables.push_back({{"name", p.name(x)}, {"domain", instance.domain_labels(x, p.domain(x))}});
    auto constraints = json::array();
    for (std::size_t c = 0; c < p.constraints().size(); ++c) {
        const csp::Constraint& constraint = p.constraints()[c];
        constraints.push_back(
            {{"scope", {constraint.x, constraint.y}}, {"text", instance.constraint_text(static_cast<int>(c))}});
    }
    for (const auto& propagator : p.propagators()) {
        const auto scope = propagator->scope();
        constraints.push_back(
            {{"scope", std::vector<int>(scope.begin(), scope.end())}, {"text", propagator->describe()}});
    }
    auto edges = json::array();
    const csp::ConstraintGraph graph(p);
    for (int x = 0; x < p.num_variables(); ++x)
        for (csp::VarId y : graph.neighbours(x))
            if (x < y) edges.push_back({x, y});
    json out{{"variables", variables}, {"constraints", constraints}, {"edges", edges}};
    if (!instance.layout.empty()) out["layout"] = instance.layout;
    return out;
}

}  // namespace web
