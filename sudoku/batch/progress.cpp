#include "sudoku/batch/progress.hpp"

#include <unistd.h>
#include <cstdio>

namespace sudoku::batch {

Progress::Progress(std::uintmax_t total_bytes)
    : enabled_(isatty(STDERR_FILENO) != 0),
      total_bytes_(total_bytes),
      start_(std::chrono::steady_clock::now()),
      last_draw_(start_) {}

Progress::~Progress() { finish(); }

void Progress::tick(std::uintmax_t bytes_read) {
    if (!enabled_) return;
    std::lock_guard lock(mutex_);
    ++done_;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_draw_ < std::chrono::milliseconds(100)) return;  // redraw at most 10 times a second
    last_draw_ = now;
    const double seconds = std::chrono::duration<double>(now - start_).count();
    const double rate = seconds > 0 ? static_cast<double>(done_) / seconds : 0.0;
    if (total_bytes_ > 0) {
        const double fraction = std::min(1.0, static_cast<double>(bytes_read) / static_cast<double>(total_bytes_));
        const int width = 30;
        const int filled = static_cast<int>(fraction * width);
        std::fprintf(stderr, "\r[%.*s%*s] %3.0f%%  %llu puzzles  %.0f/s ", filled,
                     "==============================", width - filled, "", fraction * 100,
                     static_cast<unsigned long long>(done_), rate);
    } else {
        std::fprintf(stderr, "\r%llu puzzles  %.0f/s ", static_cast<unsigned long long>(done_), rate);
    }
    std::fflush(stderr);
}

void Progress::finish() {
    if (!enabled_) return;
    std::lock_guard lock(mutex_);
    if (done_ > 0) std::fprintf(stderr, "\r\033[K");  // clear the line before the summary
    enabled_ = false;
}

}  // namespace sudoku::batch
