#pragma once
/// Candidate ("pencil-mark") state for the classic Sudoku backends: for every cell the set of values
/// still possible, as a bitset with a fixed number of 64-bit words chosen from the side N (1 word up
/// to 64 values, 2 up to 128, 4 up to 256). A 9×9 cell is one machine word, so the analysis of a
/// unit is a few word operations, and the one-word case compiles to plain integer code.
///
/// Public: PencilMarks, a position people (tests, a difficulty grader) can build and inspect.
/// Internal (detail): the bitset, the state, placement with naked-single detection, and the
/// bookkeeping that turns the end of a search into a SolveResult.

#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "csp/search/search_limits.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {
namespace detail {

/// A set of small integers 0..64W-1 in W words. Value v of a Sudoku is bit v-1.
template <int W>
struct Bits {
    static_assert(W >= 1);
    using Word = std::uint64_t;
    std::array<Word, W> word{};

    /// {0, …, n-1}.
    static constexpr Bits first(int n) {
        Bits b;
        for (int i = 0; i < W; ++i) {
            const int rest = n - 64 * i;
            b.word[i] = rest >= 64 ? ~Word{0} : rest <= 0 ? Word{0} : (Word{1} << rest) - 1;
        }
        return b;
    }
    static constexpr Bits single(int i) {
        Bits b;
        b.word[i >> 6] = Word{1} << (i & 63);
        return b;
    }

    bool test(int i) const { return (word[i >> 6] >> (i & 63) & 1u) != 0; }
    void set(int i) { word[i >> 6] |= Word{1} << (i & 63); }
    void reset(int i) { word[i >> 6] &= ~(Word{1} << (i & 63)); }
    bool any() const {
        Word all = 0;
        for (Word w : word) all |= w;
        return all != 0;
    }
    bool none() const { return !any(); }
    int count() const {
        int n = 0;
        for (Word w : word) n += popcount(w);
        return n;
    }
    static int popcount(Word w) {
#if defined(__POPCNT__)
        return std::popcount(w);
#else
        // Without the popcnt instruction std::popcount is a library call; this sum stays inline.
        w -= (w >> 1) & 0x5555555555555555u;
        w = (w & 0x3333333333333333u) + ((w >> 2) & 0x3333333333333333u);
        w = (w + (w >> 4)) & 0x0f0f0f0f0f0f0f0fu;
        return static_cast<int>((w * 0x0101010101010101u) >> 56);
#endif
    }
    /// At most k elements. With the popcnt instruction a count is cheapest; without it, for one
    /// word, k low-bit clears beat the inline bit-sum.
    bool at_most(int k) const {
#if defined(__POPCNT__)
        return count() <= k;
#else
        if constexpr (W == 1) {
            Word w = word[0];
            for (int i = 0; i < k && w != 0; ++i) w &= w - 1;
            return w == 0;
        } else {
            return count() <= k;
        }
#endif
    }
    bool at_most_one() const {
        if constexpr (W == 1) {
            return (word[0] & (word[0] - 1)) == 0;
        } else {
            return count() <= 1;
        }
    }
    /// Exactly one element.
    bool is_single() const {
        if constexpr (W == 1) {
            return word[0] != 0 && (word[0] & (word[0] - 1)) == 0;
        } else {
            return count() == 1;
        }
    }
    /// The smallest element; precondition: any().
    int lowest() const {
        for (int i = 0; i < W; ++i)
            if (word[i] != 0) return 64 * i + std::countr_zero(word[i]);
        return -1;
    }
    bool intersects(const Bits& o) const {
        Word all = 0;
        for (int i = 0; i < W; ++i) all |= word[i] & o.word[i];
        return all != 0;
    }
    /// Calls f(i) for each element, increasing.
    template <class F>
    void for_each(F&& f) const {
        for (int i = 0; i < W; ++i)
            for (Word w = word[i]; w != 0; w &= w - 1) f(64 * i + std::countr_zero(w));
    }

