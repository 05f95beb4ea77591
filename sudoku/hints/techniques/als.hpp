#pragma once
// Almost locked sets, shared by the ALS techniques (als_xz.cpp, als_chains.cpp): n unsolved cells
// of one unit holding n+1 digits between them (a bivalue cell is one). Every ALS of a position,
// each with its cells holding each digit and the cells seeing all of those, as bit sets of cells;
// and the restricted commons of two sets: a digit whose places in one all see its places in the
// other, none in a cell both share, so that the two cannot both hold it.

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/step.hpp"

namespace sudoku::hints::als {

using Word = std::uint64_t;

/// Sets of cells as bit words, all of one length, kept in one pool; a set is its offset there.
class CellSets {
public:
    explicit CellSets(int cells) : words_((cells + 63) / 64) {}
    std::size_t make() {
        pool_.resize(pool_.size() + words_, 0);
        return pool_.size() - words_;
    }
    void add(std::size_t set, int cell) { pool_[set + cell / 64] |= Word{1} << (cell % 64); }
    bool has(std::size_t set, int cell) const { return (pool_[set + cell / 64] >> (cell % 64) & 1u) != 0; }
    void copy(std::size_t to, std::size_t from) { std::copy_n(pool_.begin() + from, words_, pool_.begin() + to); }
    void intersect(std::size_t into, std::size_t with) {
        for (std::size_t i = 0; i < words_; ++i) pool_[into + i] &= pool_[with + i];
    }
    void remove(std::size_t from, std::size_t cells) {
        for (std::size_t i = 0; i < words_; ++i) pool_[from + i] &= ~pool_[cells + i];
    }
    bool disjoint(std::size_t a, std::size_t b) const {
        if (words_ == 2) return ((pool_[a] & pool_[b]) | (pool_[a + 1] & pool_[b + 1])) == 0;  // 9×9
        for (std::size_t i = 0; i < words_; ++i)
            if ((pool_[a + i] & pool_[b + i]) != 0) return false;
        return true;
    }
    bool subset(std::size_t a, std::size_t b) const {
        if (words_ == 2) return ((pool_[a] & ~pool_[b]) | (pool_[a + 1] & ~pool_[b + 1])) == 0;
        for (std::size_t i = 0; i < words_; ++i)
            if ((pool_[a + i] & ~pool_[b + i]) != 0) return false;
        return true;
    }
    /// The cells in every set of `in` and in none of `out` (any ranges of sets).
    template <class In, class Out, class Found>
    void cells_of(const In& in, const Out& out, Found&& found) const {
        for (std::size_t i = 0; i < words_; ++i) {
            Word w = ~Word{0};
            for (std::size_t set : in) w &= pool_[set + i];
            for (std::size_t set : out) w &= ~pool_[set + i];
            for (; w != 0; w &= w - 1) found(static_cast<int>(i * 64) + std::countr_zero(w));
        }
    }
    template <class Found>
    void cells_of(std::initializer_list<std::size_t> in, std::initializer_list<std::size_t> out, Found&& found) const {
        cells_of<std::initializer_list<std::size_t>, std::initializer_list<std::size_t>>(in, out, found);
    }

private:
    std::size_t words_;
    std::vector<Word> pool_;
};

struct Als {
    std::vector<int> cells;  ///< increasing
    Digits digits = 0;
    int unit = 0;
    std::size_t all = 0;              ///< the set of its cells
    std::vector<std::size_t> places;  ///< per digit (index digit-1): its cells holding the digit
    std::vector<std::size_t> seeing;  ///< per digit: the cells seeing every one of those places
    std::vector<std::size_t> losing;  ///< per digit: those cells outside the set that hold the digit
};

/// A per-digit entry of Als::places or Als::seeing.
inline std::size_t at(const std::vector<std::size_t>& per_digit, int digit) {
    return per_digit[static_cast<std::size_t>(digit - 1)];
}

/// Every ALS of a position (each cell set once, in the order of their cells) and the sets the
/// techniques combine: each cell's peers, each digit's cells.
class AlsField {
public:
    explicit AlsField(const Board& board);
    /// The field of the position last asked, per thread, bound to `board`: ALS-XZ, the wing, the
    /// chain and death blossom ask for one position one after the other (HoDoKu's order tries
    /// them in a row), and each built the same field. Keyed by every cell's candidates and value;
    /// shared, so a search holding one keeps it while another position is asked.
    static std::shared_ptr<const AlsField> of(const Board& board);

    const Board& board() const { return *board_; }
    const std::vector<Als>& alses() const { return alses_; }
    const CellSets& sets() const { return sets_; }
    std::size_t holding(int digit) const { return holding_[static_cast<std::size_t>(digit - 1)]; }

    /// x is a restricted common: every x of A sees every x of B, and none lies in a cell both share.
    bool restricted(const Als& a, const Als& b, int x) const {
        return sets_.subset(at(a.places, x), at(b.seeing, x)) && sets_.disjoint(at(a.places, x), b.all) &&
               sets_.disjoint(at(b.places, x), a.all);
    }
    /// All restricted commons of A and B (at most two in a valid position).
    Digits restricted_commons(const Als& a, const Als& b) const;
    /// Some cell outside the set holds z and sees all its places in the set.
    bool can_lose(const Als& als, int z) const { return !sets_.disjoint(at(als.losing, z), at(als.losing, z)); }
    /// Some cell outside both sets holds z and sees all its places in both.
    bool can_lose_from_both(const Als& a, const Als& b, int z) const {
        return !sets_.disjoint(at(a.losing, z), at(b.losing, z));
    }
    /// The cells outside `outside` holding z and seeing every z of each set of `sets`.
    std::vector<int> seeing_all(std::initializer_list<const Als*> sets, int z,
                                std::initializer_list<std::size_t> outside) const;

    std::vector<int> places_of(const Als& als, int digit) const;
    /// "r1c1, r1c2 {1,2,3} in row 1".
    std::string name(const Als& als) const;
    /// The set's candidates as marks of `role` (a candidate marked already keeps its role).
    void mark(Step& step, const Als& als, Role role) const;

private:
    const Board* board_;
    CellSets sets_;
    std::size_t empty_ = 0;
    std::vector<std::size_t> peers_;    ///< per cell
    std::vector<std::size_t> holding_;  ///< per digit: the cells holding it
    std::vector<Als> alses_;
};

/// An ALS's neighbour (its index in AlsField::alses()) and the restricted commons they share.
struct Neighbour {
    std::size_t als;
    Digits commons;
};
using Graph = std::vector<std::vector<Neighbour>>;

/// The restricted commons between every two sets of `field`, both ways. ALS-XZ, the wing and the
/// chain search ask for the same position one after the other (HoDoKu's order tries them in a
/// row): the last position's graph is kept, per thread, keyed by every cell's candidates and
/// value. Cut short (an empty or partial graph) when the sink stops.
const Graph& neighbours_of(const AlsField& field, StepSink& sink);

}  // namespace sudoku::hints::als
