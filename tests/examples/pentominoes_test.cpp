#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "csp/exact_cover/exact_cover.hpp"
#include "examples/models/pentominoes.hpp"

namespace ex = csp::examples;

namespace {

using Shape = std::vector<std::pair<int, int>>;

/// The shape moved to the corner, in the smallest of its 8 orientations: equal for congruent shapes.
Shape normal_form(const Shape& shape) {
    Shape best;
    for (int t = 0; t < 8; ++t) {
        Shape image;
        for (auto [r, c] : shape) {
            int a = r, b = c;
            if (t & 1) a = -a;
            if (t & 2) b = -b;
            if (t & 4) std::swap(a, b);
            image.emplace_back(a, b);
        }
        int lo_r = image[0].first, lo_c = image[0].second;
        for (auto [a, b] : image) lo_r = std::min(lo_r, a), lo_c = std::min(lo_c, b);
        for (auto& [a, b] : image) a -= lo_r, b -= lo_c;
        std::sort(image.begin(), image.end());
        if (best.empty() || image < best) best = image;
    }
    return best;
}

/// Independent check of a filled board: every square covered, 12 regions of 5 connected squares,
/// no two congruent. There are exactly 12 free pentominoes, so those are the 12 pieces.
std::string tiling_error(const std::string& letters, int rows, int cols) {
    if (static_cast<int>(letters.size()) != rows * cols) return "wrong size";
    std::map<char, Shape> regions;
    for (int i = 0; i < rows * cols; ++i)
        regions[letters[static_cast<std::size_t>(i)]].emplace_back(i / cols, i % cols);
    if (regions.count('.')) return "uncovered square";
    if (regions.size() != 12) return "not 12 pieces";
    std::set<Shape> shapes;
    for (const auto& [name, squares] : regions) {
        if (squares.size() != 5) return std::string("piece ") + name + " has not 5 squares";
        std::set<std::pair<int, int>> seen{squares[0]}, todo{squares[0]};
        const std::set<std::pair<int, int>> all(squares.begin(), squares.end());
        while (!todo.empty()) {
            const auto [r, c] = *todo.begin();
            todo.erase(todo.begin());
            for (auto next : {std::pair{r + 1, c}, std::pair{r - 1, c}, std::pair{r, c + 1}, std::pair{r, c - 1}})
                if (all.count(next) && seen.insert(next).second) todo.insert(next);
        }
        if (seen.size() != 5) return std::string("piece ") + name + " is not connected";
        shapes.insert(normal_form(squares));
    }
    if (shapes.size() != 12) return "two pieces have the same shape";
    return "";
}

TEST(Pentominoes, OrientationCounts) {
    // Rotations and reflections: I has 2, X 1, T U V W Z 4, F L N P Y 8 (63 in all).
    const std::map<char, std::size_t> expected{{'F', 8}, {'I', 2}, {'L', 8}, {'N', 8}, {'P', 8}, {'T', 4},
                                               {'U', 4}, {'V', 4}, {'W', 4}, {'X', 1}, {'Y', 8}, {'Z', 4}};
    std::set<Shape> forms;
    for (const auto& piece : ex::pentominoes()) {
        EXPECT_EQ(piece.squares.size(), 5u);
        EXPECT_EQ(ex::orientations(piece.squares).size(), expected.at(piece.name)) << piece.name;
        forms.insert(normal_form(piece.squares));
    }
    EXPECT_EQ(forms.size(), 12u);  // twelve different pieces
}

TEST(Pentominoes, FirstTilingIsValid) {
    for (auto [rows, cols] : {std::pair{6, 10}, std::pair{5, 12}, std::pair{4, 15}, std::pair{3, 20}}) {
        ex::PentominoBoard board = ex::pentomino_board(rows, cols);
        const auto result = board.matrix.solve();
        ASSERT_EQ(result.status, csp::Status::Satisfied);
        ASSERT_EQ(result.solutions.size(), 1u);
        const std::string filled = ex::letters(board, result.solutions[0]);
        EXPECT_EQ(tiling_error(filled, rows, cols), "") << ex::board_text(filled, cols);
    }
}

TEST(Pentominoes, ThreeByTwentyHasEightTilingsInTwoClasses) {
    // Every tiling, found without the X restriction: each is valid, and the classes match.
    ex::PentominoBoard full = ex::pentomino_board(3, 20);
    const auto all = full.matrix.solve({.max_solutions = 0});
    EXPECT_TRUE(all.complete);
    ASSERT_EQ(all.solutions.size(), 8u);
    std::set<std::string> tilings;
    for (const auto& rows : all.solutions) {
        const std::string filled = ex::letters(full, rows);
        EXPECT_EQ(tiling_error(filled, 3, 20), "");
        tilings.insert(filled);
    }
    EXPECT_EQ(tilings.size(), 8u);
    // The tilings are closed under the board's symmetries: 8 = 2 classes of 4 mirror images.
    std::set<std::set<std::string>> classes;
    for (const auto& t : tilings) {
        const auto images = ex::symmetric_images(t, 3, 20);
        for (const auto& image : images) EXPECT_TRUE(tilings.count(image));
        classes.insert(std::set<std::string>(images.begin(), images.end()));
    }
    EXPECT_EQ(classes.size(), 2u);

    // The counter, fed every tiling (as the search would): one class per orbit, its size as tilings.
    ex::SymmetryCounter counter(full);
    for (const auto& rows : all.solutions) counter.on_event(csp::Event::solution(rows));
    EXPECT_EQ(counter.classes(), 2u);
    EXPECT_EQ(counter.tilings(), 8u);

    ex::PentominoBoard restricted = ex::pentomino_board(3, 20, true);
    EXPECT_LT(restricted.matrix.rows(), full.matrix.rows());
    const auto fast = ex::count_pentominoes(restricted);
    EXPECT_TRUE(fast.complete);
    EXPECT_LT(fast.found, 8u);
    EXPECT_EQ(fast.solutions, 8u);
    EXPECT_EQ(fast.up_to_symmetry, 2u);
}

#ifdef NDEBUG
// Seconds in an optimised build, too slow for Debug or sanitizer builds.
TEST(Pentominoes, SixByTenHas9356TilingsIn2339Classes) {
    ex::PentominoBoard board = ex::pentomino_board(6, 10, true);
    const auto counted = ex::count_pentominoes(board);
    EXPECT_EQ(counted.status, csp::Status::Satisfied);
    EXPECT_TRUE(counted.complete);
    EXPECT_EQ(counted.solutions, 9356u);
    EXPECT_EQ(counted.up_to_symmetry, 2339u);
}
#endif

TEST(Pentominoes, BoardMustHaveSixtySquares) {
    EXPECT_THROW(ex::pentomino_board(7, 9), std::invalid_argument);
    EXPECT_THROW(ex::pentomino_board(0, 60), std::invalid_argument);
}

}  // namespace
