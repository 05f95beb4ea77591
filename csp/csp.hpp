#pragma once
/// Umbrella header: the whole engine.

#include "csp/ac3.hpp"
#include "csp/all_different.hpp"
#include "csp/domain.hpp"
#include "csp/errors.hpp"
#include "csp/inference.hpp"
#include "csp/linear.hpp"
#include "csp/ordering.hpp"
#include "csp/problem.hpp"
#include "csp/relation.hpp"
#include "csp/solver.hpp"
#include "csp/stats.hpp"
#include "csp/trace.hpp"
