#pragma once
/// A name for one constraint of a Problem, so that a caller can pick some of them: to build a
/// problem with only those (Problem::restricted), or to ask which of them clash (csp/explain/).

#include <compare>

#include "csp/model/variable.hpp"

namespace csp {

/// One constraint of a problem, in the granularity the Problem keeps them:
/// - Binary: an index into Problem::constraints(). The relations added on one pair of variables
///   form one constraint there, so they are named (and kept or dropped) together.
/// - Unary: the unary restriction of variable `index`: every restrict(), assign() and
///   remove_value() on it together, i.e. its domain() instead of all its labels().
/// - Propagator: an index into Problem::propagators() (the n-ary constraints, in the order added).
struct ConstraintRef {
    enum class Kind { Binary, Unary, Propagator };
    Kind kind = Kind::Binary;
    int index = 0;

    static constexpr ConstraintRef binary(int constraint) { return {Kind::Binary, constraint}; }
    static constexpr ConstraintRef unary(VarId variable) { return {Kind::Unary, variable}; }
    static constexpr ConstraintRef propagator(int propagator) { return {Kind::Propagator, propagator}; }

    friend constexpr auto operator<=>(const ConstraintRef&, const ConstraintRef&) = default;
};

}  // namespace csp
