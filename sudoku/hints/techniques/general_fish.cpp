// The generalised fish search (HoDoKu's Franken and mutant fish), declared in fish.hpp: base sets
// by a recursion over the units that may be base sets, then cover sets chosen cell by cell — the
// first base cell not yet covered is either covered by one of its units or made a fin — so only
// cover sets that hold base cells are tried, and a fin that no cell can see with the others ends
// the branch at once. Siamese pairs are built here too, from any list of fish.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <map>
#include <optional>
#include <utility>

#include "sudoku/hints/techniques/digit_pattern_memo.hpp"
#include "sudoku/hints/techniques/digit_templates.hpp"
#include "sudoku/hints/techniques/fish.hpp"

namespace sudoku::hints {

namespace {

/// A set of cells of a grid of up to 64·W cells (W = 2 for a 9×9, 4 for a 16×16).
template <std::size_t W>
class CellWords {
public:
    static constexpr int kMostCells = 64 * static_cast<int>(W);

    void set(int cell) { words_[static_cast<std::size_t>(cell >> 6)] |= std::uint64_t{1} << (cell & 63); }
    void reset(int cell) { words_[static_cast<std::size_t>(cell >> 6)] &= ~(std::uint64_t{1} << (cell & 63)); }
    bool any() const {
        std::uint64_t joined = 0;  // no early exit: W is 2 or 4, and this stays inlined
        for (std::uint64_t w : words_) joined |= w;
        return joined != 0;
    }
    int count() const {
        int n = 0;
        for (std::uint64_t w : words_) n += std::popcount(w);
        return n;
    }
    /// The smallest cell, or -1.
    int first() const {
        for (std::size_t i = 0; i < words_.size(); ++i)
            if (words_[i] != 0) return static_cast<int>(i) * 64 + std::countr_zero(words_[i]);
        return -1;
    }
    /// Calls f(cell) for each cell, increasing.
    template <class F>
    void each(F f) const {
        for (std::size_t i = 0; i < words_.size(); ++i)
            for (std::uint64_t w = words_[i]; w != 0; w &= w - 1) f(static_cast<int>(i) * 64 + std::countr_zero(w));
    }
    std::vector<int> members() const {
        std::vector<int> cells;
        for (std::size_t i = 0; i < words_.size(); ++i)
            for (std::uint64_t w = words_[i]; w != 0; w &= w - 1)
                cells.push_back(static_cast<int>(i) * 64 + std::countr_zero(w));
        return cells;
    }
    CellWords operator&(const CellWords& other) const {
        return combine(other, [](auto a, auto b) { return a & b; });
    }
    CellWords operator|(const CellWords& other) const {
        return combine(other, [](auto a, auto b) { return a | b; });
    }
    CellWords operator-(const CellWords& other) const {
        return combine(other, [](auto a, auto b) { return a & ~b; });
    }
    bool intersects(const CellWords& other) const { return (*this & other).any(); }
    const std::array<std::uint64_t, W>& words() const { return words_; }

private:
    std::array<std::uint64_t, W> words_{};

    template <class Op>
    CellWords combine(const CellWords& other, Op op) const {
        CellWords result;
        for (std::size_t i = 0; i < words_.size(); ++i) result.words_[i] = op(words_[i], other.words_[i]);
        return result;
    }
};

using UnitMask = std::uint64_t;  // units of a grid up to 16×16 (48 units)

constexpr int kRow = 0, kColumn = 1, kBox = 2;

template <std::size_t W>
class GeneralFishSearch {
public:
    using CellSet = CellWords<W>;

    GeneralFishSearch(const Board& board, FishShape shape, int size, bool finned, StepSink& sink,
                      const std::function<bool(const Fish&)>& found)
        : board_(board), shape_(shape), size_(size), finned_(finned), sink_(sink), found_(found) {}

