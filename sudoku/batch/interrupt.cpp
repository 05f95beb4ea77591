#include "sudoku/batch/interrupt.hpp"

#include <csignal>

namespace sudoku::batch {

namespace {
std::atomic<bool> interrupted{false};
extern "C" void on_interrupt(int) { interrupted.store(true); }
}  // namespace

const std::atomic<bool>& interrupt_flag() {
    static const bool installed = [] {
        std::signal(SIGINT, on_interrupt);
        return true;
    }();
    (void)installed;
    return interrupted;
}

}  // namespace sudoku::batch
