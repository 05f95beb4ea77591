/// The `dlx` backend: Sudoku as exact cover, solved by Algorithm X on dancing links (Knuth 2000,
/// "Dancing Links", arXiv cs/0011047). An N×N grid has 4N² primary columns — each cell holds one
/// value, and each row, column and box holds each value once — and one matrix row per candidate
/// (cell, value) touching four of them. Only candidates that no given rules out become rows, and the
/// givens' own rows are pre-selected: a 17-clue 9×9 puzzle then has about 300 rows instead of 729.
///
/// Per puzzle, those rows are copied out of the full matrix of the size, built once per thread (up
/// to 16×16), into a matrix whose storage is kept too: add_row's checks and the allocations were
/// most of the time of building the small matrix from scratch. Covering the givens in the full
/// matrix instead would unlink about as many nodes as copying writes, and would count those
/// eliminations as link updates of the search. Bigger grids, where the full matrix has N³ rows,
/// build the small matrix row by row.

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "csp/exact_cover/exact_cover.hpp"
#include "sudoku/backends/backend.hpp"

namespace sudoku {
namespace detail {

namespace {

/// The four columns of candidate (cell, value index v): cell, then (row, value), (column, value),
/// (box, value).
std::array<int, 4> columns_of(const Geometry& g, int cell, int v) {
    const int n = g.side();
    const int cells = g.cells();
    const auto units = g.units_of(cell);  // row, column and box unit numbers
    return {cell, cells + units[0] * n + v, 2 * cells + (units[1] - n) * n + v, 3 * cells + (units[2] - 2 * n) * n + v};
}

/// The (cell, value) behind a matrix row (kept apart to avoid dividing the row number by N).
struct Candidate {
    int cell;
    int value;  ///< 1..N
};

/// Grids up to this box size keep their matrices per thread, the full one included (16×16: 4096
/// rows); bigger ones take long enough that building is noise, and their matrices are big to keep.
constexpr int kMaxKeptBox = 4;

/// The exact cover matrix of one puzzle and the (cell, value) behind each of its rows, with what
/// builds it. Rebuilt in place for each puzzle of one size.
struct SudokuCover {
    explicit SudokuCover(const Geometry& g)
        : geometry(g), matrix(4 * g.cells()), used(static_cast<std::size_t>(g.num_units()) * words(g)) {
        if (g.box() > kMaxKeptBox) return;
        full.emplace(4 * g.cells());
        full->reserve(static_cast<std::size_t>(g.cells()) * g.side(),
                      4 * static_cast<std::size_t>(g.cells()) * g.side());
        for (int cell = 0; cell < g.cells(); ++cell)
            for (int v = 0; v < g.side(); ++v) full->add_row(columns_of(g, cell, v));
    }

    const Geometry& geometry;
    csp::ExactCover matrix;               ///< the puzzle's rows
    std::optional<csp::ExactCover> full;  ///< every candidate: row cell·N + v is (cell, v + 1)
    std::vector<Candidate> candidate;     ///< row id of `matrix` → its (cell, value)
    std::vector<int> rows;                ///< row id of `matrix` → row id of `full`
    std::vector<int> givens;              ///< row ids of the givens
    /// Words u·W.. (W = words(g)) are the values given somewhere in unit u: bit v for value v + 1.
    std::vector<std::uint64_t> used;

    static int words(const Geometry& g) { return (g.side() + 63) / 64; }
};

/// Makes `cover.matrix` the matrix of `puzzle`: a row per given (selected) and per value that no
/// given in the cell's units rules out, in cell-major order. Copying those rows out of the full
/// matrix skips add_row's checks, which were most of the time of building a 9×9 matrix.
void build_cover(SudokuCover& cover, const Grid& puzzle, std::span<const CellValue> excluded) {
    const Geometry& g = cover.geometry;
    const int n = g.side();
    const int cells = g.cells();
    const int words = SudokuCover::words(g);
    std::vector<std::uint64_t>& used = cover.used;
    std::fill(used.begin(), used.end(), 0);
    for (int cell = 0; cell < cells; ++cell)
        if (const int value = puzzle[cell]; value != 0)
            for (int u : g.units_of(cell)) used[u * words + (value - 1) / 64] |= std::uint64_t{1} << ((value - 1) % 64);

    std::vector<Candidate>& candidate = cover.candidate;
    std::vector<int>& rows = cover.rows;
    candidate.clear();
    rows.clear();
    cover.givens.clear();
    for (int cell = 0; cell < cells; ++cell) {
        if (const int value = puzzle[cell]; value != 0) {
            cover.givens.push_back(static_cast<int>(candidate.size()));
            candidate.push_back({cell, value});
            rows.push_back(cell * n + value - 1);
            continue;
        }
        const auto units = g.units_of(cell);
        for (int w = 0; w < words; ++w) {
            const int rest = n - 64 * w;  // values in this word
            const std::uint64_t all = rest >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << rest) - 1;
            std::uint64_t open =
                all & ~(used[units[0] * words + w] | used[units[1] * words + w] | used[units[2] * words + w]);
            for (; open != 0; open &= open - 1) {
                const int v = 64 * w + std::countr_zero(open);
                if (!excluded.empty() &&
                    std::find(excluded.begin(), excluded.end(), CellValue{cell, v + 1}) != excluded.end())
                    continue;
                candidate.push_back({cell, v + 1});
                rows.push_back(cell * n + v);
            }
        }
    }

