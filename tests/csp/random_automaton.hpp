#pragma once
// Random small automata and regular models for the regular tests, with an acceptance check of the
// test's own (independent of the propagator's satisfied()).

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include "csp/constraints/comparison/comparison.hpp"
#include "csp/constraints/regular/regular.hpp"
#include "test_models.hpp"

namespace csp::testing {

/// 1..4 states over symbols 1..3, a quarter of the transitions missing, random finals.
inline Automaton random_automaton(Random& rng) {
    Automaton a{.states = 1 + below(rng, 4), .symbols = 1 + below(rng, 3)};
    for (int k = 0; k < a.states * a.symbols; ++k)
        a.transitions.push_back(below(rng, 4) == 0 ? 0 : 1 + below(rng, a.states));
    a.initial = 1 + below(rng, a.states);
    for (int q = 1; q <= a.states; ++q)
        if (below(rng, 2) == 0) a.finals.push_back(q);
    return a;
}

/// Does `a` accept the word (values outside 1..symbols are rejected)?
inline bool accepts(const Automaton& a, std::span<const int> word) {
    int q = a.initial;
    for (int s : word) {
        if (s < 1 || s > a.symbols) return false;
        q = a.transitions[static_cast<std::size_t>((q - 1) * a.symbols + s - 1)];
        if (q == 0) return false;
    }
    return std::find(a.finals.begin(), a.finals.end(), q) != a.finals.end();
}

/// A regular model: 3..6 variables over random subsets of 0..3 (0 is never a symbol), the sequence
/// read with a variable twice now and then; `beside`: a random comparison too, so that other
/// propagation prunes first. `sequence` and `automaton` receive the constraint.
inline Problem random_regular_model(Random& rng, bool beside, std::vector<VarId>& sequence, Automaton& automaton) {
    Problem p;
    const int n = 3 + below(rng, 4);
    std::vector<VarId> xs;
    for (int i = 0; i < n; ++i) {
        xs.push_back(p.add_variable("x" + std::to_string(i), 0, 3));
        p.restrict(xs.back(), [&](int) { return below(rng, 4) != 0; });
    }
    sequence = xs;
    if (below(rng, 4) == 0)
        sequence[static_cast<std::size_t>(below(rng, n))] = xs[static_cast<std::size_t>(below(rng, n))];
    automaton = random_automaton(rng);
    add_regular(p, sequence, automaton);
    if (beside) {
        const VarId x = xs[static_cast<std::size_t>(below(rng, n))], y = xs[static_cast<std::size_t>(below(rng, n))];
        if (x != y) add_comparison(p, x, below(rng, 2) == 0 ? Comparison::Less : Comparison::NotEqual, y);
    }
    return p;
}

/// The word a complete assignment gives the sequence.
inline std::vector<int> word_of(const std::vector<VarId>& sequence, const Assignment& a) {
    std::vector<int> word;
    for (VarId x : sequence) word.push_back(a[static_cast<std::size_t>(x)]);
    return word;
}

}  // namespace csp::testing