    void run() {
        const int side = board_.side();
        if (board_.cells() > CellSet::kMostCells || shape_ == FishShape::Basic) return;
        peers_.assign(static_cast<std::size_t>(board_.cells()), CellSet{});
        for (int cell = 0; cell < board_.cells(); ++cell) {
            const std::array<int, 3> units{board_.row_unit(board_.row(cell)), board_.column_unit(board_.column(cell)),
                                           board_.box_unit(board_.box_of(cell))};
            cell_units_.push_back(units);
            cell_unit_masks_.push_back(UnitMask{1} << units[0] | UnitMask{1} << units[1] | UnitMask{1} << units[2]);
        }
        for (int a = 0; a < board_.cells(); ++a)
            for (int b = 0; b < board_.cells(); ++b)
                if (board_.sees(a, b)) peers_[static_cast<std::size_t>(a)].set(b);
        unit_cells_.assign(static_cast<std::size_t>(3 * side), CellSet{});
        for (digit_ = 1; digit_ <= side; ++digit_) {
            digit_cells_ = CellSet{};
            for (int unit = 0; unit < 3 * side; ++unit) {
                CellSet& cells = unit_cells_[static_cast<std::size_t>(unit)];
                cells = CellSet{};
                for (int i : positions_of(board_.where(unit, digit_))) cells.set(board_.unit_cell(unit, i));
                digit_cells_ = digit_cells_ | cells;
            }
            const std::uint64_t settings = static_cast<std::uint64_t>(shape_) | static_cast<std::uint64_t>(size_) << 2 |
                                           static_cast<std::uint64_t>(finned_) << 6 |
                                           static_cast<std::uint64_t>(side) << 8;
            const std::optional<DigitPatternMemo::Key> key =
                DigitPatternMemo::key(board_, digit_, DigitPatternMemo::Search::GeneralFish, settings);
            DigitPatternMemo& memo = DigitPatternMemo::of_this_thread();
            if (key && memo.contains(*key)) continue;
            if (!templates::FittingDigits::of(board_).pattern_may_remove(digit_)) {  // nothing a fish could remove
                if (key) memo.insert(*key);
                continue;
            }
            reported_ = 0;
            // Franken: rows and boxes against columns and boxes, then the reverse; mutant: any units.
            const bool mutant = shape_ == FishShape::Mutant;
            for (int direction = 0; direction < (mutant ? 1 : 2); ++direction) {
                const int line = direction == 0 ? kRow : kColumn;
                const int cross = direction == 0 ? kColumn : kRow;
                base_units_.clear();
                cover_allowed_ = 0;
                for (int unit = 0; unit < 3 * side; ++unit) {
                    const int kind = unit / side;
                    const CellSet& cells = unit_cells_[static_cast<std::size_t>(unit)];
                    if (!cells.any()) continue;
                    if ((mutant || kind == line || kind == kBox) && (finned_ || cells.count() <= size_))
                        base_units_.push_back(unit);
                    if (mutant || kind == cross || kind == kBox) cover_allowed_ |= UnitMask{1} << unit;
                }
                if (!choose_base(0, CellSet{}, CellSet{})) return;
            }
            if (key && reported_ == 0 && !sink_.stopped()) memo.insert(*key);
        }
    }

private:
    const Board& board_;
    FishShape shape_;
    int size_;
    bool finned_;
    StepSink& sink_;
    const std::function<bool(const Fish&)>& found_;
    std::vector<CellSet> peers_;                  // per cell: the cells it sees
    std::vector<std::array<int, 3>> cell_units_;  // per cell: its row, column and box
    std::vector<UnitMask> cell_unit_masks_;       // the same as a set
    std::vector<CellSet> unit_cells_;             // per unit: its cells holding the digit
    CellSet digit_cells_;
    int digit_ = 0;
    int reported_ = 0;             // fish found on the digit
    std::vector<int> base_units_;  // the units that may be base sets
    UnitMask cover_allowed_ = 0;   // the units that may be cover sets
    std::vector<int> base_;        // the chosen base sets
    std::vector<int> cover_;       // the chosen cover sets
    UnitMask base_mask_ = 0;
    UnitMask cover_mask_ = 0;
    CellSet base_cells_;
    CellSet endo_fins_;

    const CellSet& cells_of(int unit) const { return unit_cells_[static_cast<std::size_t>(unit)]; }
    const std::array<int, 3>& units_of(int cell) const { return cell_units_[static_cast<std::size_t>(cell)]; }
    UnitMask unit_mask_of(int cell) const { return cell_unit_masks_[static_cast<std::size_t>(cell)]; }
    CellSet sight_of(const CellSet& cells) const {
        CellSet sight = digit_cells_;
        cells.each([&](int cell) { sight = sight & peers_[static_cast<std::size_t>(cell)]; });
        return sight;
    }

