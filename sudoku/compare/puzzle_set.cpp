#include "sudoku/compare/puzzle_set.hpp"

#include <fstream>
#include <optional>
#include <stdexcept>
#include <utility>

#include "sudoku/format.hpp"

namespace sudoku::compare {

std::vector<Puzzle> read_puzzles(std::istream& in, const std::string& name, std::size_t limit) {
    PuzzleReader reader(in, name);
    std::vector<Puzzle> puzzles;
    while (limit == 0 || puzzles.size() < limit) {
        std::optional<PuzzleEntry> entry = reader.next();
        if (!entry) break;
        if (entry->error) throw *entry->error;
        puzzles.push_back({std::move(*entry->grid), entry->line});
    }
    return puzzles;
}

std::vector<Puzzle> load_puzzles(const std::string& path, std::size_t limit) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open '" + path + "'");
    std::vector<Puzzle> puzzles = read_puzzles(in, path, limit);
    if (puzzles.empty()) throw std::runtime_error("no puzzles in '" + path + "'");
    return puzzles;
}

}  // namespace sudoku::compare
