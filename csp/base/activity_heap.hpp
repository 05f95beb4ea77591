#pragma once
/// A binary max-heap of the indices 0 … n − 1 ordered by a score each (VSIDS activities): the most
/// active one is taken in O(log n), a bumped one moves up in O(log n), instead of a scan of all n at
/// every decision. The scores live here, so a bump and the heap's order never disagree.

#include <cstddef>
#include <vector>

namespace csp {

class ActivityHeap {
public:
    /// Every index, score 0, in the heap.
    explicit ActivityHeap(int size)
        : score_(static_cast<std::size_t>(size), 0.0), position_(static_cast<std::size_t>(size), -1) {
        for (int i = 0; i < size; ++i) insert(i);
    }
    double score(int i) const { return score_[at(i)]; }
    bool contains(int i) const { return position_[at(i)] >= 0; }
    bool empty() const { return heap_.empty(); }

    /// VSIDS's bump: i's score grows by the increment, which decay() raises, so recent bumps weigh
    /// most; past 1e100 every score and the increment are scaled down (the order stays the same).
    void bump(int i) {
        double& s = score_[at(i)];
        s += increment_;
        if (s > 1e100) {
            for (double& other : score_) other *= 1e-100;
            increment_ *= 1e-100;
        }
        if (contains(i)) up(static_cast<std::size_t>(position_[at(i)]));
    }
    /// Sets i's score outright (before the first bumps: a starting order, e.g. random ties).
    void set_score(int i, double score) {
        score_[at(i)] = score;
        if (!contains(i)) return;
        up(static_cast<std::size_t>(position_[at(i)]));
        down(static_cast<std::size_t>(position_[at(i)]));
    }
    /// Scores decay by `factor` (< 1) relative to the bumps to come.
    void decay(double factor) { increment_ /= factor; }
    /// Puts i back (no effect when it is there).
    void insert(int i) {
        if (contains(i)) return;
        position_[at(i)] = static_cast<int>(heap_.size());
        heap_.push_back(i);
        up(heap_.size() - 1);
    }
    /// Removes and returns the index of highest score (the heap must not be empty).
    int pop() {
        const int top = heap_.front();
        position_[at(top)] = -1;
        const int last = heap_.back();
        heap_.pop_back();
        if (!heap_.empty()) {
            heap_[0] = last;
            position_[at(last)] = 0;
            down(0);
        }
        return top;
    }

private:
    static std::size_t at(int i) { return static_cast<std::size_t>(i); }
    void place(std::size_t slot, int i) {
        heap_[slot] = i;
        position_[at(i)] = static_cast<int>(slot);
    }
    void up(std::size_t slot) {
        const int i = heap_[slot];
        while (slot > 0) {
            const std::size_t parent = (slot - 1) / 2;
            if (score_[at(heap_[parent])] >= score_[at(i)]) break;
            place(slot, heap_[parent]);
            slot = parent;
        }
        place(slot, i);
    }
    void down(std::size_t slot) {
        const int i = heap_[slot];
        for (;;) {
            std::size_t child = 2 * slot + 1;
            if (child >= heap_.size()) break;
            if (child + 1 < heap_.size() && score_[at(heap_[child + 1])] > score_[at(heap_[child])]) ++child;
            if (score_[at(heap_[child])] <= score_[at(i)]) break;
            place(slot, heap_[child]);
            slot = child;
        }
        place(slot, i);
    }

    std::vector<double> score_;
    std::vector<int> position_;  // slot in heap_, −1 when absent
    std::vector<int> heap_;
    double increment_ = 1;
};

}  // namespace csp
