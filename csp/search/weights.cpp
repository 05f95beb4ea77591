#include "csp/search/weights.hpp"

#include "csp/kernel/propagation_context.hpp"

namespace csp::detail {

ConstraintWeights::ConstraintWeights(const Problem& problem)
    : problem_(problem),
      constraint_weight_(problem.constraints().size(), 1),
      propagator_weight_(problem.propagators().size(), 1),
      weighted_degree_(static_cast<std::size_t>(problem.num_variables()), 0) {
    for (VarId x = 0; x < problem.num_variables(); ++x)
        weighted_degree_[static_cast<std::size_t>(x)] = problem.arcs(x).size() + problem.propagators_of(x).size();
}

void ConstraintWeights::bump_constraint(int constraint) {
    const Constraint& c = problem_.constraints()[static_cast<std::size_t>(constraint)];
    ++constraint_weight_[static_cast<std::size_t>(constraint)];
    ++weighted_degree_[static_cast<std::size_t>(c.x)];
    ++weighted_degree_[static_cast<std::size_t>(c.y)];
}

void ConstraintWeights::bump_propagator(int propagator) {
    ++propagator_weight_[static_cast<std::size_t>(propagator)];
    for (VarId x : problem_.propagators()[static_cast<std::size_t>(propagator)]->scope())
        ++weighted_degree_[static_cast<std::size_t>(x)];
}

}  // namespace csp::detail
