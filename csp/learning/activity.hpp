#pragma once
/// VSIDS over the variables: each variable met in a conflict's analysis gains activity, and the
/// gain grows after every conflict, so recent conflicts weigh most (Moskewicz et al. 2001). The
/// variables not fixed wait in a heap by activity, so the next decision costs O(log n).

#include "csp/base/activity_heap.hpp"
#include "csp/base/random.hpp"
#include "csp/model/variable.hpp"

namespace csp::learning {

class Activity {
public:
    /// With `ties`, each variable starts with a tiny random activity (below a thousandth of the
    /// first bump), so that differently seeded searches (-r, a portfolio's threads) differ.
    explicit Activity(int variables, Random* ties = nullptr) : heap_(variables) {
        if (ties == nullptr) return;
        for (VarId x = 0; x < variables; ++x) heap_.set_score(x, static_cast<double>(ties->below(1000)) * 1e-6);
    }
    double operator[](VarId x) const { return heap_.score(x); }
    void bump(VarId x) { heap_.bump(x); }
    void decay() { heap_.decay(0.95); }
    /// x may be unfixed again (a backjump undid its value): a candidate once more.
    void restore(VarId x) { heap_.insert(x); }
    /// The most active variable for which `open(x)` holds, or −1. It leaves the heap, as do the
    /// ones passed over, until restore(): the caller fixes it, and the others are fixed already.
    template <class Open>
    VarId most_active(Open open) {
        while (!heap_.empty()) {
            const int x = heap_.pop();
            if (open(x)) return x;
        }
        return -1;
    }

private:
    ActivityHeap heap_;
};

}  // namespace csp::learning
