#pragma once
/// Constraint weights for dom/wdeg (Boussemart, Hemery, Lecoutre & Saïs, "Boosting systematic search
/// by weighting constraints", ECAI 2004): every constraint starts at weight 1 and gains 1 each time
/// it wipes out a domain, so search learns which constraints are hard and branches on their variables.

#include <cstdint>
#include <span>
#include <vector>

#include "csp/model/problem.hpp"

namespace csp::detail {

class ConstraintWeights {
public:
    explicit ConstraintWeights(const Problem& problem);

    /// A binary constraint (index into Problem::constraints()) or a propagator failed: weight +1.
    void bump_constraint(int constraint);
    void bump_propagator(int propagator);

    /// Per variable: the sum of the weights of the constraints on it. This variant counts every
    /// constraint on the variable, also those whose other variables are all fixed: under MAC such a
    /// constraint can no longer fail, and the cheap incremental sum ranks variables the same way in
    /// the common case (Sudoku units always hold unfixed cells while the variable is unfixed).
    std::span<const std::uint64_t> weighted_degree() const { return weighted_degree_; }
    std::uint64_t constraint_weight(int constraint) const {
        return constraint_weight_[static_cast<std::size_t>(constraint)];
    }
    std::uint64_t propagator_weight(int propagator) const {
        return propagator_weight_[static_cast<std::size_t>(propagator)];
    }

private:
    const Problem& problem_;
    std::vector<std::uint64_t> constraint_weight_;
    std::vector<std::uint64_t> propagator_weight_;
    std::vector<std::uint64_t> weighted_degree_;
};

}  // namespace csp::detail
