#pragma once
/// Exact cover by Algorithm X on dancing links (Knuth 2000, "Dancing Links", arXiv cs/0011047;
/// node layout of TAOCP vol. 4B, §7.2.2.1): choose rows of a 0/1 matrix so that every primary
/// column is covered exactly once and every secondary column at most once. The rows dance as in
/// the paper; the set of uncovered primary columns is a sparse set (Briggs and Torczon 1993)
/// rather than a linked list, so the S heuristic scans an array instead of chasing links.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <span>
#include <string>
#include <vector>

#include "csp/base/search_limits.hpp"
#include "csp/observe/observer.hpp"
#include "csp/search/solver.hpp"

namespace csp {

struct ExactCoverOptions {
    std::size_t max_solutions = 1;  ///< stop after this many; 0 = all
    bool keep_solutions = true;     ///< false: only count them (for large enumerations)
    SearchLimits limits{};
    SearchObserver* observer = nullptr;  ///< not owned; null = no tracing cost
};

struct ExactCoverStats {
    std::uint64_t nodes = 0;                     ///< rows tried by the search (forced rows not included)
    std::uint64_t updates = 0;                   ///< nodes unlinked from a list while covering (Knuth's "updates")
    std::uint64_t solutions = 0;                 ///< solutions found
    std::uint32_t max_depth = 0;                 ///< most rows chosen at once by the search
    std::chrono::nanoseconds time{0};            ///< wall-clock time spent in solve()
    std::vector<std::uint64_t> nodes_per_depth;  ///< [d] = rows tried at depth d + 1; size max_depth
};

/// One line: "nodes 90, updates 1773, solutions 1, max depth 64, time 0.03 ms (3000000 nodes/s)";
/// the per-depth profile is left out.
std::string to_string(const ExactCoverStats& stats);
std::ostream& operator<<(std::ostream& out, const ExactCoverStats& stats);

struct ExactCoverResult {
    Status status = Status::Unsatisfiable;
    /// Row ids of each solution: the selected (forced) rows first, then the search's choices by depth.
    std::vector<std::vector<int>> solutions;
    std::uint64_t solution_count = 0;
    bool complete = false;  ///< the search space was exhausted: solution_count is exact
    ExactCoverStats stats;
};

/// A 0/1 matrix kept as dancing links, and Algorithm X over it.
///
/// Columns 0..primary-1 are primary (covered exactly once), primary..primary+secondary-1 are
/// secondary (covered at most once). Rows are added once and numbered from 0. All nodes live in
/// one index-based vector; solve() dances in place and leaves the matrix exactly as it found it, so
/// it may be solved again (with other options or other selected rows). One object must not be
/// solved by two threads at once: copy it instead.
class ExactCover {
public:
    /// Throws ModelError for a negative column count.
    explicit ExactCover(int primary_columns, int secondary_columns = 0);

    /// Reserves room for `rows` rows holding `entries` ones in all (an optimisation only).
    void reserve(std::size_t rows, std::size_t entries);

    /// Adds a row with a one in each of `columns` and returns its id. Throws ModelError for a column
    /// out of range, a column named twice, or a row without a primary column (Algorithm X never
    /// chooses such a row, so it could not be counted in or out of a solution consistently).
    int add_row(std::span<const int> columns);
    int add_row(std::initializer_list<int> columns) {
        return add_row(std::span<const int>(columns.begin(), columns.size()));
    }

    /// Forces `row` into every solution (e.g. the givens of a Sudoku). Selected rows that share a
    /// column make solve() return Unsatisfiable. Throws ModelError for an unknown row.
    void select(int row);
    void clear_selection() { selected_.clear(); }
    /// Removes every row and the selection but keeps the storage, so a matrix rebuilt for each of
    /// many problems of one shape allocates only while it grows.
    void clear_rows();
    /// Replaces the rows (and the selection) by copies of the rows `row_ids` of `source`, numbered
    /// 0.. in that order. Much faster than add_row, since the rows were checked when `source` got
    /// them: a full matrix built once can then yield the matrix of each instance. Throws ModelError
    /// (and changes nothing) when `source` is this matrix, has other column counts or lacks a row.
    void assign_rows(const ExactCover& source, std::span<const int> row_ids);
    std::span<const int> selected() const { return selected_; }

    int primary_columns() const { return primary_; }
    int secondary_columns() const { return columns_ - primary_; }
    int columns() const { return columns_; }
    int rows() const { return static_cast<int>(row_start_.size()); }
    /// The columns of `row`, in the order they were given.
    std::vector<int> row(int row) const;

    /// Runs Algorithm X with the S heuristic (a primary column of fewest rows first). Node and time
    /// limits and cancellation end in LimitReached, never in a false Unsatisfiable. An exception
    /// from the observer propagates, and the matrix is still left as it was.
    ExactCoverResult solve(const ExactCoverOptions& options = {});

private:
    /// One entry of the matrix, or a column header, or a spacer between rows (TAOCP 7.2.2.1).
    /// Node 0 is unused; header c + 1 is column c: `top` is its length, up/down the column's list. Row nodes are
    /// contiguous, so they need no left/right links: `top` is the header. A spacer has top ≤ 0
    /// (−(row + 1) after a row); its `up` is the first node of the row before it and its `down` the
    /// last node of the row after it.
    struct Node {
        int top;
        int up;
        int down;
    };
    class Search;
    /// Entries of `row`: the nodes from its start up to the spacer after it.
    int row_length(int row) const {
        const int end = row + 1 < rows() ? row_start_[row + 1] - 1 : static_cast<int>(nodes_.size()) - 1;
        return end - row_start_[row];
    }
    /// Makes every column empty (the nodes from columns_ + 2 on are left as they are).
    void reset_headers();
    /// Rebuilds every column list from the rows, as add_row left them (used if a search throws).
    void relink();

    int primary_;
    int columns_;
    std::vector<Node> nodes_;
    std::vector<int> row_start_;  ///< first node of each row
    std::vector<int> mark_;       ///< per column: last row that named it (duplicate check)
    std::vector<int> selected_;
};

}  // namespace csp
