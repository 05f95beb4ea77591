#pragma once
/// Pentomino tiling as exact cover (Knuth 2000, "Dancing Links", the problem that opens the paper):
/// the 12 pentominoes F I L N P T U V W X Y Z fill a board of 60 squares, each piece used once.
/// Columns: one per piece, then one per square, all primary. Rows: every placement of every
/// orientation (rotations and reflections) of every piece that fits on the board.

#include <algorithm>
#include <array>
#include <cstdint>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "csp/exact_cover/exact_cover.hpp"

namespace csp::examples {

/// A square of a shape or a board: (row, column).
using Square = std::pair<int, int>;

struct Pentomino {
    char name;
    std::vector<Square> squares;
};

/// The 12 free pentominoes, each drawn once in its usual letter shape.
inline const std::array<Pentomino, 12>& pentominoes() {
    static const std::array<Pentomino, 12> pieces = [] {
        const std::pair<char, std::vector<std::string>> drawings[12] = {
            {'F', {".##", "##.", ".#."}}, {'I', {"#####"}},
            {'L', {"####", "#..."}},      {'N', {"##..", ".###"}},
            {'P', {"##", "##", "#."}},    {'T', {"###", ".#.", ".#."}},
            {'U', {"#.#", "###"}},        {'V', {"#..", "#..", "###"}},
            {'W', {"#..", "##.", ".##"}}, {'X', {".#.", "###", ".#."}},
            {'Y', {"####", ".#.."}},      {'Z', {"##.", ".#.", ".##"}},
        };
        std::array<Pentomino, 12> result;
        for (std::size_t i = 0; i < 12; ++i) {
            result[i].name = drawings[i].first;
            const auto& lines = drawings[i].second;
            for (std::size_t r = 0; r < lines.size(); ++r)
                for (std::size_t c = 0; c < lines[r].size(); ++c)
                    if (lines[r][c] == '#') result[i].squares.emplace_back(static_cast<int>(r), static_cast<int>(c));
        }
        return result;
    }();
    return pieces;
}

/// The distinct orientations of a shape under the 8 rotations and reflections of the square, each
/// moved to the corner (smallest row and column 0) and sorted.
inline std::vector<std::vector<Square>> orientations(const std::vector<Square>& shape) {
    std::set<std::vector<Square>> distinct;
    for (int t = 0; t < 8; ++t) {
        std::vector<Square> image;
        for (auto [r, c] : shape) {
            for (int k = 0; k < t % 4; ++k) std::tie(r, c) = std::pair{c, -r};  // quarter turn
            if (t >= 4) c = -c;                                                 // mirror
            image.emplace_back(r, c);
        }
        int min_r = image[0].first, min_c = image[0].second;
        for (auto [r, c] : image) min_r = std::min(min_r, r), min_c = std::min(min_c, c);
        for (auto& [r, c] : image) r -= min_r, c -= min_c;
        std::sort(image.begin(), image.end());
        distinct.insert(image);
    }
    return {distinct.begin(), distinct.end()};
}

/// One row of the matrix: a piece (index into pentominoes()) on some squares (row·cols + column).
struct Placement {
    int piece;
    std::array<int, 5> squares;
};

struct PentominoBoard {
    int rows;
    int cols;
    bool x_restricted;  ///< the X keeps its centre in the top-left quadrant (see pentomino_board)
    csp::ExactCover matrix;
    std::vector<Placement> placements;  ///< by matrix row id
};

/// True when (r, c), the centre of the X, lies in the top-left quadrant of the board, middle lines
/// included: every tiling has a mirror image (or itself) with the X there.
inline bool in_first_quadrant(int r, int c, int rows, int cols) { return 2 * r <= rows - 1 && 2 * c <= cols - 1; }

/// The matrix for a rows × cols board; throws std::invalid_argument unless the board has 60 squares.
/// `restrict_x` keeps only the X placements centred in the first quadrant (Knuth's way to skip
/// most mirror images): about a quarter of the search, still at least one tiling of each class.
inline PentominoBoard pentomino_board(int rows, int cols, bool restrict_x = false) {
    if (rows < 1 || cols < 1 || rows * cols != 60)
        throw std::invalid_argument("the board must have 60 squares for the 12 pieces (got " + std::to_string(rows) +
                                    " x " + std::to_string(cols) + ")");
    PentominoBoard board{rows, cols, restrict_x, csp::ExactCover(12 + rows * cols), {}};
    const auto& pieces = pentominoes();
    for (int p = 0; p < 12; ++p)
        for (const auto& shape : orientations(pieces[p].squares)) {
            int height = 0, width = 0;
            for (auto [r, c] : shape) height = std::max(height, r + 1), width = std::max(width, c + 1);
            for (int top = 0; top + height <= rows; ++top)
                for (int left = 0; left + width <= cols; ++left) {
                    if (restrict_x && pieces[p].name == 'X' && !in_first_quadrant(top + 1, left + 1, rows, cols))
                        continue;  // the X is 3 × 3 with its centre at (1, 1)
                    Placement placement{p, {}};
                    std::array<int, 6> columns{p};
                    for (std::size_t k = 0; k < 5; ++k) {
                        placement.squares[k] = (top + shape[k].first) * cols + left + shape[k].second;
                        columns[k + 1] = 12 + placement.squares[k];
                    }
                    board.matrix.add_row(columns);
                    board.placements.push_back(placement);
                }
        }
    return board;
}

/// The board filled by a solution: rows·cols letters, row-major ('.' where no piece lies).
inline std::string letters(const PentominoBoard& board, std::span<const int> solution) {
    std::string text(static_cast<std::size_t>(board.rows * board.cols), '.');
    for (int row : solution) {
        const Placement& placement = board.placements[static_cast<std::size_t>(row)];
        for (int square : placement.squares)
            text[static_cast<std::size_t>(square)] = pentominoes()[placement.piece].name;
    }
    return text;
}

/// Letters laid out as lines of `cols`, for printing.
inline std::string board_text(const std::string& letters, int cols) {
    std::string text;
    for (std::size_t i = 0; i < letters.size(); ++i) {
        text += letters[i];
        if ((i + 1) % static_cast<std::size_t>(cols) == 0) text += '\n';
    }
    return text;
}

/// The distinct images of a filled board under the symmetries of the rectangle (the two mirrors
/// and the half turn; for a square also the quarter turns and diagonal mirrors), itself included.
inline std::vector<std::string> symmetric_images(const std::string& letters, int rows, int cols) {
    const int transforms = rows == cols ? 8 : 4;
    std::set<std::string> images{letters};
    std::string image(letters.size(), '.');
    for (int t = 1; t < transforms; ++t) {
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                // t: bit 0 mirrors top-bottom, bit 1 mirrors left-right, bit 2 transposes (square only).
                int rr = t & 1 ? rows - 1 - r : r;
                int cc = t & 2 ? cols - 1 - c : c;
                if (t & 4) std::swap(rr, cc);
                image[static_cast<std::size_t>(rr * cols + cc)] = letters[static_cast<std::size_t>(r * cols + c)];
            }
        images.insert(image);
    }
    return {images.begin(), images.end()};
}

