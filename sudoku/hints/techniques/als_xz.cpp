// ALS-XZ. An almost locked set (ALS) is n unsolved cells of one unit holding n+1 digits between
// them: should it lose any one digit, the others are locked in it. Two ALS A and B with a
// restricted common digit x (every x of A sees every x of B, none in a cell they share) cannot
// both hold x, so one of them is locked on its other digits: any other common digit z then lies in
// A or B, and a cell seeing every z of both loses z. With two restricted commons (doubly linked)
// each set lacks exactly one of them, so every other digit of A is locked in A (and of B in B),
// and both commons, like every common digit, leave the cells seeing all their places in A and B.
// Sets may overlap, as in HoDoKu, as long as no restricted common lies in the overlap.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

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
    /// The cells in every set of `in` and in none of `out`.
    template <class Out>
    void cells_of(std::initializer_list<std::size_t> in, std::initializer_list<std::size_t> out, Out&& found) const {
        for (std::size_t i = 0; i < words_; ++i) {
            Word w = ~Word{0};
            for (std::size_t set : in) w &= pool_[set + i];
            for (std::size_t set : out) w &= ~pool_[set + i];
            for (; w != 0; w &= w - 1) found(static_cast<int>(i * 64) + std::countr_zero(w));
        }
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
};

/// The largest ALS looked for: every size on 9×9 (as HoDoKu), four cells on larger grids.
int max_als_size(const Board& board) { return board.side() <= 9 ? board.side() - 1 : 4; }

/// Every ALS of the position, each cell set once.
std::vector<Als> collect_alses(const Board& board) {
    std::vector<Als> found;
    const int max_size = max_als_size(board);
    for (int unit = 0; unit < 3 * board.side(); ++unit) {
        std::vector<int> open;
        for (int cell : board.geometry().unit(unit))
            if (board.value(cell) == 0) open.push_back(cell);
        std::vector<int> chosen;
        auto recurse = [&](auto&& self, std::size_t start, Digits digits) -> void {
            for (std::size_t i = start; i < open.size(); ++i) {
                const Digits joined = digits | board.candidates(open[i]);
                if (std::popcount(joined) > max_size + 1) continue;
                chosen.push_back(open[i]);
                if (std::popcount(joined) == static_cast<int>(chosen.size()) + 1) {
                    Als als{.cells = chosen, .digits = joined, .unit = unit};
                    std::sort(als.cells.begin(), als.cells.end());
                    found.push_back(std::move(als));
                }
                if (static_cast<int>(chosen.size()) < max_size) self(self, i + 1, joined);
                chosen.pop_back();
            }
        };
        recurse(recurse, 0, 0);
    }
    std::stable_sort(found.begin(), found.end(), [](const Als& x, const Als& y) { return x.cells < y.cells; });
    found.erase(std::unique(found.begin(), found.end(), [](const Als& x, const Als& y) { return x.cells == y.cells; }),
                found.end());
    return found;
}

class AlsXzSearch {
public:
    AlsXzSearch(const Board& board, StepSink& sink) : board_(board), sink_(sink), sets_(board.cells()) {
        const int side = board.side();
        empty_ = sets_.make();
        for (int cell = 0; cell < board.cells(); ++cell) {
            peers_.push_back(sets_.make());
            for (int peer : board.geometry().peers(cell)) sets_.add(peers_.back(), peer);
        }
        for (int digit = 1; digit <= side; ++digit) {
            holding_.push_back(sets_.make());
            for (int cell = 0; cell < board.cells(); ++cell)
                if (board.has(cell, digit)) sets_.add(holding_.back(), cell);
        }
        alses_ = collect_alses(board);
        for (Als& als : alses_) {
            als.all = sets_.make();
            for (int cell : als.cells) sets_.add(als.all, cell);
            als.places.assign(static_cast<std::size_t>(side), empty_);
            als.seeing.assign(static_cast<std::size_t>(side), empty_);
            for (int digit : digits_of(als.digits)) {
                const std::size_t places = sets_.make();
                const std::size_t seeing = sets_.make();
                bool first = true;
                for (int cell : als.cells) {
                    if (!board.has(cell, digit)) continue;
                    sets_.add(places, cell);
                    if (first) sets_.copy(seeing, peers_[static_cast<std::size_t>(cell)]);
                    else sets_.intersect(seeing, peers_[static_cast<std::size_t>(cell)]);
                    first = false;
                }
                als.places[static_cast<std::size_t>(digit - 1)] = places;
                als.seeing[static_cast<std::size_t>(digit - 1)] = seeing;
            }
        }
    }

