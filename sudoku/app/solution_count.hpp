#pragma once
// How many solutions a position of `hint`, `explain` or `grade` has, counted before it is worked on:
// the step finder's steps and ratings are about a puzzle with one solution, so a position with none
// or several is said to be so instead.

#include <chrono>
#include <string>

#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::app {

/// The solutions of the position (its placed values, less its deleted candidates) counted to two
/// within `time_limit` (and Ctrl-C): 0, 1, 2 (two or more), or -1 when the count was cut short.
int count_solutions(const PencilMarks& position, std::chrono::milliseconds time_limit);

/// Why a position with `solutions` is not worked on: "it has no solution", "it has several
/// solutions (`sudoku explain` shows two, and givens that make it unique)"; empty for 1 and -1.
std::string not_one_solution(int solutions);

}  // namespace sudoku::app
