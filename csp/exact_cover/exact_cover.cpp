#include "csp/exact_cover/exact_cover.hpp"

#include <algorithm>
#include <climits>
#include <ostream>
#include <sstream>
#include <string>

#include "csp/model/errors.hpp"

namespace csp {

std::string to_string(const ExactCoverStats& stats) {
    std::ostringstream out;
    out << stats;
    return out.str();
}

std::ostream& operator<<(std::ostream& out, const ExactCoverStats& s) {
    const double seconds = std::chrono::duration<double>(s.time).count();
    out << "nodes " << s.nodes << ", updates " << s.updates << ", solutions " << s.solutions << ", max depth "
        << s.max_depth << ", time " << seconds * 1e3 << " ms";
    if (seconds > 0 && s.nodes > 0)
        out << " (" << static_cast<std::uint64_t>(static_cast<double>(s.nodes) / seconds) << " nodes/s)";
    return out;
}

ExactCover::ExactCover(int primary_columns, int secondary_columns) {
    if (primary_columns < 0 || secondary_columns < 0 ||
        static_cast<long long>(primary_columns) + secondary_columns > INT_MAX / 4)
        throw ModelError("exact cover: column counts must be non-negative and not huge (got " +
                         std::to_string(primary_columns) + " primary, " + std::to_string(secondary_columns) +
                         " secondary)");
    primary_ = primary_columns;
    columns_ = primary_columns + secondary_columns;

    clear_rows();
}

void ExactCover::clear_rows() {
    nodes_.resize(static_cast<std::size_t>(columns_) + 2);
    reset_headers();
    row_start_.clear();
    selected_.clear();
    mark_.assign(static_cast<std::size_t>(columns_), -1);  // row ids start again at 0
}

void ExactCover::reset_headers() {
    // Node 0 is unused (so that header c + 1 is column c, as in Knuth's numbering); nodes
    // 1..columns_ are the headers of empty columns; node columns_ + 1 is the spacer before row 0.
    for (int c = 0; c <= columns_; ++c) nodes_[c] = {0, c, c};
    nodes_[columns_ + 1] = {0, 0, 0};
}

void ExactCover::reserve(std::size_t rows, std::size_t entries) {
    row_start_.reserve(rows);
    nodes_.reserve(nodes_.size() + entries + rows);
}

namespace {

/// Why add_row refuses a row. The message is built out of line, only on error: add_row is on the hot
/// path of backends that build a matrix per puzzle, and inlining the string building made it slow.
enum class RowFault { Empty, TooBig, OutOfRange, Twice, NoPrimary };

[[noreturn, gnu::cold, gnu::noinline]] void reject_row(int id, RowFault fault, int column, int primary, int columns) {
    std::string what;
    switch (fault) {
        case RowFault::Empty: what = "is empty (a row must cover at least one column)"; break;
        case RowFault::TooBig:
            what = "does not fit: the matrix is limited to " + std::to_string(INT_MAX) + " nodes";
            break;
        case RowFault::OutOfRange:
            what = "names column " + std::to_string(column) + ", but the columns are 0.." +
                   std::to_string(columns - 1) + " (" + std::to_string(primary) + " primary, " +
                   std::to_string(columns - primary) + " secondary)";
            break;
        case RowFault::Twice: what = "names column " + std::to_string(column) + " twice"; break;
        case RowFault::NoPrimary:
            what = "names no primary column (every row must cover one, or it would be optional in every solution)";
            break;
    }
    throw ModelError("exact cover: row " + std::to_string(id) + " " + what);
}

[[noreturn, gnu::cold, gnu::noinline]] void reject_source(bool itself, int primary, int columns, int own_primary,
                                                          int own_columns) {
    if (itself) throw ModelError("exact cover: cannot take rows from the matrix itself");
    throw ModelError("exact cover: cannot take rows from a matrix with other columns (" + std::to_string(primary) +
                     " primary and " + std::to_string(columns) + " in all, this one has " +
                     std::to_string(own_primary) + " and " + std::to_string(own_columns) + ")");
}

[[noreturn, gnu::cold, gnu::noinline]] void reject_take(int row, int rows) {
    throw ModelError("exact cover: cannot take row " + std::to_string(row) + ": the rows are 0.." +
                     std::to_string(rows - 1));
}

}  // namespace

int ExactCover::add_row(std::span<const int> columns) {
    const int id = rows();
    const auto fail = [&](std::size_t marked, RowFault fault, int column) {
        for (std::size_t j = 0; j < marked; ++j) mark_[columns[j]] = -1;  // the next row reuses this id
        reject_row(id, fault, column, primary_, columns_);
    };
    if (columns.empty()) fail(0, RowFault::Empty, 0);
    if (nodes_.size() + columns.size() + 1 > static_cast<std::size_t>(INT_MAX)) fail(0, RowFault::TooBig, 0);
    bool has_primary = false;
    for (std::size_t k = 0; k < columns.size(); ++k) {
        const int column = columns[k];
        if (column < 0 || column >= columns_) fail(k, RowFault::OutOfRange, column);
        if (mark_[column] == id) fail(k, RowFault::Twice, column);
        mark_[column] = id;
        has_primary = has_primary || column < primary_;
    }
    if (!has_primary) fail(columns.size(), RowFault::NoPrimary, 0);

    // The spacer before this row is the last node so far; the row's nodes and its closing spacer
    // are appended after it (reserve() makes this allocation-free for a known matrix size).
    // push_back measured fewer instructions than one resize() and writes through a pointer.
    const int spacer = static_cast<int>(nodes_.size()) - 1;
    const int first = spacer + 1;
    for (const int column : columns) {
        const int header = column + 1;
        const int node = static_cast<int>(nodes_.size());
        const int above = nodes_[header].up;
        nodes_.push_back({header, above, header});
        nodes_[above].down = node;
        nodes_[header].up = node;
        ++nodes_[header].top;
    }
    const int last = static_cast<int>(nodes_.size()) - 1;
    nodes_[spacer].down = last;
    nodes_.push_back({-(id + 1), first, 0});
    row_start_.push_back(first);
    return id;
}

void ExactCover::assign_rows(const ExactCover& source, std::span<const int> row_ids) {
    if (&source == this || source.primary_ != primary_ || source.columns_ != columns_)
        reject_source(&source == this, source.primary_, source.columns_, primary_, columns_);
    std::size_t added = 0;  // the rows' nodes and their closing spacers
    for (const int r : row_ids) {
        if (r < 0 || r >= source.rows()) reject_take(r, source.rows());
        added += static_cast<std::size_t>(source.row_length(r)) + 1;
    }
    if (static_cast<std::size_t>(columns_) + 2 + added > static_cast<std::size_t>(INT_MAX))
        reject_row(0, RowFault::TooBig, 0, primary_, columns_);

    // Every node is overwritten, so the vector is resized without emptying it first: it zeroes only
    // the nodes this instance needs beyond the last one. The rows were checked when `source` got
    // them, so what is left of add_row is the linking.
    nodes_.resize(static_cast<std::size_t>(columns_) + 2 + added);
    reset_headers();
    row_start_.resize(row_ids.size());
    selected_.clear();
    std::fill(mark_.begin(), mark_.end(), -1);  // an old mark could equal the next add_row's id
    Node* const n = nodes_.data();
    const Node* const from = source.nodes_.data();
    const int* const from_start = source.row_start_.data();
    int* const row_start = row_start_.data();
    int spacer = columns_ + 1;
    for (std::size_t id = 0; id < row_ids.size(); ++id) {
        const int first = spacer + 1;
        int node = first;
        for (int p = from_start[row_ids[id]]; from[p].top > 0; ++p, ++node) {
            const int header = from[p].top;
            const int above = n[header].up;
            n[node] = {header, above, header};
            n[above].down = node;
            n[header].up = node;
            ++n[header].top;
        }
        n[spacer].down = node - 1;
        n[node] = {-static_cast<int>(id + 1), first, 0};
        row_start[id] = first;
        spacer = node;
    }
}

void ExactCover::relink() {
    // Dancing changes only the headers and the up/down links; `top` of every row node and the
    // spacers stay as built, so appending the row nodes in order rebuilds the columns exactly.
    for (int c = 0; c <= columns_; ++c) nodes_[c] = {0, c, c};
    const int end = static_cast<int>(nodes_.size());
    for (int p = columns_ + 1; p < end; ++p) {
        const int header = nodes_[p].top;
        if (header <= 0) continue;  // a spacer
        const int above = nodes_[header].up;
        nodes_[p].up = above;
        nodes_[p].down = header;
        nodes_[above].down = p;
        nodes_[header].up = p;
        ++nodes_[header].top;
    }
}

void ExactCover::select(int row) {
    if (row < 0 || row >= rows())
        throw ModelError("exact cover: cannot select row " + std::to_string(row) + ": the rows are 0.." +
                         std::to_string(rows() - 1));
    selected_.push_back(row);
}

std::vector<int> ExactCover::row(int row) const {
    if (row < 0 || row >= rows())
        throw ModelError("exact cover: no row " + std::to_string(row) + ": the rows are 0.." +
                         std::to_string(rows() - 1));
    std::vector<int> columns;
    for (int p = row_start_[row]; nodes_[p].top > 0; ++p) columns.push_back(nodes_[p].top - 1);
    return columns;
}

/// One run of Algorithm X (TAOCP 7.2.2.1, steps X1–X8) with an explicit stack of choices, so the
/// depth is bounded by memory, not by the thread's stack.
class ExactCover::Search {
public:
    Search(ExactCover& matrix, const ExactCoverOptions& options)
        : matrix_(matrix),
          options_(options),
          guard_(options.limits),
          node_(matrix.nodes_.data()),
          primary_(matrix.primary_),
          active_count_(matrix.primary_) {
        active_.resize(static_cast<std::size_t>(primary_));
        position_.resize(static_cast<std::size_t>(primary_) + 1);
        for (int c = 1; c <= primary_; ++c) {
            active_[c - 1] = c;
            position_[c] = c - 1;
        }
    }

