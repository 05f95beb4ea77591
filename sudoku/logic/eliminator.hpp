#pragma once
/// Placing a value and removing candidates on a CandidateState: the basic step every deduction
/// rule and candidate-based search is made of. Internal (detail).

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/logic/candidate_state.hpp"

namespace sudoku {
namespace detail {

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
        bool alive = true;          // finish the sweep even after a wipe-out, so the invariant holds
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
            if (m.none()) alive = false;
            else if (m.is_single()) notice(cell);
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
    std::uint64_t naked_singles() const { return naked_singles_; }  ///< cells placed by place_singles

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
    std::vector<int> pending_;  ///< unplaced cells noticed with one candidate: the first pending_size_
    std::size_t pending_size_ = 0;
    std::uint64_t eliminations_ = 0;
    std::uint64_t naked_singles_ = 0;
};

}  // namespace detail
}  // namespace sudoku
