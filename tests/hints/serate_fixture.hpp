#pragma once
// The fixtures of puzzles rated by Sudoku Explainer's own rater, serate
// (bench/hints/serate_sample.sh made them): a puzzle per line with serate's number, or "timeout"
// where serate gave up; lines starting with '#' are comments.

#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace hints_test {

struct SerateCase {
    std::string puzzle;
    std::optional<double> se;  ///< serate's rating; none where it timed out
};

inline std::vector<SerateCase> read_serate_fixture(const std::string& path) {
    std::ifstream in(path);
    std::vector<SerateCase> cases;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        SerateCase c;
        std::string rating;
        fields >> c.puzzle >> rating;
        if (rating != "timeout") c.se = std::stod(rating);
        cases.push_back(std::move(c));
    }
    return cases;
}

}  // namespace hints_test
