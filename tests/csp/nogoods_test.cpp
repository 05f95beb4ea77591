// The restart nogoods' watched unit propagation against a brute-force one that reads every nogood,
// by index, pass after pass (the store's own algorithm before watch lists): the same outcome, the
// same removals in the same order (MAC propagates them in that order, so the search depends on it)
// and the same domains, along random walks down and back up a search tree.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "csp/search/nogoods.hpp"
#include "random_cases.hpp"

namespace {

using csp::detail::DomainStore;
using csp::detail::Literal;

/// Unit propagation by reading every nogood in full, by index, until a pass removes nothing.
bool scan_every_nogood(const std::vector<std::vector<Literal>>& nogoods, DomainStore& store,
                       std::vector<csp::VarId>& changed) {
    for (bool again = true; again;) {
        again = false;
        for (const auto& nogood : nogoods) {
            const Literal* open = nullptr;
            int open_count = 0;
            bool satisfied = false;
            for (const Literal& l : nogood) {
                if (!store[l.var].contains(l.value)) satisfied = true;
                else if (store.domain_size(l.var) > 1) {
                    ++open_count;
                    open = &l;
                }
            }
            if (satisfied || open_count > 1) continue;
            if (open_count == 0) return false;
            store.remove(open->var, open->value);
            changed.push_back(open->var);
            if (store[open->var].empty()) return false;
            again = true;
        }
    }
    return true;
}

std::vector<csp::Domain> random_domains(std::mt19937& rng, int variables) {
    std::vector<csp::Domain> domains;
    for (int x = 0; x < variables; ++x) domains.push_back(csp::Domain::range(2 + static_cast<int>(rng() % 3)));
    return domains;
}

std::vector<Literal> random_nogood(std::mt19937& rng, const std::vector<csp::Domain>& domains) {
    std::vector<csp::VarId> vars(domains.size());
    for (std::size_t x = 0; x < vars.size(); ++x) vars[x] = static_cast<csp::VarId>(x);
    std::shuffle(vars.begin(), vars.end(), rng);
    std::vector<Literal> nogood;
    const std::size_t length = 1 + rng() % std::min<std::size_t>(4, vars.size());
    // Short nogoods are rare, as at restarts: one literal rules a value out for good.
    for (std::size_t i = 0; i < (length == 1 && rng() % 4 != 0 ? 2 : length); ++i)
        nogood.push_back({vars[i], static_cast<int>(rng() % static_cast<unsigned>(domains[vars[i]].capacity()))});
    return nogood;
}

TEST(Nogoods, WatchedPropagationRemovesWhatAScanOfEveryNogoodRemovesInItsOrder) {
    std::mt19937 rng(37);
    int failures = 0, removals = 0;
    const int runs = csp::testing::random_cases(300, 60);
    for (int run = 0; run < runs; ++run) {
        const int variables = 3 + static_cast<int>(rng() % 5);
        const std::vector<csp::Domain> domains = random_domains(rng, variables);
        DomainStore watched(domains), scanned(domains);
        csp::detail::NogoodStore store(variables);
        std::vector<std::vector<Literal>> nogoods;
        csp::Stats stats;
        for (int step = 0; step < 60; ++step) {
            // At the root, sometimes a few more nogoods, as after a restart.
            if (watched.level() == 0 && rng() % 3 == 0)
                for (int k = 0; k < 1 + static_cast<int>(rng() % 4); ++k) {
                    nogoods.push_back(random_nogood(rng, domains));
                    store.add(nogoods.back());
                }
            std::vector<csp::VarId> changed, expected;
            const bool ok = store.propagate(watched, changed, stats);
            const bool expected_ok = scan_every_nogood(nogoods, scanned, expected);
            ASSERT_EQ(ok, expected_ok) << "run " << run << " step " << step;
            if (ok) {
                ASSERT_EQ(changed, expected) << "run " << run << " step " << step;
                for (int x = 0; x < variables; ++x) ASSERT_EQ(watched[x], scanned[x]) << "run " << run;
                removals += static_cast<int>(changed.size());
            } else {
                ++failures;
            }
            // Up after a failure or at random; else down, by a decision or a removal.
            if (watched.level() > 0 && (!ok || rng() % 3 == 0)) {
                const int levels = 1 + static_cast<int>(rng() % static_cast<unsigned>(watched.level()));
                for (int k = 0; k < levels; ++k) {
                    watched.pop_level();
                    scanned.pop_level();
                }
                continue;
            }
            if (!ok) break;  // a failure at the root: nothing above to go back to
            const auto x = static_cast<csp::VarId>(rng() % static_cast<unsigned>(variables));
            if (watched[x].size() < 2) continue;
            std::vector<int> values(watched[x].begin(), watched[x].end());
            const int value = values[rng() % values.size()];
            watched.push_level();
            scanned.push_level();
            if (rng() % 3 == 0) {
                watched.remove(x, value);
                scanned.remove(x, value);
            } else {
                watched.assign(x, value);
                scanned.assign(x, value);
            }
        }
    }
    // The walks reach both outcomes often (the floors scale with the runs the stage asks for).
    EXPECT_GT(failures, runs / 10);
    EXPECT_GT(removals, runs * 2);
}

TEST(Nogoods, NewNogoodsAreWatchedFromTheRootOnly) {
    DomainStore store({csp::Domain::range(2), csp::Domain::range(2)});
    csp::detail::NogoodStore nogoods(2);
    csp::Stats stats;
    std::vector<csp::VarId> changed;
    store.push_level();
    const Literal ng[] = {{0, 1}, {1, 1}};
    nogoods.add(ng);
    EXPECT_THROW((void)nogoods.propagate(store, changed, stats), std::logic_error);
    store.pop_level();
    EXPECT_TRUE(nogoods.propagate(store, changed, stats));
}

}  // namespace