    /// False once the caller wants no more fish.
    bool choose_base(std::size_t start, const CellSet& cells, const CellSet& endo) {
        if (static_cast<int>(base_.size()) == size_) return choose_cover(cells, endo);
        for (std::size_t i = start; i < base_units_.size(); ++i) {
            if (base_.size() < 2 && sink_.stopped()) return false;  // a limit: polled in the outer two levels
            const int unit = base_units_[i];
            const CellSet overlap = cells & cells_of(unit);
            CellSet new_endo = endo;
            if (overlap.any()) {  // endo fins: only for finned fish, two at most, seen together by some cell
                new_endo = endo | overlap;
                if (!finned_ || new_endo.count() > kMostEndoFins || !sight_of(new_endo).any()) continue;
            }
            base_.push_back(unit);
            base_mask_ |= UnitMask{1} << unit;
            // More base sets only add cells to cover: prune once these need too many covers and fins.
            const CellSet joined = cells | cells_of(unit);
            const bool may_work = needed(joined - new_endo, 0) <= size_ + (finned_ ? kMostFins - new_endo.count() : 0);
            const bool go_on = !may_work || choose_base(i + 1, joined, new_endo);
            base_mask_ &= ~(UnitMask{1} << unit);
            base_.pop_back();
            if (!go_on) return false;
        }
        return true;
    }

    bool choose_cover(const CellSet& cells, const CellSet& endo) {
        base_cells_ = cells;
        endo_fins_ = endo;
        return cover(cells - endo, CellSet{}, CellSet{}, endo, sight_of(endo), 0);
    }

    UnitMask open_covers(UnitMask forbidden) const { return cover_allowed_ & ~base_mask_ & ~cover_mask_ & ~forbidden; }

    /// A lower bound on the covers and fins the cells still need: cells no open cover holds two of.
    int needed(const CellSet& todo, UnitMask forbidden) const {
        const UnitMask open = open_covers(forbidden);
        int count = 0;
        CellSet rest = todo;
        for (int cell = rest.first(); cell >= 0; cell = rest.first()) {
            ++count;
            rest.reset(cell);
            for (UnitMask units = open & unit_mask_of(cell); units != 0; units &= units - 1)
                rest = rest - cells_of(std::countr_zero(units));
        }
        return count;
    }

    /// Whether the cells still to decide may be covered by `covers` more cover sets and up to `fins`
    /// more fins: a cell that no cell of the digit sees together with the fins must be covered.
    bool bound_holds(const CellSet& todo, const CellSet& sight, bool any_fins, UnitMask forbidden, int covers,
                     int fins) const {
        CellSet must_cover = todo;
        int may_be_fins = 0;
        if (fins > 0 && !any_fins) {
            must_cover = CellSet{};  // before the first fin every cell may be one
            may_be_fins = todo.count();
        } else if (fins > 0) {
            todo.each([&](int cell) {
                if (sight.intersects(peers_[static_cast<std::size_t>(cell)])) ++may_be_fins, must_cover.reset(cell);
            });
        }
        if (covers == 0) return !must_cover.any() && may_be_fins <= fins;
        if (must_cover.any() && needed(must_cover, forbidden) > covers) return false;
        return may_be_fins == 0 || needed(todo, forbidden) <= covers + std::min(fins, may_be_fins);
    }

    /// `todo`: base cells neither covered nor fins yet; `twice`: cells in two cover sets; `sight`:
    /// the digit's cells that see every fin; `forbidden`: the units through a fin (not cover sets).
    bool cover(CellSet todo, const CellSet& covered, const CellSet& twice, const CellSet& fins, const CellSet& sight,
               UnitMask forbidden) {
        todo = todo - covered;
        const int used = static_cast<int>(cover_.size());
        const int fins_left = finned_ ? kMostFins - fins.count() : 0;
        if (!todo.any())
            return used == size_ ? report(covered, twice, fins, sight)
                                 : extra(covered, twice, fins, sight, forbidden, 0);
        if (!bound_holds(todo, sight, fins.any(), forbidden, size_ - used, fins_left)) return true;
        // The cell with the fewest open cover sets first (none: it must be a fin).
        const UnitMask open = used == size_ ? 0 : open_covers(forbidden);
        int cell = -1;
        int fewest = 4;
        todo.each([&](int candidate) {
            const int options = std::popcount(open & unit_mask_of(candidate));
            if (options < fewest) fewest = options, cell = candidate;
        });
        for (int unit : units_of(cell)) {
            if ((open >> unit & 1) == 0) continue;
            cover_.push_back(unit);
            cover_mask_ |= UnitMask{1} << unit;
            const bool go_on =
                cover(todo, covered | cells_of(unit), twice | (covered & cells_of(unit)), fins, sight, forbidden);
            cover_mask_ &= ~(UnitMask{1} << unit);
            cover_.pop_back();
            if (!go_on) return false;
        }
        if (fins_left == 0) return true;
        const CellSet new_sight = sight & peers_[static_cast<std::size_t>(cell)];
        if (!new_sight.any()) return true;
        CellSet new_fins = fins;
        new_fins.set(cell);
        const UnitMask through = forbidden | unit_mask_of(cell);
        todo.reset(cell);
        return cover(todo, covered, twice, new_fins, new_sight, through);
    }

