#pragma once
/// regular (Pesant, CP 2004): the values of a sequence of variables, read in order, spell a word a
/// deterministic finite automaton accepts. Domain consistency on the automaton unfolded over the
/// sequence (a layer of states per position, an edge per value): a value stays while an edge it
/// labels lies on a path from the initial state to a final one. The states still on such a path
/// are kept per search, restored on backtracking, so each call works on what is left of the graph.
/// For learning, a removal is explained by the removals that cut every path through its edges.

#include <span>
#include <vector>

#include "csp/model/problem.hpp"

namespace csp {

/// A DFA in MiniZinc's terms (fzn_regular): states 1..states, symbols 1..symbols, a value outside
/// the symbols is never accepted. first_symbol moves the symbols to first_symbol..first_symbol +
/// symbols − 1 (Python's 0/1 variables and labels, numbered from 0, need 0).
struct Automaton {
    int states = 0;
    int symbols = 0;
    /// Row by row, states × symbols entries: transitions[(q − 1) · symbols + (s − first_symbol)] is
    /// the state after reading s in q, 0 for none (the word is rejected).
    std::vector<int> transitions;
    int first_symbol = 1;
    int initial = 1;
    std::vector<int> finals;
};

/// Adds "vars[0] vars[1] … is a word `automaton` accepts". A variable may appear more than once
/// (then the strength is domain consistency on each position alone). Throws ModelError for no
/// variables, an unknown variable, or an automaton whose sizes, states or transitions do not fit.
void add_regular(Problem& problem, std::span<const VarId> vars, const Automaton& automaton);

}  // namespace csp