    ExactCoverResult run() {
        ExactCoverResult result;
        if (!select_forced_rows()) {
            result.complete = true;  // the forced rows clash: nothing to search
        } else {
            result_ = &result;
            try {
                search();
            } catch (...) {  // an observer or an allocation threw mid-dance: restore the links anyway
                matrix_.relink();
                throw;
            }
            result_ = nullptr;
            release_forced_rows();
        }
        ExactCoverStats& stats = result.stats;
        stats.updates = updates_;
        stats.solutions = result.solution_count;
        stats.nodes_per_depth.resize(stats.max_depth);
        stats.time = guard_.elapsed();
        if (limit_hit_) result.status = Status::LimitReached;
        else result.status = result.solution_count > 0 ? Status::Satisfied : Status::Unsatisfiable;
        return result;
    }

private:
    // --- dancing steps: hide/unhide one row, cover/uncover one column --------------------------

    /// Unlinks the nodes of p's row other than p from their columns.
    void hide(int p) {
        Node* const n = node_;
        std::uint64_t updates = 0;  // a local, so the loop does not store the member each time
        for (int q = p + 1; q != p;) {
            const int x = n[q].top;
            if (x <= 0) {  // a spacer: wrap to the start of the row
                q = n[q].up;
                continue;
            }
            const int u = n[q].up;
            const int d = n[q].down;
            n[u].down = d;
            n[d].up = u;
            --n[x].top;
            ++updates;
            ++q;
        }
        updates_ += updates;
    }
    /// Exact inverse of hide(p), walking the row the other way (Knuth's "dance").
    void unhide(int p) {
        Node* const n = node_;
        for (int q = p - 1; q != p;) {
            const int x = n[q].top;
            if (x <= 0) {
                q = n[q].down;
                continue;
            }
            const int u = n[q].up;
            const int d = n[q].down;
            n[u].down = q;
            n[d].up = q;
            ++n[x].top;
            --q;
        }
    }
    /// Removes every row meeting column c from the other columns, and c (if primary) from the
    /// active set: swapped with the last active column, just past the end of the set.
    void cover(int c) {
        for (int p = node_[c].down; p != c; p = node_[p].down) hide(p);
        if (c <= primary_) {
            const int i = position_[c];
            const int last = active_[--active_count_];
            active_[i] = last;
            position_[last] = i;
            active_[active_count_] = c;
            position_[c] = active_count_;
        }
        ++updates_;
    }
    /// Covers and uncovers nest (last in, first out), so c is still just past the end of the
    /// active set: growing the set by one restores it (its order may differ, its content does not).
    void uncover(int c) {
        if (c <= primary_) ++active_count_;
        for (int p = node_[c].up; p != c; p = node_[p].up) unhide(p);
    }
    /// Covers the columns of x's row other than x's own (TAOCP step X5).
    void commit(int x) {
        for (int p = x + 1; p != x;) {
            const int j = node_[p].top;
            if (j <= 0) {
                p = node_[p].up;
            } else {
                cover(j);
                ++p;
            }
        }
    }
    /// Inverse of commit(x), in reverse order (TAOCP step X6).
    void uncommit(int x) {
        for (int p = x - 1; p != x;) {
            const int j = node_[p].top;
            if (j <= 0) {
                p = node_[p].down;
            } else {
                uncover(j);
                --p;
            }
        }
    }

