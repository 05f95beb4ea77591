#pragma once
// Opening the input of a subcommand: a file, or "-" for standard input. One place for every
// command that reads puzzles, so they all say the same when a file cannot be read.

#include <cstdint>
#include <fstream>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace sudoku::app {

/// The input stream, with what the progress line needs to know about it.
struct Input {
    std::unique_ptr<std::ifstream> file;  ///< unset for standard input
    std::istream* stream = nullptr;
    std::string name;         ///< the path, or "<stdin>"
    std::uintmax_t size = 0;  ///< of a file, for the progress line; 0 for standard input

    /// How far reading has got (0 for standard input).
    std::uintmax_t position() const;
};

/// Opens `path` ("-" is standard input) for `command`; nullopt, after printing why on stderr, when it
/// cannot be read (missing, a directory, unreadable).
std::optional<Input> open_input(const std::string& path, std::string_view command);

/// When the input `path` is surely not there: "PATH: no such file", and when PATH looks like a puzzle
/// typed as an argument, how to give it as text instead (on standard input to `command`). Nullopt
/// for "-", for a path that exists, and for one that cannot be checked (EACCES: opening it says why).
std::optional<std::string> missing_input(const std::string& path, std::string_view command);

}  // namespace sudoku::app