/// Counts symmetry classes as the search finds tilings. A class is counted once, at the smallest
/// (as a string) of its tilings that the search can find: all of them, or with a restricted X those
/// with the X in the first quadrant. The class adds its size to the number of tilings, so with a
/// restricted X the total needs no assumption about tilings that are their own mirror image.
class SymmetryCounter final : public csp::SearchObserver {
public:
    explicit SymmetryCounter(const PentominoBoard& board) : board_(board) {}
    void on_event(const csp::Event& e) override {
        if (e.kind != csp::EventKind::Solution) return;
        const std::string found = letters(board_, e.vars);
        const std::vector<std::string> images = symmetric_images(found, board_.rows, board_.cols);
        for (const std::string& image : images)  // sorted: the first findable one is the smallest
            if (findable(image)) {
                if (image == found) {
                    ++classes_;
                    tilings_ += images.size();
                }
                return;
            }
    }
    std::uint64_t classes() const { return classes_; }
    std::uint64_t tilings() const { return tilings_; }

private:
    bool findable(const std::string& image) const {
        if (!board_.x_restricted) return true;
        int sum_r = 0, sum_c = 0;  // the X is symmetric: its centre is the mean of its squares
        for (int i = 0; i < static_cast<int>(image.size()); ++i)
            if (image[static_cast<std::size_t>(i)] == 'X') sum_r += i / board_.cols, sum_c += i % board_.cols;
        return in_first_quadrant(sum_r / 5, sum_c / 5, board_.rows, board_.cols);
    }
    const PentominoBoard& board_;
    std::uint64_t classes_ = 0;
    std::uint64_t tilings_ = 0;
};

struct PentominoCount {
    csp::Status status = csp::Status::Unsatisfiable;
    std::uint64_t solutions = 0;       ///< every tiling
    std::uint64_t up_to_symmetry = 0;  ///< tilings counted once per class of rotations and reflections
    std::uint64_t found = 0;           ///< tilings the search found (all of them unless the X is restricted)
    bool complete = false;             ///< the counts are exact (no limit stopped the search)
    csp::ExactCoverStats stats;
};

/// Enumerates the tilings the board's matrix allows, and counts all tilings and their classes.
inline PentominoCount count_pentominoes(PentominoBoard& board, csp::SearchLimits limits = {}) {
    SymmetryCounter counter(board);
    csp::ExactCoverOptions options;
    options.max_solutions = 0;
    options.keep_solutions = false;
    options.limits = limits;
    options.observer = &counter;
    csp::ExactCoverResult result = board.matrix.solve(options);
    return {result.status,         counter.tilings(), counter.classes(),
            result.solution_count, result.complete,   std::move(result.stats)};
}

}  // namespace csp::examples