    Bits& operator|=(const Bits& o) {
        for (int i = 0; i < W; ++i) word[i] |= o.word[i];
        return *this;
    }
    Bits& operator&=(const Bits& o) {
        for (int i = 0; i < W; ++i) word[i] &= o.word[i];
        return *this;
    }
    /// Removes the elements of o.
    Bits& operator-=(const Bits& o) {
        for (int i = 0; i < W; ++i) word[i] &= ~o.word[i];
        return *this;
    }
    friend Bits operator|(Bits a, const Bits& b) { return a |= b; }
    friend Bits operator&(Bits a, const Bits& b) { return a &= b; }
    friend Bits operator-(Bits a, const Bits& b) { return a -= b; }
    bool operator==(const Bits&) const = default;
};

/// Words per cell for side N.
constexpr int words_for(int side) { return side <= 64 ? 1 : side <= 128 ? 2 : 4; }

/// Calls f(std::integral_constant<int, W>{}) with the W that fits `side`: the one place where a
/// run-time size picks a compiled width.
template <class F>
decltype(auto) with_words(int side, F&& f) {
    switch (words_for(side)) {
        case 1: return f(std::integral_constant<int, 1>{});
        case 2: return f(std::integral_constant<int, 2>{});
        default: return f(std::integral_constant<int, 4>{});
    }
}

/// The candidates of every cell plus what has been placed. Copying it is the undo mechanism of the
/// rules and best-first searches (a 9×9 state is about 1 KB, a few memcpy's).
/// Invariant: a placed value is no longer a candidate of any peer.
template <int W>
struct CandidateState {
    using Set = Bits<W>;
    static constexpr int kWords = W;
    std::vector<Set> cand;             ///< per cell; a placed cell holds exactly its value
    std::vector<Set> unit_placed;      ///< per unit, the values placed in it
    std::vector<std::uint16_t> value;  ///< per cell, the placed value 1..N, or 0
    int unplaced = 0;                  ///< cells without a placed value

    CandidateState() = default;
    /// Every value open in every cell, nothing placed.
    explicit CandidateState(const Geometry& g)
        : cand(static_cast<std::size_t>(g.cells()), Set::first(g.side())),
          unit_placed(static_cast<std::size_t>(g.num_units())),
          value(static_cast<std::size_t>(g.cells()), 0),
          unplaced(g.cells()) {}

    /// Back to every value open in every cell, keeping the storage (for reuse across puzzles).
    void reopen(const Geometry& g) {
        cand.assign(static_cast<std::size_t>(g.cells()), Set::first(g.side()));
        unit_placed.assign(static_cast<std::size_t>(g.num_units()), Set{});
        value.assign(static_cast<std::size_t>(g.cells()), 0);
        unplaced = g.cells();
    }

    /// Heap bytes held (for memory budgets).
    std::size_t bytes() const {
        return (cand.size() + unit_placed.size()) * sizeof(Set) + value.size() * sizeof(std::uint16_t);
    }
    bool operator==(const CandidateState&) const = default;
};

/// Placing values and removing candidates, noticing cells left with one candidate (naked singles)
/// and wipe-outs. Shared by the rules and best-first backends so the basic step exists once.
template <int W>
class Eliminator {
public:
    using Set = Bits<W>;
    using State = CandidateState<W>;

    explicit Eliminator(const Geometry& geometry)
        : geometry_(&geometry),
          peer_table_(geometry.peers(0).data()),
          peer_count_(static_cast<std::size_t>(geometry.peer_count())),
          pending_(static_cast<std::size_t>(geometry.cells())) {}
    const Geometry& geometry() const { return *geometry_; }

    /// Places value index v (value v+1) in an unplaced cell holding it and removes it from every
    /// peer. False on a wipe-out (the state is then contradictory and should be dropped).
    bool place(State& s, int cell, int v) {
        const Set bit = Set::single(v);
        s.cand[cell] = bit;
        s.value[cell] = static_cast<std::uint16_t>(v + 1);
        --s.unplaced;
        for (int u : geometry_->units_of(cell)) s.unit_placed[u] |= bit;
        bool alive = true;  // finish the sweep even after a wipe-out, so the invariant holds
        std::uint64_t removed = 0;  // a local: a member counter could alias the candidate words
        Set* cand = s.cand.data();
        // Unrolled: the loop's own counting is a fair share of so short a body (20 peers at 9×9).
        const auto* peers = peer_table_ + static_cast<std::size_t>(cell) * peer_count_;
        const std::size_t count = peer_count_;  // a local: the stores below could alias the member
#pragma GCC unroll 4
        for (std::size_t i = 0; i < count; ++i) {
            const int peer = peers[i];
            // Branch-free in the common case: whether the peer held the value is unpredictable, while
            // "it did and is now down to one candidate or none" is rare.
            Set& m = cand[peer];
            const bool had = m.intersects(bit);
            m -= bit;
            removed += had;
            if (had & m.at_most_one()) [[unlikely]] {
                if (m.none()) {
                    alive = false;
                } else if (s.value[peer] == 0) {
                    notice(peer);
                }
            }
        }
        eliminations_ += removed;
        return alive;
    }

