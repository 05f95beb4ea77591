#pragma once
/// The comparison table: one row of figures per contender, plain and as Markdown, and the number
/// formats it uses.

#include <ostream>
#include <string>
#include <vector>

#include "sudoku/compare/summary.hpp"

namespace sudoku::compare {

/// `value` with `decimals` digits after the point.
std::string fixed(double value, int decimals);

/// A time ratio: two decimals, or two significant digits below 0.1 so small ratios do not print as 0.00.
std::string ratio_text(double numerator, double denominator);

/// Prints the summaries as an aligned table; the last two columns are each mean (wall, CPU) time
/// divided by the first contender's. With `markdown`, the same rows follow as a Markdown table for docs/.
void print_table(std::ostream& out, const std::vector<Summary>& summaries, bool markdown);

}  // namespace sudoku::compare