    /// An active primary column of fewest rows (Knuth's S heuristic), the first one on ties, except
    /// that the scan stops at the first column of at most one row: that row is forced, and if some
    /// later column is empty the next level finds it after one more node. Scanning the whole list at
    /// every node was most of the time on Sudoku, where such forced columns are the rule.
    int choose_column() const {
        const int* const active = active_.data();
        const Node* const n = node_;
        int best = 0;
        int best_size = INT_MAX;
        // Takes c if it is smaller than the best so far; true when c has at most one row (stop).
        auto consider = [&](int c) {
            const int size = n[c].top;
            if (size < best_size) {
                best = c;
                best_size = size;
            }
            return size <= 1;
        };
        // Two columns per step: the pair's smaller size is compared first, so the common step (no
        // better column) costs one branch for two columns.
        int j = 0;
        for (; j + 1 < active_count_; j += 2) {
            const int a = active[j];
            const int b = active[j + 1];
            if (std::min(n[a].top, n[b].top) >= best_size) continue;
            if (consider(a) || consider(b)) return best;
        }
        if (j < active_count_) consider(active[j]);
        return best;
    }

    int row_of(int node) const {
        while (node_[node].top > 0) ++node;
        return -node_[node].top - 1;
    }

    // --- forced rows ---------------------------------------------------------------------------