    /// Removes `values` from the candidates of `cell`; false on a wipe-out.
    bool remove(State& s, int cell, const Set& values) {
        Set& m = s.cand[cell];
        const Set gone = m & values;
        if (gone.none()) return true;
        m -= gone;
        eliminations_ += static_cast<std::uint64_t>(gone.count());
        return note(s, cell);
    }

    /// Places every unplaced cell left with a single candidate, until none is left (the naked-single
    /// rule, "constraint elimination"). False on a wipe-out.
    bool place_singles(State& s) {
        while (pending_size_ != 0) {
            const int cell = pending_[--pending_size_];
            if (s.value[cell] != 0) continue;  // placed meanwhile by another rule
            ++naked_singles_;
            if (!place(s, cell, s.cand[cell].lowest())) {
                pending_size_ = 0;
                return false;
            }
        }
        return true;
    }
    /// Forgets the cells noticed so far (when naked singles are not wanted, or the state is dropped).
    void drop_pending() { pending_size_ = 0; }
    /// Notices every unplaced single of a state built elsewhere; false when a cell is empty.
    bool scan(const State& s) {
        pending_size_ = 0;
        for (int cell = 0; cell < static_cast<int>(s.cand.size()); ++cell) {
            if (s.cand[cell].none()) return false;
            if (s.value[cell] == 0 && s.cand[cell].is_single()) notice(cell);
        }
        return true;
    }

    /// Places the givens of `puzzle` into a fresh state (every value open everywhere); false when
    /// they contradict each other or leave a cell empty. Done in bulk rather than by place(): first
    /// the givens in row-major order, then every open cell keeps what its three units lack. The
    /// counts and the cells noticed are those of placing the givens one by one in that order.
    bool load(State& s, const Grid& puzzle) {
        pending_size_ = 0;
        const Geometry& g = *geometry_;
        std::uint64_t removed = 0;
        auto seen_from = [&](int cell) {
            const auto units = g.units_of(cell);
            return s.unit_placed[units[0]] | s.unit_placed[units[1]] | s.unit_placed[units[2]];
        };
        for (int cell = 0; cell < puzzle.cells(); ++cell) {
            const int v = puzzle[cell] - 1;
            if (v < 0) continue;
            const Set seen = seen_from(cell);  // the values of the givens placed so far among its peers
            if (seen.test(v)) return false;
            removed += static_cast<std::uint64_t>(seen.count());  // each took its value from this cell
            const Set bit = Set::single(v);
            for (int u : g.units_of(cell)) s.unit_placed[u] |= bit;
            s.cand[cell] = bit;
            s.value[cell] = static_cast<std::uint16_t>(v + 1);
            --s.unplaced;
        }
        bool alive = true;
        for (int cell = 0; cell < puzzle.cells(); ++cell) {
            if (s.value[cell] != 0) continue;
            Set& m = s.cand[cell];
            const Set gone = m & seen_from(cell);
            m -= gone;
            removed += static_cast<std::uint64_t>(gone.count());
            if (m.none())
                alive = false;
            else if (m.is_single())
                notice(cell);
        }
        eliminations_ += removed;
        return alive;
    }

    /// Candidates removed from cells other than the one being placed (placing is not pruning).
    std::uint64_t eliminations() const { return eliminations_; }
    /// Zeroes the counts, for an eliminator reused on another puzzle.
    void reset_counts() {
        eliminations_ = 0;
        naked_singles_ = 0;
    }
    std::uint64_t naked_singles() const { return naked_singles_; } ///< cells placed by place_singles

private:
    bool note(State& s, int cell) {
        const Set& m = s.cand[cell];
        if (m.none()) return false;
        if (s.value[cell] == 0 && m.at_most_one()) notice(cell);
        return true;
    }
    /// A cell is noticed once, when it goes down to one candidate, and cells never regain candidates
    /// in a state, so the noticed cells of one state fit in one slot per cell; the buffer grows only
    /// if a caller places into several states without settling in between.
    void notice(int cell) {
        if (pending_size_ == pending_.size()) pending_.resize(2 * pending_.size() + 1);
        pending_[pending_size_++] = cell;
    }

