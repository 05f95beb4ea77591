#pragma once
// What follows from one assumption about a candidate, by singles alone: the forcing chains' engine.
// Assuming a candidate true (the cell's value) or false, it derives on a copy of the candidates
// every placement that naked and hidden singles force and every elimination those placements
// cause, remembering for each derived fact the facts it rests on, until nothing more follows or a
// cell or a unit's digit is left without a place.

#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/step.hpp"

namespace sudoku::hints {

/// How far the singles reach, as Sudoku Explainer's three kinds of forcing chain see the grid.
enum class Reach {
    Dynamic,      ///< every digit, naked and hidden singles in the grid as the assumption shrinks it
    OneDigit,     ///< the premise's digit alone, hidden singles only (SE's Nishio)
    Static,       ///< singles only where the original grid has two candidates or two places (SE's
                  ///< static multiple forcing chains, which follow the grid's strong links)
    DynamicPlus,  ///< Dynamic, and when singles run dry, the eliminations of locked candidates, hidden
                  ///< and naked pairs or X-Wings in the shrunk grid (SE's dynamic forcing chains (+))
};

/// Why a fact holds in a line of reasoning.
enum class Cause {
    Premise,       ///< assumed
    Placement,     ///< off: the cell or a peer took a value
    NakedSingle,   ///< on: the cell's last candidate
    HiddenSingle,  ///< on: the digit's last place in `unit`
    Pattern,       ///< off: a locked candidate, pair or X-Wing of the shrunk grid (Reach::DynamicPlus)
    Nested,        ///< off: a forcing chain's deduction on the shrunk grid (SE's nested chains)
};

/// What a forcing chain found on the grid as an assumption shrank it (Sudoku Explainer's nested
/// chains, 9.5 and up): its eliminations, the candidates of the unshrunk grid it needed gone (the
/// singles along it rest on them), and its complexity.
struct NestedDeduction {
    std::vector<Candidate> eliminations;
    std::vector<Candidate> rests_on;
    int complexity = 0;
};

/// The chains SE tries inside a line of reasoning once singles and patterns run dry: given the
/// unshrunk grid and the shrunk one, the deductions of the first rule that finds any.
using NestedRule = std::function<std::vector<NestedDeduction>(const Board& start, const Board& shrunk)>;

/// A derived fact: `candidate` is the cell's value (on) or is not (off).
struct Implication {
    Candidate candidate;
    bool on = false;
    Cause cause = Cause::Premise;
    int unit = -1;  ///< for a hidden single: where the digit had no other place
    int depth = 0;  ///< inferences from the premise on the longest path of its reasons
    int first = 0;  ///< its reasons: parents()[first, last) are trail indices
    int last = 0;
    int nested = -1;  ///< Cause::Nested: which of the assumption's nested deductions
};

/// The end of a line of reasoning that cannot hold: a cell without candidates, or a unit in which a
/// digit it lacks has no place left.
struct Clash {
    int cell = -1;             ///< the emptied cell, or -1
    int unit = -1;             ///< the unit without room, or -1
    int digit = 0;             ///< the digit without room (unit clash)
    std::vector<int> reasons;  ///< trail indices of the eliminations that caused it
};

/// One assumption's reasoning, kept to weigh its facts later without assuming it again: the trail,
/// the reasons' trail indices, and the complexity of each nested deduction in it.
struct KeptReasoning {
    std::vector<Implication> trail;
    std::vector<int> parents;
    std::vector<int> nested_complexity;
};

class Implications {
public:
    /// With a `nested` rule (Reach::DynamicPlus only), its deductions join a line of reasoning
    /// whenever singles and patterns run dry.
    explicit Implications(const Board& board, Reach reach = Reach::Dynamic, NestedRule nested = {});

    /// Forgets the previous assumption and derives everything that follows from this one.
    void assume(const Candidate& candidate, bool on);
    /// True when the eliminations an assumption makes at once leave no cell with one candidate and
    /// no unit with one place for a digit: then nothing more follows and no contradiction can, so
    /// a search for contradictions can skip it without assuming it.
    bool inert(const Candidate& candidate, bool on) const;

