#include "sudoku/hints/techniques/singles_closure.hpp"

#include <algorithm>
#include <bit>
#include <utility>

namespace sudoku::hints {

namespace {

/// The 9×9 grid's units and peers as cell sets, built once.
struct GridMasks {
    std::array<CellBits, 81> peers{};
    std::array<CellBits, 27> units{};    // rows, columns, boxes: Board's unit numbers
    std::array<std::uint32_t, 81> of{};  // per cell: its three units, bit u
    GridMasks() {
        for (int cell = 0; cell < 81; ++cell) {
            const int row = cell / 9;
            const int column = cell % 9;
            const int box = row / 3 * 3 + column / 3;
            for (int unit : {row, 9 + column, 18 + box}) {
                units[static_cast<std::size_t>(unit)] |= CellBits::of(cell);
                of[static_cast<std::size_t>(cell)] |= std::uint32_t{1} << unit;
            }
        }
        for (int cell = 0; cell < 81; ++cell) {
            for (std::uint32_t u = of[static_cast<std::size_t>(cell)]; u != 0; u &= u - 1)
                peers[static_cast<std::size_t>(cell)] |= units[static_cast<std::size_t>(std::countr_zero(u))];
            peers[static_cast<std::size_t>(cell)] &= ~CellBits::of(cell);
        }
    }
};

const GridMasks& masks() {
    static const GridMasks table;
    return table;
}

/// Calls f(cell) for every cell of the set.
template <class F>
void for_each_cell(CellBits set, F&& f) {
    for (std::uint64_t w = set.low; w != 0; w &= w - 1) f(std::countr_zero(w));
    for (std::uint64_t w = set.high; w != 0; w &= w - 1) f(64 + std::countr_zero(w));
}

/// A board's places per digit, the units where each digit is not placed, and the cells without a value.
void read_places(const Board& board, std::array<CellBits, 9>& places, std::array<std::uint32_t, 9>& open,
                 CellBits& open_cells) {
    for (int cell = 0; cell < 81; ++cell) {
        if (board.value(cell) == 0) open_cells |= CellBits::of(cell);
        for (int digit : digits_of(board.candidates(cell)))
            places[static_cast<std::size_t>(digit - 1)] |= CellBits::of(cell);
    }
    for (int unit = 0; unit < 27; ++unit) {
        Digits placed = 0;
        for (int cell : board.geometry().unit(unit))
            if (board.value(cell) != 0) placed |= Digits{1} << (board.value(cell) - 1);
        for (int digit = 1; digit <= 9; ++digit)
            if ((placed >> (digit - 1) & 1) == 0) open[static_cast<std::size_t>(digit - 1)] |= std::uint32_t{1} << unit;
    }
}

}  // namespace

int CellBits::count() const { return std::popcount(low) + std::popcount(high); }

FactBits& FactBits::operator&=(const FactBits& other) {
    for (std::size_t d = 0; d < 9; ++d) {
        on[d] &= other.on[d];
        off[d] &= other.off[d];
    }
    return *this;
}

FactBits& FactBits::operator|=(const FactBits& other) {
    for (std::size_t d = 0; d < 9; ++d) {
        on[d] |= other.on[d];
        off[d] |= other.off[d];
    }
    return *this;
}

bool FactBits::any() const {
    for (std::size_t d = 0; d < 9; ++d)
        if (on[d].any() || off[d].any()) return true;
    return false;
}

FactBits FactBits::all() {
    FactBits every;
    const CellBits grid{~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1};
    every.on.fill(grid);
    every.off.fill(grid);
    return every;
}

SinglesClosure::SinglesClosure(const Board& board, Reach reach) : reach_(reach) {
    read_places(board, start_, open_, open_cells_);
    for (int cell = 0; cell < 81; ++cell)
        // Implications' naked singles: every cell; a static chain's, the cells with two candidates
        if (reach == Reach::Dynamic || (reach == Reach::Static && board.count(cell) == 2))
            naked_cells_ |= CellBits::of(cell);
    for (int unit = 0; unit < 27; ++unit)
        for (int digit = 1; digit <= 9; ++digit)
            if (reach != Reach::Static || std::popcount(board.where(unit, digit)) == 2)
                linked_[static_cast<std::size_t>(digit - 1)] |= std::uint32_t{1} << unit;
}

bool SinglesClosure::assume(const Candidate& candidate, bool on) {
    facts_ = {};
    done_ = {};
    const auto d = static_cast<std::size_t>(candidate.digit - 1);
    (on ? facts_.on : facts_.off)[d] = CellBits::of(candidate.cell);
    const bool holds = propagate();
    CellBits& premise = (on ? facts_.on : facts_.off)[d];
    premise &= ~CellBits::of(candidate.cell);
    return holds;
}

bool SinglesClosure::propagate() {
    const GridMasks& grid = masks();
    std::array<CellBits, 9> checked{};  // per digit: the eliminations whose singles are looked for
    for (;;) {
        // Placements: the digit leaves the cell's peers, and (but in one digit's reasoning) the
        // cell's other digits leave it.
        CellBits placed;
        CellBits twice;
        bool placing = false;
        for (std::size_t d = 0; d < 9; ++d) {
            twice |= placed & facts_.on[d];
            placed |= facts_.on[d];
            const CellBits fresh = facts_.on[d] & ~done_[d];
            if (!fresh.any()) continue;
            placing = true;
            for_each_cell(fresh,
                          [&](int cell) { facts_.off[d] |= grid.peers[static_cast<std::size_t>(cell)] & start_[d]; });
            done_[d] = facts_.on[d];
        }
        if (placing && reach_ != Reach::OneDigit)
            for (std::size_t d = 0; d < 9; ++d) facts_.off[d] |= start_[d] & ((placed & ~facts_.on[d]) | twice);

        // Singles where something was eliminated since the last look.
        std::array<CellBits, 9> fresh{};
        CellBits touched;
        unsigned digits = 0;  // bit d: digit d+1 lost places
        for (std::size_t d = 0; d < 9; ++d) {
            fresh[d] = facts_.off[d] & ~checked[d];
            if (!fresh[d].any()) continue;
            checked[d] = facts_.off[d];
            touched |= fresh[d];
            digits |= 1u << d;
        }
        if (digits == 0) return true;
        std::array<CellBits, 9> left{};
        for (std::size_t d = 0; d < 9; ++d) left[d] = start_[d] & ~facts_.off[d];
        if (reach_ != Reach::OneDigit) {
            CellBits one;
            CellBits two;
            for (std::size_t d = 0; d < 9; ++d) {
                two |= one & left[d];
                one |= left[d];
            }
            if ((touched & open_cells_ & ~one).any()) return false;  // a cell without candidates
            const CellBits single = touched & one & ~two & naked_cells_;
            if (single.any())
                for (std::size_t d = 0; d < 9; ++d) facts_.on[d] |= left[d] & single;
        }
        for (; digits != 0; digits &= digits - 1) {
            const auto d = static_cast<std::size_t>(std::countr_zero(digits));
            std::uint32_t units = 0;
            for_each_cell(fresh[d], [&](int cell) { units |= grid.of[static_cast<std::size_t>(cell)]; });
            for (units &= open_[d]; units != 0; units &= units - 1) {
                const int unit = std::countr_zero(units);
                const CellBits places = left[d] & grid.units[static_cast<std::size_t>(unit)];
                const int count = places.count();
                if (count == 0) return false;  // a digit without a place in the unit
                if (count == 1 && (linked_[d] >> unit & 1) != 0) facts_.on[d] |= places;
            }
        }
    }
}

StaticClosures::StaticClosures(const Board& board) {
    const GridMasks& grid = masks();
    read_places(board, start_, open_, open_cells_);
    number_.fill(-1);
    for (int cell = 0; cell < 81; ++cell)
        for (int digit : digits_of(board.candidates(cell))) {
            number_[static_cast<std::size_t>(cell * 9 + digit - 1)] = static_cast<int>(candidates_.size());
            candidates_.push_back({cell, digit});
        }
    const std::size_t literals = 2 * candidates_.size();
    words_ = (literals + 63) / 64;

    // The graph: per literal, the literals one rule derives from it (SinglesClosure's rules, static).
    // Each candidate's two literals have at most 1 + 3 and 8 + 20 successors: written in place.
    thread_local std::vector<int> first;
    thread_local std::vector<int> next;
    first.assign(literals + 1, 0);
    next.resize(32 * candidates_.size());
    int* out = next.data();
    for (std::size_t k = 0; k < candidates_.size(); ++k) {
        const Candidate c = candidates_[k];
        const auto d = static_cast<std::size_t>(c.digit - 1);
        first[2 * k] = static_cast<int>(out - next.data());  // off: the other candidate of a bivalue cell or unit
        if (board.count(c.cell) == 2)
            for (int digit : digits_of(board.candidates(c.cell)))
                if (digit != c.digit) *out++ = static_cast<int>(literal({c.cell, digit}, true));
        for (std::uint32_t units = grid.of[static_cast<std::size_t>(c.cell)] & open_[d]; units != 0;
             units &= units - 1) {
            const CellBits places = start_[d] & grid.units[static_cast<std::size_t>(std::countr_zero(units))];
            if (places.count() == 2)
                for_each_cell(places & ~CellBits::of(c.cell), [&](int cell) {
                    *out++ = static_cast<int>(literal({cell, c.digit}, true));
                });
        }
        first[2 * k + 1] = static_cast<int>(out - next.data());  // on: the cell's other digits, the digit's peers
        for (int digit : digits_of(board.candidates(c.cell)))
            if (digit != c.digit) *out++ = static_cast<int>(literal({c.cell, digit}, false));
        for_each_cell(grid.peers[static_cast<std::size_t>(c.cell)] & start_[d], [&](int cell) {
            *out++ = static_cast<int>(literal({cell, c.digit}, false));
        });
    }
    first[literals] = static_cast<int>(out - next.data());

    // What a clash takes (SinglesClosure's): every candidate of an open cell, or every place of a
    // digit in a unit where it is not placed; as off-literals, each set with one of them to
    // witness it.
    thread_local std::vector<int> witness_of;  // per set
    witness_of.clear();
    places_.reserve(2 * literals);  // each candidate in its cell and in its three units
    auto add_set = [&](auto&& each) {
        places_first_.push_back(static_cast<int>(places_.size()));
        each([&](int cell, int digit) { places_.push_back(static_cast<int>(literal({cell, digit}, false))); });
        witness_of.push_back(places_.back());
    };
    for (int cell = 0; cell < 81; ++cell)
        if (open_cells_.has(cell) && board.candidates(cell) != 0)
            add_set([&](auto&& add) {
                for (int digit : digits_of(board.candidates(cell))) add(cell, digit);
            });
    for (std::size_t d = 0; d < 9; ++d)
        for (std::uint32_t units = open_[d]; units != 0; units &= units - 1) {
            const CellBits places = start_[d] & grid.units[static_cast<std::size_t>(std::countr_zero(units))];
            if (places.any())
                add_set(
                    [&](auto&& add) { for_each_cell(places, [&](int cell) { add(cell, static_cast<int>(d) + 1); }); });
        }
    places_first_.push_back(static_cast<int>(places_.size()));
    witnesses_.assign(words_, 0);
    witnessed_first_.assign(literals + 1, 0);
    for (int w : witness_of) {
        witnesses_[static_cast<std::size_t>(w) / 64] |= std::uint64_t{1} << (w % 64);
        ++witnessed_first_[static_cast<std::size_t>(w) + 1];
    }
    for (std::size_t i = 0; i < literals; ++i) witnessed_first_[i + 1] += witnessed_first_[i];
    witnessed_.resize(witness_of.size());
    thread_local std::vector<int> filled;
    filled.assign(witnessed_first_.begin(), witnessed_first_.end() - 1);
    for (std::size_t set = 0; set < witness_of.size(); ++set)
        witnessed_[static_cast<std::size_t>(filled[static_cast<std::size_t>(witness_of[set])]++)] =
            static_cast<int>(set);

    // Tarjan's components, iteratively; a component is complete after every component it reaches,
    // so its closure is its literals and theirs, and it holds only if they all do.
    component_.assign(literals, -1);
    holds_.reserve(literals);
    reach_.reserve(literals * words_);
    thread_local std::vector<int> index;
    thread_local std::vector<int> low;
    thread_local std::vector<int> stack;
    thread_local std::vector<unsigned char> on_stack;
    thread_local std::vector<std::pair<int, int>> calls;  // literal, its next edge
    index.assign(literals, -1);
    low.assign(literals, 0);
    on_stack.assign(literals, 0);
    stack.clear();
    calls.clear();
    int counter = 0;
    auto enter = [&](int v) {
        index[static_cast<std::size_t>(v)] = low[static_cast<std::size_t>(v)] = counter++;
        stack.push_back(v);
        on_stack[static_cast<std::size_t>(v)] = 1;
        calls.push_back({v, first[static_cast<std::size_t>(v)]});
    };
    auto close = [&](int root) {
        const auto id = holds_.size();
        reach_.resize(reach_.size() + words_, 0);
        std::uint64_t* reach = reach_.data() + id * words_;
        const std::size_t top = stack.size();
        std::size_t bottom = top;
        do {
            const int v = stack[--bottom];
            component_[static_cast<std::size_t>(v)] = static_cast<int>(id);
            on_stack[static_cast<std::size_t>(v)] = 0;
            reach[static_cast<std::size_t>(v) / 64] |= std::uint64_t{1} << (v % 64);
        } while (stack[bottom] != root);
        // A component that reaches one that clashes clashes too: its reach is never read. A
        // successor without successors of its own (most off-literals) reaches itself alone.
        bool holds = true;
        for (std::size_t i = bottom; i < top && holds; ++i) {
            const auto v = static_cast<std::size_t>(stack[i]);
            for (int e = first[v]; e < first[v + 1] && holds; ++e) {
                const auto w = static_cast<std::size_t>(next[static_cast<std::size_t>(e)]);
                const auto to = static_cast<std::size_t>(component_[w]);
                if (to == id) continue;
                holds = holds_[to] != 0;
                if (first[w] == first[w + 1]) {
                    reach[w / 64] |= std::uint64_t{1} << (w % 64);
                    continue;
                }
                const std::uint64_t* theirs = reach_.data() + to * words_;
                for (std::size_t word = 0; word < words_; ++word) reach[word] |= theirs[word];
            }
        }
        stack.resize(bottom);
        holds_.push_back(holds && !clashes(reach) ? 1 : 0);
    };
    for (std::size_t start = 0; start < literals; ++start) {
        if (index[start] >= 0) continue;
        enter(static_cast<int>(start));
        while (!calls.empty()) {
            const int v = calls.back().first;
            const auto at = static_cast<std::size_t>(v);
            if (calls.back().second < first[at + 1]) {
                const int w = next[static_cast<std::size_t>(calls.back().second++)];
                if (index[static_cast<std::size_t>(w)] < 0) enter(w);
                else if (on_stack[static_cast<std::size_t>(w)] != 0)
                    low[at] = std::min(low[at], index[static_cast<std::size_t>(w)]);
                continue;
            }
            if (low[at] == index[at]) close(v);
            calls.pop_back();
            if (!calls.empty()) {
                const auto caller = static_cast<std::size_t>(calls.back().first);
                low[caller] = std::min(low[caller], low[at]);
            }
        }
    }
}

bool StaticClosures::clashes(const std::uint64_t* reach) const {
    // A clash takes every place of a cell or unit: its witness among them first, then the rest.
    for (std::size_t w = 0; w < words_; ++w)
        for (std::uint64_t bits = reach[w] & witnesses_[w]; bits != 0; bits &= bits - 1) {
            const auto literal = 64 * w + static_cast<std::size_t>(std::countr_zero(bits));
            for (int k = witnessed_first_[literal]; k < witnessed_first_[literal + 1]; ++k) {
                const auto place = static_cast<std::size_t>(witnessed_[static_cast<std::size_t>(k)]);
                bool all = true;
                for (int m = places_first_[place]; m < places_first_[place + 1] && all; ++m) {
                    const auto other = static_cast<std::size_t>(places_[static_cast<std::size_t>(m)]);
                    all = (reach[other / 64] >> (other % 64) & 1) != 0;
                }
                if (all) return true;
            }
        }
    return false;
}

FactBits StaticClosures::facts(const Candidate& candidate, bool on) const {
    FactBits out;
    const std::uint64_t* reach = reach_.data() + component_of(candidate, on) * words_;
    for (std::size_t w = 0; w < words_; ++w)
        for (std::uint64_t bits = reach[w]; bits != 0; bits &= bits - 1) {
            const auto bit = 64 * w + static_cast<std::size_t>(std::countr_zero(bits));
            const Candidate& c = candidates_[bit / 2];
            out.add(c, (bit & 1) != 0);
        }
    (on ? out.on : out.off)[static_cast<std::size_t>(candidate.digit - 1)] &= ~CellBits::of(candidate.cell);
    return out;
}

}  // namespace sudoku::hints
