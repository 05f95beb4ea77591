#pragma once
// Standard output, checked: output the tool could not write is an error, not a silent success
// (a full disk, /dev/full). A reader that went away (`sudoku solve big.txt | head -1`) ends the
// tool quietly by SIGPIPE, as for any Unix filter.

namespace sudoku::app {

/// Makes a closed pipe end the process quietly by SIGPIPE (the default, restored in case the
/// parent ignored it, e.g. a Python subprocess).
void quiet_exit_on_closed_pipe();

/// Flushes standard output; throws std::runtime_error("cannot write output") when a write failed.
/// Called after each batch of outcomes and when a subcommand ends.
void check_output();

}  // namespace sudoku::app