    const std::vector<Implication>& trail() const { return trail_; }
    std::span<const int> reasons(const Implication& fact) const {
        return std::span<const int>(parents_).subspan(static_cast<std::size_t>(fact.first),
                                                      static_cast<std::size_t>(fact.last - fact.first));
    }
    /// The contradiction the assumption led to, if any.
    const std::optional<Clash>& clash() const { return clash_; }
    /// The trail index of a fact, or -1 when it was not derived.
    int find(const Candidate& candidate, bool on) const;
    /// Every fact the given ones rest on, themselves included: trail indices in the order derived.
    std::vector<int> ancestry(std::span<const int> from) const;
    /// SE's complexity of what `from` rests on: its ancestry's size plus the complexity of each
    /// nested chain in it, counted once.
    int complexity(std::span<const int> from) const;
    /// The current assumption's reasoning, to keep.
    KeptReasoning kept() const { return {trail_, parents_, nested_complexity_}; }
    /// The same, into `into`'s storage (a search keeps hundreds, and reuses their room).
    void keep(KeptReasoning& into) const {
        into.trail.assign(trail_.begin(), trail_.end());
        into.parents.assign(parents_.begin(), parents_.end());
        into.nested_complexity.assign(nested_complexity_.begin(), nested_complexity_.end());
    }
    /// complexity() of facts of a kept assumption (`from`: indices in kept.trail).
    int complexity(const KeptReasoning& kept, std::span<const int> from) const;
    /// A number for every fact (candidate, on/off) of the board, below fact_count().
    int fact_id(const Candidate& candidate, bool on) const {
        return ((candidate.cell * side_ + candidate.digit - 1) << 1) | static_cast<int>(on);
    }
    int fact_count() const { return board_.cells() * side_ * 2; }

private:
    void derive(int cell, int digit, bool on, Cause cause, int unit, std::span<const int> reasons);
    void place(int index);
    void check(int index);
    /// Trail indices of the eliminations of `digit` from the original places of `unit` but `except`.
    void gather_unit(int unit, int digit, int except);
    void gather_cell(int cell, int except);
    /// Reach::DynamicPlus: derives what the first pattern rule that applies to the shrunk grid
    /// eliminates; false when none does.
    bool eliminate_by_pattern(const Board& grid);
    /// With a nested rule: derives what its chains find on the shrunk grid; false when nothing.
    bool eliminate_by_nested(const Board& grid);
    /// Calls visit(trail index) once for each fact `from` rests on, themselves included.
    template <class Visit>
    void walk_ancestry(std::span<const Implication> trail, std::span<const int> parents, std::span<const int> from,
                       Visit&& visit) const;
    std::vector<int> ancestry(std::span<const Implication> trail, std::span<const int> parents,
                              std::span<const int> from) const;
    int complexity(std::span<const Implication> trail, std::span<const int> parents,
                   std::span<const int> nested_complexity, std::span<const int> from) const;
    /// The grid as the assumption has shrunk it so far.
    Board shrunk() const;

    /// A cell's place in one of its units.
    struct Slot {
        int unit;
        Positions bit;
    };
    std::span<const Slot, 3> slots(int cell) const {
        return std::span<const Slot, 3>(slots_.data() + 3 * static_cast<std::size_t>(cell), 3);
    }

    const Board& board_;
    int side_;
    Reach reach_;
    std::vector<Slot> slots_;               // per cell: its row, column and box
    std::vector<Digits> start_candidates_;  // the board's, to start each assumption from
    std::vector<int> start_values_;
    std::vector<Positions> start_where_;
    std::vector<Digits> start_placed_;
    std::vector<Digits> candidates_;  // current, per cell (0 once placed)
    std::vector<int> values_;         // current, per cell
    std::vector<Positions> where_;    // current, per unit and digit
    std::vector<Digits> placed_;      // the digits placed in each unit
    std::vector<Implication> trail_;
    std::vector<int> parents_;
    std::vector<int> gathered_;
    NestedRule nested_;
    std::vector<int> nested_complexity_;  // per nested deduction of the current assumption
    std::optional<Clash> clash_;
    std::vector<int> stamp_;  // per fact id: the assumption number that derived it
    std::vector<int> index_;  // per fact id: its trail index, valid when stamp_ is current
    int assumption_ = 0;
    mutable std::vector<int> seen_;
    mutable int visit_ = 0;
    mutable std::vector<int> stack_;    // scratch of walk_ancestry
    mutable std::vector<int> counted_;  // scratch of complexity: the nested deductions met
};

}  // namespace sudoku::hints
