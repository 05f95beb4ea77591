#pragma once
/// Umbrella header: the whole engine, folder by folder (docs/architecture.md is the map).

// The model: variables, domains, relations, constraint graph.
#include "csp/model/constraint_graph.hpp"
#include "csp/model/constraint_ref.hpp"
#include "csp/model/domain.hpp"
#include "csp/model/errors.hpp"
#include "csp/model/problem.hpp"
#include "csp/model/relation.hpp"
// Propagation: the queue and the n-ary propagators.
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/arithmetic/arithmetic.hpp"
#include "csp/constraints/boolean/boolean.hpp"
#include "csp/constraints/circuit/circuit.hpp"
#include "csp/constraints/comparison/comparison.hpp"
#include "csp/constraints/counting/counting.hpp"
#include "csp/constraints/element/element.hpp"
#include "csp/constraints/extremum/extremum.hpp"
#include "csp/constraints/group_reasoning/group_reasoning.hpp"
#include "csp/constraints/inverse/inverse.hpp"
#include "csp/constraints/linear/linear.hpp"
#include "csp/constraints/table/table.hpp"
#include "csp/kernel/queue.hpp"
// Consistency on its own: AC-3, and the textbook AC-3 / AC-2001 that count checks.
#include "csp/consistency/ac3.hpp"
#include "csp/consistency/textbook_ac.hpp"
// Search: backtracking with inference, its heuristics and strategies; backjumping.
#include "csp/base/stats.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/inference.hpp"
#include "csp/search/nogoods.hpp"
#include "csp/search/ordering.hpp"
#include "csp/search/portfolio.hpp"
#include "csp/search/restarts.hpp"
#include "csp/search/solver.hpp"
#include "csp/search/weights.hpp"
// Local search, structure-based solving, exact cover, SAT.
#include "csp/exact_cover/exact_cover.hpp"
#include "csp/local/min_conflicts.hpp"
#include "csp/sat/sat_solver.hpp"
#include "csp/structure/cutset.hpp"
#include "csp/structure/tree_solver.hpp"
// Explanations: a minimal set of constraint groups without a solution (QuickXplain).
#include "csp/explain/minimal_conflict.hpp"
#include "csp/explain/quickxplain.hpp"
#include "csp/explain/search_budget.hpp"
// Observers: text trace, JSON trace, search tree.
#include "csp/observe/json_trace.hpp"
#include "csp/observe/search_tree.hpp"
#include "csp/observe/trace.hpp"
