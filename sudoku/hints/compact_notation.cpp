#include "sudoku/hints/compact_notation.hpp"

#include <map>
#include <set>
#include <vector>

namespace sudoku::hints {

std::string compact_effect(const Step& step, int side) {
    if (side > 9) return effect_text(step, side);
    std::string text;
    const auto add = [&](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    for (const Candidate& c : step.placements) add(placement_name(c, side));
    std::map<int, std::map<int, std::set<int>>> by_digit;  // digit → row → columns (1-based)
    for (const Candidate& c : step.eliminations) by_digit[c.digit][c.cell / side + 1].insert(c.cell % side + 1);
    for (const auto& [digit, rows] : by_digit) {
        // Rows with the same columns share a group: "r15c47".
        std::map<std::set<int>, std::vector<int>> by_columns;
        std::vector<std::set<int>> order;  // the groups in the order of their first row
        for (const auto& [row, columns] : rows) {
            if (by_columns.find(columns) == by_columns.end()) order.push_back(columns);
            by_columns[columns].push_back(row);
        }
        for (const std::set<int>& columns : order) {
            std::string group = "r";
            for (const int row : by_columns[columns]) group += std::to_string(row);
            group += "c";
            for (const int column : columns) group += std::to_string(column);
            add(group + "<>" + std::to_string(digit));
        }
    }
    return text;
}

std::string compact_explanation(const Step& step, int side) { return compact_effect(step, side) + ": " + step.reason; }

}  // namespace sudoku::hints