    void run() {
        for (std::size_t i = 0; i < alses_.size(); ++i) {
            if (sink_.stopped()) return;
            for (std::size_t j = i + 1; j < alses_.size(); ++j)
                if (!check(alses_[i], alses_[j])) return;
        }
    }

private:
    const Board& board_;
    StepSink& sink_;
    CellSets sets_;
    std::size_t empty_ = 0;
    std::vector<std::size_t> peers_;    ///< per cell
    std::vector<std::size_t> holding_;  ///< per digit: the cells holding it
    std::vector<Als> alses_;
    std::vector<Candidate> found_;  ///< the eliminations of the pair being checked

    static std::size_t at(const std::vector<std::size_t>& per_digit, int digit) {
        return per_digit[static_cast<std::size_t>(digit - 1)];
    }

    /// x is a restricted common: every x of A sees every x of B, and none lies in a cell both share.
    bool restricted(const Als& a, const Als& b, int x) const {
        return sets_.subset(at(a.places, x), at(b.seeing, x)) && sets_.disjoint(at(a.places, x), b.all) &&
               sets_.disjoint(at(b.places, x), a.all);
    }

    bool check(const Als& a, const Als& b) {
        const Digits common = a.digits & b.digits;
        if (std::popcount(common) < 2) return true;  // x and z
        Digits links = 0;
        for (Digits rest = common; rest != 0; rest &= rest - 1) {
            const int x = std::countr_zero(rest) + 1;
            if (restricted(a, b, x)) links |= Digits{1} << (x - 1);
        }
        if (links == 0) return true;
        if (std::popcount(links) > 2) links &= links - 1;  // cannot happen in a valid position; keep two
        const bool doubly = std::popcount(links) == 2;
        found_.clear();
        // Every common digit but a lone restricted common lies in A or B.
        for (int z : digits_of(doubly ? common : common & ~links))
            sets_.cells_of({at(a.seeing, z), at(b.seeing, z), at(holding_, z)}, {a.all, b.all}, [&](int cell) {
                found_.push_back({cell, z});
            });
        if (doubly)
            for (const Als* locked : {&a, &b})
                for (int digit : digits_of(locked->digits & ~links))
                    sets_.cells_of({at(locked->seeing, digit), at(holding_, digit)}, {a.all, b.all}, [&](int cell) {
                        found_.push_back({cell, digit});
                    });
        if (found_.empty()) return true;
        Step step{.technique = Technique::AlsXz, .eliminations = found_, .units = {a.unit, b.unit}};
        for (const auto& [als, role] : {std::pair{&a, Role::ColorA}, std::pair{&b, Role::ColorB}})
            for (int cell : als->cells)
                for (int digit : digits_of(board_.candidates(cell)))
                    if (!std::any_of(step.marks.begin(), step.marks.end(), [&](const Mark& m) {
                            return m.candidate == Candidate{cell, digit};
                        }))
                        step.marks.push_back({{cell, digit}, role});
        for (int x : digits_of(links))
            step.chain.push_back(
                {.from_cells = places_of(a, x), .from_digit = x, .to_cells = places_of(b, x), .to_digit = x});
        step.reason = reason(a, b, digits_of(links), step);
        return sink_.add(std::move(step));
    }

    std::vector<int> places_of(const Als& als, int digit) const {
        std::vector<int> cells;
        for (int cell : als.cells)
            if (board_.has(cell, digit)) cells.push_back(cell);
        return cells;
    }

    std::string name(const Als& als) const {
        return cells_text(als.cells, board_.side()) + " " + board_.digits_text(digits_of(als.digits)) + " in " +
               board_.unit_name(als.unit);
    }

    std::string reason(const Als& a, const Als& b, const std::vector<int>& commons, const Step& step) const {
        const std::string sets = "almost locked sets A = " + name(a) + " and B = " + name(b);
        if (commons.size() == 2) {
            const std::string x1 = board_.digit_name(commons[0]);
            const std::string x2 = board_.digit_name(commons[1]);
            return "ALS-XZ, doubly linked: " + sets + "; the " + x1 + "s and the " + x2 +
                   "s of A all see those of B, so each set lacks exactly one of " + x1 + " and " + x2 +
                   " and holds all its other digits: a cell seeing every place of such a digit in its set, or "
                   "every place of a common digit in both, loses it";
        }
        std::vector<int> removed;
        for (const Candidate& c : step.eliminations) removed.push_back(c.digit);
        std::sort(removed.begin(), removed.end());
        removed.erase(std::unique(removed.begin(), removed.end()), removed.end());
        const std::string x = board_.digit_name(commons.front());
        const std::string z = removed.size() == 1 ? board_.digit_name(removed[0]) + " lies"
                                                  : "each of " + board_.digits_text(removed) + " lies";
        return "ALS-XZ: " + sets + "; every " + x + " of A sees every " + x + " of B, so one set lacks " + x +
               " and holds all its other digits; either way " + z +
               " in A or B, so a cell seeing all its places in both loses it";
    }
};

}  // namespace

void find_als_xz(const Board& board, StepSink& sink) { AlsXzSearch(board, sink).run(); }

}  // namespace sudoku::hints
