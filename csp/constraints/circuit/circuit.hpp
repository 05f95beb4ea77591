#pragma once
/// circuit: succ[i] is the successor of node i (nodes numbered from `offset`), and the successors
/// form one cycle through all n nodes (a Hamiltonian circuit; FlatZinc's fzn_circuit).
///
/// Propagated as all-different on succ (domain strength, Régin) plus the no-subtour rule on the
/// chains of fixed successors (Caseau & Laburthe 1997): the last node of a chain that does not yet
/// cover every node may not go back to the chain's first node; a chain covering every node must.

#include <span>

#include "csp/model/problem.hpp"

namespace csp {

/// succ forms one Hamiltonian circuit over nodes offset..offset+n−1. Throws ModelError when a
/// variable appears twice (two nodes would share a successor).
void add_circuit(Problem& problem, std::span<const VarId> succ, int offset);

}  // namespace csp
