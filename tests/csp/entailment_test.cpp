#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "csp/kernel/queue.hpp"

namespace {

/// Counts its calls and declares itself entailed once its variable has at most three values left.
class EntailedBelowFour final : public csp::Propagator {
public:
    EntailedBelowFour(csp::VarId x, int* calls) : scope_{x}, calls_(calls) {}
    std::span<const csp::VarId> scope() const override { return scope_; }
    bool propagate(csp::PropagationContext& context) const override {
        ++*calls_;
        if (context.domain(scope_[0]).size() <= 3) context.entailed();
        return true;
    }
    bool satisfied(std::span<const int>) const override { return true; }
    std::string describe() const override { return "entailed below four values"; }

private:
    std::vector<csp::VarId> scope_;
    int* calls_;
};

TEST(Entailment, AnEntailedPropagatorSleepsUntilTheSearchBacktracksPastIt) {
    csp::Problem p;
    const csp::VarId x = p.add_variable("x", 0, 5);  // six values
    int calls = 0;
    p.add_propagator(std::make_shared<EntailedBelowFour>(x, &calls));
    csp::detail::DomainStore store(p.domains());
    csp::Stats stats;
    csp::detail::Propagation propagation(p, store, stats, nullptr, nullptr);
    const auto remove = [&](int value) {
        store.push_level();
        store.remove(x, value);
        ASSERT_EQ(propagation.propagate_from(x), csp::detail::Outcome::Consistent);
    };
    ASSERT_EQ(propagation.propagate_all(), csp::detail::Outcome::Consistent);
    EXPECT_EQ(calls, 1);
    remove(0);  // five values
    remove(1);  // four
    EXPECT_EQ(calls, 3);
    remove(2);  // three: entailed from here
    EXPECT_EQ(calls, 4);
    remove(3);
    remove(4);
    EXPECT_EQ(calls, 4) << "woken while entailed";
    store.pop_level();
    store.pop_level();
    store.pop_level();  // back to four values, before the entailment
    remove(5);
    EXPECT_EQ(calls, 5) << "still asleep after backtracking past its entailment";
}

}  // namespace