    csp::ExactCover& matrix = cover.matrix;
    if (cover.full) {
        matrix.assign_rows(*cover.full, rows);
    } else {
        matrix.clear_rows();
        matrix.reserve(candidate.size(), 4 * candidate.size());
        for (const Candidate& c : candidate) matrix.add_row(columns_of(g, c.cell, c.value - 1));
    }
    for (const int row : cover.givens) matrix.select(row);
}

/// The cover of one solve, taken from a per-thread pool so that the matrix storage of a size is
/// allocated once rather than per puzzle; a solve started from an observer callback takes its own.
class CoverLease {
public:
    explicit CoverLease(const Geometry& g) {
        auto& kept = pool();
        for (std::size_t i = kept.size(); i-- > 0;)
            if (&kept[i]->geometry == &g) {
                cover_ = std::move(kept[i]);
                kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(i));
                return;
            }
        cover_ = std::make_unique<SudokuCover>(g);
    }
    ~CoverLease() {
        auto& kept = pool();
        if (cover_->geometry.box() <= kMaxKeptBox && kept.size() < kMaxKept) kept.push_back(std::move(cover_));
    }
    CoverLease(const CoverLease&) = delete;
    CoverLease& operator=(const CoverLease&) = delete;

    SudokuCover& operator*() const { return *cover_; }

private:
    static constexpr std::size_t kMaxKept = 4;
    static std::vector<std::unique_ptr<SudokuCover>>& pool() {
        thread_local std::vector<std::unique_ptr<SudokuCover>> kept;
        return kept;
    }
    std::unique_ptr<SudokuCover> cover_;
};

/// Translates exact-cover events into the Sudoku terms every backend reports: (cell, value) for a
/// choice, the grid's cell values for a solution.
class CellObserver final : public csp::SearchObserver {
public:
    CellObserver(csp::SearchObserver& inner, const std::vector<Candidate>& candidate, int side)
        : inner_(inner), candidate_(candidate), side_(side) {}

    void on_event(const csp::Event& event) override {
        csp::Event e = event;
        std::vector<int> values;
        switch (e.kind) {
            case csp::EventKind::Assign:
            case csp::EventKind::Backtrack:
                e.var = candidate_[e.value].cell;
                e.value = candidate_[e.value].value;
                break;
            case csp::EventKind::Solution:
                values.assign(static_cast<std::size_t>(side_) * side_, 0);
                for (int row : e.vars) values[candidate_[row].cell] = candidate_[row].value;
                e.vars = values;
                break;
            default: break;
        }
        inner_.on_event(e);
    }

private:
    csp::SearchObserver& inner_;
    const std::vector<Candidate>& candidate_;
    int side_;
};

class DlxBackend final : public Backend {
public:
    std::string_view name() const override { return "dlx"; }
    std::string_view description() const override { return "exact cover (Algorithm X on dancing links)"; }
    bool takes_exclusions() const override { return true; }
    /// Reports its assignments, backtracks and solutions to SolveOptions::observer.
    std::vector<Setting> reads() const override { return {Setting::Observer}; }

    SolveResult solve(const Grid& puzzle, const SolveOptions& options) const override {
        const auto start = std::chrono::steady_clock::now();
        const int n = puzzle.side();
        // An exclusion of a given's own value leaves no solution; the others drop a row each.
        for (const CellValue& x : options.excluded)
            if (puzzle[x.cell] == x.value) {
                SolveResult none;
                none.complete = true;
                return none;
            }
        const CoverLease lease(puzzle.geometry());
        SudokuCover& cover = *lease;
        build_cover(cover, puzzle, options.excluded);

        std::optional<CellObserver> observer;
        if (options.observer) observer.emplace(*options.observer, cover.candidate, n);
        const csp::ExactCoverResult found = cover.matrix.solve({.max_solutions = options.max_solutions,
                                                                .keep_solutions = options.keep_solutions,
                                                                .limits = options.limits,
                                                                .observer = observer ? &*observer : nullptr});

        SolveResult result;
        result.status = found.status;
        result.complete = found.complete;
        result.solution_count = found.solution_count;
        result.solutions.reserve(found.solutions.size());
        for (const auto& rows : found.solutions) {
            std::vector<int> values(static_cast<std::size_t>(puzzle.cells()), 0);
            for (int row : rows) values[cover.candidate[row].cell] = cover.candidate[row].value;
            result.solutions.emplace_back(puzzle.box(), std::move(values));
        }
        result.stats.nodes = found.stats.nodes;
        result.stats.solutions = found.stats.solutions;
        result.stats.max_depth = found.stats.max_depth;
        result.stats.time = std::chrono::steady_clock::now() - start;  // building the matrix included
        result.counters = {{"link updates", found.stats.updates},
                           {"matrix rows", static_cast<std::uint64_t>(cover.matrix.rows())}};
        return result;
    }
};

}  // namespace

const Backend& dlx_backend() {
    static const DlxBackend backend;
    return backend;
}

}  // namespace detail
}  // namespace sudoku