    /// Every base cell is covered or a fin with fewer cover sets than base sets: the rest of the
    /// cover sets are any other units holding base cells, as HoDoKu takes them.
    bool extra(const CellSet& covered, const CellSet& twice, const CellSet& fins, const CellSet& sight,
               UnitMask forbidden, int from) {
        if (static_cast<int>(cover_.size()) == size_) return report(covered, twice, fins, sight);
        for (int unit = from; unit < 3 * board_.side(); ++unit) {
            if ((open_covers(forbidden) >> unit & 1) == 0 || !cells_of(unit).intersects(base_cells_)) continue;
            cover_.push_back(unit);
            cover_mask_ |= UnitMask{1} << unit;
            const bool go_on =
                extra(covered | cells_of(unit), twice | (covered & cells_of(unit)), fins, sight, forbidden, unit + 1);
            cover_mask_ &= ~(UnitMask{1} << unit);
            cover_.pop_back();
            if (!go_on) return false;
        }
        return true;
    }

    FishShape shape_of() const {
        const auto kinds = [&](const std::vector<int>& units) {
            int mask = 0;
            for (int unit : units) mask |= 1 << (unit / board_.side());
            return mask;
        };
        const int base = kinds(base_);
        const int cover = kinds(cover_);
        constexpr int rows = 1 << kRow, columns = 1 << kColumn, boxes = 1 << kBox;
        if ((base == rows && cover == columns) || (base == columns && cover == rows)) return FishShape::Basic;
        const auto lines_with_boxes = [&](int mask, int line) { return mask == line || mask == (line | boxes); };
        if ((lines_with_boxes(base, rows) && lines_with_boxes(cover, columns)) ||
            (lines_with_boxes(base, columns) && lines_with_boxes(cover, rows)))
            return FishShape::Franken;
        return FishShape::Mutant;
    }

    bool report(const CellSet& covered, const CellSet& twice, const CellSet& fins, const CellSet& sight) {
        if (finned_ != fins.any()) return true;
        if (!(((covered - base_cells_) | twice) & sight).intersects(digit_cells_)) return true;
        if (shape_of() != shape_) return true;
        ++reported_;
        Fish fish{.digit = digit_, .base = base_, .cover = cover_};
        std::sort(fish.base.begin(), fish.base.end());
        std::sort(fish.cover.begin(), fish.cover.end());
        fish.body = (base_cells_ - fins).members();
        fish.fins = (fins - endo_fins_).members();
        fish.endo_fins = endo_fins_.members();
        return found_(fish);
    }
};

}  // namespace

void for_each_general_fish(const Board& board, FishShape shape, int size, bool finned, StepSink& sink,
                           const std::function<bool(const Fish&)>& found) {
    if (board.cells() <= CellWords<2>::kMostCells) GeneralFishSearch<2>(board, shape, size, finned, sink, found).run();
    else GeneralFishSearch<4>(board, shape, size, finned, sink, found).run();
}

void for_each_siamese_pair(const Board& board, const std::vector<Fish>& fishes,
                           const std::function<bool(const Fish&, const Fish&)>& found) {
    // One fish per digit, base and cover sets (a search may meet one twice), with its eliminations.
    std::map<std::pair<int, std::pair<std::vector<int>, std::vector<int>>>, const Fish*> distinct;
    for (const Fish& fish : fishes)
        distinct.emplace(std::make_pair(fish.digit, std::make_pair(fish.base, fish.cover)), &fish);
    std::vector<std::pair<const Fish*, std::vector<Candidate>>> list;
    for (const auto& [key, fish] : distinct) list.emplace_back(fish, fish_eliminations(board, *fish));
    for (std::size_t i = 0; i < list.size(); ++i) {
        for (std::size_t j = i + 1; j < list.size(); ++j) {
            const Fish& a = *list[i].first;
            const Fish& b = *list[j].first;
            if (a.digit != b.digit || a.base != b.base) continue;
            // HoDoKu: different when the first eliminations differ
            if (list[i].second.empty() || list[j].second.empty() || list[i].second.front() == list[j].second.front())
                continue;
            if (!found(a, b)) return;  // the map's order: a's cover sets come first
        }
    }
}

}  // namespace sudoku::hints
