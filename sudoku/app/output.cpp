#include "sudoku/app/output.hpp"

#include <csignal>
#include <iostream>
#include <stdexcept>

namespace sudoku::app {

void quiet_exit_on_closed_pipe() {
#ifdef SIGPIPE
    std::signal(SIGPIPE, SIG_DFL);
#endif
}

void check_output() {
    std::cout.flush();
    if (!std::cout) throw std::runtime_error("cannot write output");
}

}  // namespace sudoku::app