    const Geometry* geometry_;
    /// The peer lists of all cells, peer_count_ per cell in cell order (Geometry keeps them in one
    /// table): taken once here, since Geometry::peers() checks on every call that the table is built.
    decltype(std::declval<const Geometry&>().peers(0).data()) peer_table_;
    std::size_t peer_count_;
    std::vector<int> pending_;      ///< unplaced cells noticed with one candidate: the first pending_size_
    std::size_t pending_size_ = 0;
    std::uint64_t eliminations_ = 0;
    std::uint64_t naked_singles_ = 0;
};

/// The unplaced cell with the fewest candidates, the first in row-major order among equals (MRV,
/// AIMA §6.3.1); -1 when every cell is placed. Stops at 2, the least once naked singles are placed.
template <int W>
int fewest_candidates_cell(const CandidateState<W>& s) {
    int best = -1;
    int best_count = 0;
    for (int cell = 0; cell < static_cast<int>(s.cand.size()); ++cell) {
        if (s.value[cell] != 0) continue;
        const int count = s.cand[cell].count();
        if (best < 0 || count < best_count) {
            best = cell;
            best_count = count;
            if (count <= 2) break;
        }
    }
    return best;
}

/// The solution in a fully placed state.
template <int W>
Grid grid_of(const CandidateState<W>& s, int box) {
    return Grid(box, std::vector<int>(s.value.begin(), s.value.end()));
}

/// Solutions and limits of one backend run: collects solutions up to max_solutions, checks the
/// limits, and turns the end of the search into a SolveResult with one status rule for all.
class SearchRecord {
public:
    explicit SearchRecord(const SolveOptions& options)
        : guard_(options.limits), max_solutions_(options.max_solutions), observer_(options.observer) {}

    /// True once a limit is exceeded (call once per search node).
    bool limit_reached(std::uint64_t nodes) { return stopped_ || guard_.exceeded(nodes); }
    /// Records that a backend's own limit (e.g. a memory budget) stopped the search.
    void stop_at_own_limit() { stopped_ = true; }
    /// Records a solution; true when enough have been found.
    bool add(Grid solution) {
        if (observer_) observer_->on_solution(solution.values());
        result_.solutions.push_back(std::move(solution));
        return max_solutions_ != 0 && result_.solutions.size() >= max_solutions_;
    }
    csp::Stats& stats() { return result_.stats; }
    csp::SearchObserver* observer() const { return observer_; }

    /// `exhausted`: the whole search space was explored. A limit always gives LimitReached.
    SolveResult finish(bool exhausted, std::vector<std::pair<std::string, std::uint64_t>> counters) {
        const bool limited = stopped_ || guard_.hit();
        result_.complete = exhausted && !limited;
        if (limited)
            result_.status = csp::Status::LimitReached;
        else
            result_.status = result_.solutions.empty() ? csp::Status::Unsatisfiable : csp::Status::Satisfied;
        result_.stats.solutions = result_.solutions.size();
        result_.stats.time = guard_.elapsed();
        result_.counters = std::move(counters);
        return std::move(result_);
    }

private:
    csp::LimitGuard guard_;
    std::size_t max_solutions_;
    csp::SearchObserver* observer_;
    bool stopped_ = false;
    SolveResult result_;
};

}  // namespace detail

/// A position in candidate form ("pencil marks"): for each cell the values still possible and, once
/// placed, its value. Placing a value removes it from the cell's peers. Any position can be built by
/// removing candidates by hand, which is how the rules of rules.hpp are tested and graded.
class PencilMarks {
public:
    /// Box size n (side n²): every value open in every cell, nothing placed.
    explicit PencilMarks(int box = 3);
    /// The givens of `puzzle` placed; throws std::invalid_argument when two givens conflict.
    explicit PencilMarks(const Grid& puzzle);

    int box() const { return box_; }
    int side() const { return box_ * box_; }
    int cells() const { return side() * side(); }
    const Geometry& geometry() const { return Geometry::of(box_); }

    /// Cell 0..N²-1 and value 1..N; a bad cell or value throws std::out_of_range.
    bool has(int cell, int value) const;
    int count(int cell) const;
    std::vector<int> candidates(int cell) const;
    int value(int cell) const;  ///< placed value, 0 when not placed
    /// Removes a candidate; true when it was there.
    bool remove(int cell, int value);
    /// Places `value` (which must be a candidate of an unplaced cell, else std::invalid_argument)
    /// and removes it from the peers. A peer left empty makes the position contradictory.
    void place(int cell, int value);
    /// The placed values (0 elsewhere).
    Grid grid() const;
    bool operator==(const PencilMarks&) const = default;

    using State = std::variant<detail::CandidateState<1>, detail::CandidateState<2>, detail::CandidateState<4>>;
    /// The engine state, for the deduction engine.
    State& state() { return state_; }
    const State& state() const { return state_; }

private:
    void check(int cell, int value) const;
    int box_;
    State state_;
};

}  // namespace sudoku
