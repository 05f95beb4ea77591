#include "sudoku/app/interrupt.hpp"

#include <csignal>

namespace sudoku::app {

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

}  // namespace sudoku::app