    /// Covers every column of the selected rows; false (and nothing covered) if two of them meet.
    bool select_forced_rows() {
        const auto& selected = matrix_.selected_;
        if (selected.empty()) return true;
        std::vector<char> used(static_cast<std::size_t>(matrix_.columns_), 0);
        for (int r : selected)
            for (int p = matrix_.row_start_[r]; node_[p].top > 0; ++p) {
                char& u = used[node_[p].top - 1];
                if (u) return false;
                u = 1;
            }
        for (int r : selected) {
            const int x = matrix_.row_start_[r];
            cover(node_[x].top);
            commit(x);
        }
        return true;
    }
    void release_forced_rows() {
        const auto& selected = matrix_.selected_;
        for (auto it = selected.rbegin(); it != selected.rend(); ++it) {
            const int x = matrix_.row_start_[*it];
            uncommit(x);
            uncover(node_[x].top);
        }
    }

    // --- search --------------------------------------------------------------------------------

    /// Records the solution made of the forced rows and choice_[0..level); true = stop searching.
    bool visit_solution(int level) {
        ExactCoverResult& result = *result_;
        ++result.solution_count;
        if (options_.keep_solutions || options_.observer) {
            std::vector<int> rows(matrix_.selected_.begin(), matrix_.selected_.end());
            for (int l = 0; l < level; ++l) rows.push_back(row_of(choice_[l]));
            if (options_.observer) options_.observer->on_event(Event::solution(rows));
            if (options_.keep_solutions) result.solutions.push_back(std::move(rows));
        }
        return options_.max_solutions != 0 && result.solution_count >= options_.max_solutions;
    }

