#pragma once
/// A simple moving average: the last `size` values pushed and their running sum, the window sliding
/// by one value per push. The SAT solver keeps two: the glue of recent learnt clauses (glucose
/// restarts) and the trail size at recent conflicts (restart blocking).

#include <cstddef>
#include <cstdint>
#include <vector>

namespace csp::detail {

class MovingAverage {
public:
    explicit MovingAverage(std::size_t size) : values_(size, 0) {}

    /// Adds `value`; once the window is full, the oldest value leaves it.
    void push(std::uint32_t value) {
        sum_ += value;
        if (count_ == values_.size()) sum_ -= values_[next_];
        else ++count_;
        values_[next_] = value;
        if (++next_ == values_.size()) next_ = 0;
    }
    /// Forgets every value: the window fills up again from the next push.
    void clear() {
        count_ = 0;
        sum_ = 0;
        next_ = 0;
    }

    /// Whether the window holds `size` values (only then is mean() the average of what it holds).
    bool full() const { return count_ == values_.size(); }
    std::size_t size() const { return values_.size(); }
    /// The sum of the values in the window.
    std::uint64_t sum() const { return sum_; }
    /// sum() / size().
    double mean() const { return static_cast<double>(sum_) / static_cast<double>(values_.size()); }

private:
    std::vector<std::uint32_t> values_;  // a ring: next_ is the oldest value once the window is full
    std::size_t next_ = 0;
    std::size_t count_ = 0;  // values held, at most size()
    std::uint64_t sum_ = 0;
};

}  // namespace csp::detail
