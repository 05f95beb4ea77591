// regular: domain consistency and search against brute force on random small automata, and every
// explanation of a removal checked against the automaton's accepted words.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "csp/constraints/regular/regular.hpp"
#include "csp/model/errors.hpp"
#include "csp/model/propagator.hpp"
#include "propagator_oracle.hpp"
#include "random_automaton.hpp"

namespace csp::testing {
namespace {

std::string shown(const std::vector<VarId>& sequence, const Automaton& a) {
    std::string s = "regular over";
    for (VarId x : sequence) s += " x" + std::to_string(x);
    s += ", " + std::to_string(a.states) + " states, " + std::to_string(a.symbols) + " symbols, δ =";
    for (int t : a.transitions) s += " " + std::to_string(t);
    s += ", q0 = " + std::to_string(a.initial) + ", F =";
    for (int f : a.finals) s += " " + std::to_string(f);
    return s;
}

// Propagation keeps exactly the values some accepted word within the domains uses (only soundness
// when a variable repeats: each position is then consistent alone), and search finds exactly the
// accepted assignments under every inference.
TEST(Regular, DomainConsistentAndSearchExact) {
    Random rng(437);
    int repeated = 0, unsatisfiable = 0;
    for (int round = 0; round < 1500; ++round) {
        std::vector<VarId> sequence;
        Automaton a;
        const Problem p = random_regular_model(rng, false, sequence, a);
        const auto holds = [&](const Assignment& x) { return accepts(a, word_of(sequence, x)); };
        const std::string what = "round " + std::to_string(round) + ": " + shown(sequence, a);
        const bool repeats = std::set<VarId>(sequence.begin(), sequence.end()).size() < sequence.size();
        const std::set<Assignment> solutions = accepted(p, holds);
        repeated += repeats ? 1 : 0;
        unsatisfiable += solutions.empty() ? 1 : 0;
        if (repeats) expect_sound(p, solutions, what);
        else expect_domain_consistent(p, holds, what);
        if (round % 5 == 0) expect_oracle(p, holds, what);
    }
    EXPECT_GT(repeated, 200);
    EXPECT_GT(unsatisfiable, 100);
    EXPECT_LT(unsatisfiable, 1200);
}

// For random domains and each value the constraint rules out (no accepted word within the domains
// uses it), the explanation marks only missing values, and every accepted word avoiding the marked
// values avoids the ruled-out one: the clause is implied by the automaton and implies the removal.
TEST(Regular, EveryExplanationIsImpliedByTheAutomaton) {
    Random rng(2037);
    int checked = 0, shorter = 0, declined = 0;
    for (int round = 0; round < 3000; ++round) {
        std::vector<VarId> sequence;
        Automaton a;
        const Problem p = random_regular_model(rng, false, sequence, a);
        const Propagator& regular = *p.propagators()[0];
        const auto scope = regular.scope();
        const std::size_t n = scope.size();
        // The query's domains: a random subset of each root domain.
        std::vector<Domain> domains;
        std::vector<std::span<const int>> labels;
        for (VarId x : scope) {
            Domain d = p.domain(x);
            for (int v : p.domain(x))
                if (below(rng, 3) == 0) d.remove(v);
            domains.push_back(d);
            labels.push_back(p.labels(x));
        }
        std::vector<char> ready(n, 1);
        const ScopeDomains query_domains(
            domains, ready, [](void*, std::size_t, Domain&) {}, nullptr);
        // Accepted assignments of the scope over every label (the constraint alone), and those within the domains.
        std::vector<std::vector<int>> words;  // by scope slot, as value indices
        std::vector<int> at(n, 0);
        for (;;) {
            std::vector<int> values;
            for (std::size_t k = 0; k < n; ++k) values.push_back(labels[k][static_cast<std::size_t>(at[k])]);
            if (regular.satisfied(values)) words.push_back(at);
            std::size_t k = 0;
            while (k < n && ++at[k] == static_cast<int>(labels[k].size())) at[k++] = 0;
            if (k == n) break;
        }
        for (std::size_t k = 0; k < n; ++k) {
            for (int v : domains[k]) {
                bool used = false;  // by a word within the domains
                for (const auto& w : words) {
                    bool within = true;
                    for (std::size_t j = 0; j < n && within; ++j) within = domains[j].contains(w[j]);
                    used = used || (within && w[k] == v);
                }
                if (used) continue;
                std::vector<Domain> relevant;
                for (VarId x : scope) relevant.emplace_back(p.domain(x).capacity());
                // A variable read twice may lose a value no position rules out alone: declined then.
                if (!regular.explain({query_domains, labels, k, v}, relevant)) {
                    ASSERT_LT(n, sequence.size()) << shown(sequence, a);
                    ++declined;
                    continue;
                }
                int marked = 0, missing = 0;
                for (std::size_t j = 0; j < n; ++j) {
                    for (int w : relevant[j]) ASSERT_FALSE(domains[j].contains(w)) << "a present value marked";
                    marked += relevant[j].size();
                    missing += static_cast<int>(labels[j].size()) - domains[j].size();
                }
                shorter += marked < missing ? 1 : 0;
                for (const auto& w : words) {
                    bool avoids = true;
                    for (std::size_t j = 0; j < n && avoids; ++j) avoids = !relevant[j].contains(w[j]);
                    ASSERT_FALSE(avoids && w[k] == v)
                        << "round " << round << ": " << shown(sequence, a) << ": the explanation of slot " << k << " ≠ "
                        << v << " allows an accepted word with it";
                }
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 3000);
    EXPECT_GT(shorter, checked / 4);  // often fewer than all the missing values
    EXPECT_LT(declined, checked / 10);
}

TEST(Regular, RefusesAutomataThatDoNotFit) {
    Problem p;
    const std::vector<VarId> xs = {p.add_variable("a", 1, 2), p.add_variable("b", 1, 2)};
    const Automaton ok{.states = 2, .symbols = 2, .transitions = {1, 2, 2, 0}, .initial = 1, .finals = {2}};
    EXPECT_NO_THROW(add_regular(p, xs, ok));
    auto wrong = ok;
    wrong.transitions.pop_back();
    EXPECT_THROW(add_regular(p, xs, wrong), ModelError);
    wrong = ok;
    wrong.transitions[0] = 3;
    EXPECT_THROW(add_regular(p, xs, wrong), ModelError);
    wrong = ok;
    wrong.initial = 0;
    EXPECT_THROW(add_regular(p, xs, wrong), ModelError);
    wrong = ok;
    wrong.finals = {5};
    EXPECT_THROW(add_regular(p, xs, wrong), ModelError);
    EXPECT_THROW(add_regular(p, {}, ok), ModelError);
}

}  // namespace
}  // namespace csp::testing