    /// Undoes levels 0..level-1 after an early stop; `column_open` = column_[level] is still covered.
    void unwind(int level, bool column_open) {
        if (column_open) uncover(column_[level]);
        for (int l = level - 1; l >= 0; --l) {
            uncommit(choice_[l]);
            uncover(column_[l]);
        }
    }

    void search() {
        ExactCoverStats& stats = result_->stats;
        SearchObserver* const observer = options_.observer;
        // Each level covers at least one primary column, so the depth never exceeds their number.
        const std::size_t depth_bound = static_cast<std::size_t>(matrix_.primary_) + 1;
        choice_.assign(depth_bound, 0);
        column_.assign(depth_bound, 0);
        stats.nodes_per_depth.assign(depth_bound, 0);
        if (guard_.exceeded_now()) {
            limit_hit_ = true;
            return;
        }

        int level = 0;
        for (;;) {
            // X2–X4: a new level. Either all primary columns are covered (a solution), or choose a
            // column and start on its first row.
            bool has_rows = false;
            if (active_count_ == 0) {
                if (visit_solution(level)) {
                    unwind(level, false);
                    return;
                }
            } else {
                const int c = choose_column();
                if (node_[c].top > 0) {
                    cover(c);
                    column_[level] = c;
                    choice_[level] = node_[c].down;
                    has_rows = true;
                }
            }
            // X5–X8: try the current row of this level, or back up until some level has one left.
            for (;;) {
                if (has_rows) {
                    const int x = choice_[level];
                    const int c = column_[level];
                    if (x != c) {
                        if (guard_.exceeded(stats.nodes)) {
                            limit_hit_ = true;
                            unwind(level, true);
                            return;
                        }
                        ++stats.nodes;
                        ++stats.nodes_per_depth[level];
                        if (observer) observer->on_event(Event::assign(c - 1, row_of(x), level + 1));
                        commit(x);
                        ++level;
                        if (static_cast<std::uint32_t>(level) > stats.max_depth)
                            stats.max_depth = static_cast<std::uint32_t>(level);
                        break;
                    }
                    uncover(c);  // X7: every row of this column has been tried
                }
                if (level == 0) {  // X8: the whole space is searched
                    result_->complete = true;
                    return;
                }
                --level;
                const int x = choice_[level];  // X6: undo this level's row and take the next one
                uncommit(x);
                if (observer) observer->on_event(Event::backtrack(column_[level] - 1, row_of(x), level + 1));
                choice_[level] = node_[x].down;
                has_rows = true;
            }
        }
    }

    ExactCover& matrix_;
    const ExactCoverOptions& options_;
    LimitGuard guard_;
    Node* node_;
    int primary_;
    std::vector<int> active_;    ///< headers of the primary columns; [0, active_count_) are uncovered
    std::vector<int> position_;  ///< header → index in active_
    int active_count_;
    ExactCoverResult* result_ = nullptr;
    std::vector<int> choice_;  ///< node of the row chosen at each level
    std::vector<int> column_;  ///< header of the column covered at each level
    std::uint64_t updates_ = 0;
    bool limit_hit_ = false;
};

ExactCoverResult ExactCover::solve(const ExactCoverOptions& options) { return Search(*this, options).run(); }

}  // namespace csp
