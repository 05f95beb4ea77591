#include "web/src/bundled.hpp"

#include <utility>

#include "sudoku/format.hpp"

namespace web {

namespace {

struct PuzzleFile {
    const char* name;
    const char* text;
};

// Generated from examples/puzzles/NAME.txt: {"NAME", R"(...)"}, ...
constexpr PuzzleFile kFiles[] = {
#include "bundled_puzzles.inc"
};

}  // namespace

const std::vector<BundledPuzzle>& bundled_puzzles() {
    static const std::vector<BundledPuzzle> puzzles = [] {
        std::vector<BundledPuzzle> out;
        for (const PuzzleFile& file : kFiles) out.push_back({file.name, sudoku::parse(file.text, file.name)});
        return out;
    }();
    return puzzles;
}

}  // namespace web
