// The domain store's word trail and cached sizes: after random changes and backtracking, every
// domain is the one saved before the level and domain_size() is its Domain::size().
#include <gtest/gtest.h>

#include <vector>

#include "csp/base/random.hpp"
#include "csp/kernel/domain_store.hpp"
#include "test_models.hpp"

// Its own namespace: unity builds compile several test files as one.
namespace domain_store_test {

namespace {

using csp::testing::below;

csp::Domain random_subset(csp::Random& rng, int n) {
    csp::Domain d(n);
    for (int i = 0; i < n; ++i)
        if (below(rng, 4) != 0) d.insert(i);
    return d;
}

void expect_consistent(const csp::detail::DomainStore& store, const std::vector<csp::Domain>& expected,
                       const char* when, int step) {
    for (int x = 0; x < store.size(); ++x) {
        ASSERT_EQ(store[x], expected[static_cast<std::size_t>(x)]) << when << " step " << step << " variable " << x;
        ASSERT_EQ(store.domain_size(x), store[x].size()) << when << " step " << step << " variable " << x;
    }
}

TEST(DomainStore, CachedSizesAndTrailSurviveRandomChangesAndBacktracking) {
    const int capacities[] = {1, 63, 64, 65, 200, 10'000};
    csp::Random rng(13);
    std::vector<csp::Domain> initial;
    for (int c : capacities) {
        initial.push_back(csp::Domain::range(c));
        initial.push_back(random_subset(rng, c));
    }
    csp::detail::DomainStore store(initial);
    std::vector<std::vector<csp::Domain>> saved;  // the domains at each push_level
    std::vector<csp::Domain> current = initial;
    expect_consistent(store, current, "start", 0);
    int pops = 0;
    for (int step = 0; step < 4000; ++step) {
        const int op = below(rng, 9);
        if (op == 0) {
            store.push_level();
            saved.push_back(current);
            continue;
        }
        if (op == 1 && !saved.empty()) {
            store.pop_level();
            current = saved.back();
            saved.pop_back();
            ++pops;
            expect_consistent(store, current, "after pop", step);
            continue;
        }
        const int x = below(rng, store.size());
        csp::Domain& d = current[static_cast<std::size_t>(x)];
        const int n = d.capacity();
        switch (op) {
            case 2: {
                const csp::Domain mask = random_subset(rng, n);
                const bool changed = store.intersect(x, mask);
                const csp::Domain before = d;
                d.intersect_with(mask);
                EXPECT_EQ(changed, !(before == d));
                break;
            }
            case 3: {
                const int index = below(rng, n);
                EXPECT_EQ(store.remove(x, index), d.remove(index));
                break;
            }
            case 4: {
                const int first = below(rng, n + 2) - 1;
                const int last = first + below(rng, n + 1);
                EXPECT_EQ(store.keep_range(x, first, last), d.keep_range(first, last));
                break;
            }
            case 5:
                if (n <= 64) {
                    const csp::Domain::Word mask = rng.next();
                    store.intersect_word(x, mask);
                    d.words()[0] &= mask;
                }
                break;
            case 6:
                if (!d.empty()) {
                    std::vector<int> values(d.begin(), d.end());
                    const int index = values[static_cast<std::size_t>(below(rng, static_cast<int>(values.size())))];
                    store.assign(x, index);
                    d.assign(index);
                }
                break;
            default: {
                csp::Domain next = d;
                next.intersect_with(random_subset(rng, n));
                EXPECT_EQ(store.replace(x, next), !(next == d));
                d = next;
                break;
            }
        }
        expect_consistent(store, current, "after a change", step);
    }
    while (!saved.empty()) {
        store.pop_level();
        current = saved.back();
        saved.pop_back();
        ++pops;
    }
    expect_consistent(store, current, "at the end", 4000);
    EXPECT_GT(pops, 100);
}

}  // namespace

}  // namespace domain_store_test
