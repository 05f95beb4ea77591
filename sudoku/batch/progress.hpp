#pragma once
/// A one-line progress display on stderr, shown only when stderr is a terminal.

#include <chrono>
#include <cstdint>
#include <mutex>

namespace sudoku::batch {

class Progress {
public:
    /// `total_bytes` of the input if known (0 = unknown): the bar then shows a percentage.
    explicit Progress(std::uintmax_t total_bytes);
    ~Progress();
    /// One more puzzle done; `bytes_read` is the input position reached so far.
    void tick(std::uintmax_t bytes_read);
    void finish();

private:
    bool enabled_;
    std::uintmax_t total_bytes_;
    std::uint64_t done_ = 0;
    std::chrono::steady_clock::time_point start_, last_draw_;
    std::mutex mutex_;
};

}  // namespace sudoku::batch
