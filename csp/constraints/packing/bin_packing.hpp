#pragma once
/// bin_packing_load: items of fixed weights w[i] ≥ 0 go into bins (bin[i], a variable over the bins
/// first_bin … first_bin + m − 1), and load[b] (a variable) is the total weight of the items in bin
/// first_bin + b. MiniZinc's bin_packing (one capacity) and bin_packing_capa (a capacity per bin)
/// are this with loads bounded by the capacities (flatzinc/mznlib/).
///
/// Strength (the rules of Shaw, "A constraint for bin packing", CP 2004): with sure[b] the weight
/// of the items fixed to b and possible[b] that of the items that may still go there, load[b] lies
/// in [sure[b], possible[b]]; Σ load = Σ w bounds each load by the others' bounds; an item leaves a
/// bin where sure[b] + w[i] > max load[b], and is fixed to a bin that cannot reach its least load
/// without it; Shaw's no-sum rules (subset_sums.hpp): a load bound that no subset of a bin's open
/// items reaches moves to the next sum they do reach, an item leaves a bin when with it the others
/// reach no load in range and enters it when without it they reach none; at the fixpoint, Shaw's
/// failure test (the open items against the rooms left, by Martello and Toth's bound L2). For
/// learning, each pruning is explained by the literals it rests on — [bin_j = b] for the items
/// packed, [bin_j ≠ b] for those kept out, the other loads' bounds — lifted: only as many items,
/// the heaviest first, as the bound needs, and the loads' bounds relaxed as far as it allows (a
/// no-sum pruning: the bin's whole column and its load's bounds).

#include <span>

#include "csp/model/problem.hpp"

namespace csp {

/// Adds bin_packing_load(loads, bins, weights): every bins[i] within first_bin … first_bin +
/// loads.size() − 1, and loads[b] = Σ weights[i] over the items with bins[i] = first_bin + b. A
/// variable may repeat (two items in one bin variable, a load shared by two bins). Throws
/// ModelError when bins and weights differ in length, a variable is unknown, a weight is negative
/// (MiniZinc assumes them non-negative), or the weights' sum does not fit an int.
void add_bin_packing_load(Problem& problem, std::span<const VarId> loads, std::span<const VarId> bins,
                          std::span<const int> weights, int first_bin = 1);

}  // namespace csp
