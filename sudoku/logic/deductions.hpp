#pragma once
/// Human-style Sudoku deduction on pencil marks, usable without search (by tests and a difficulty
/// grader) and by the `rules` backend, which guesses only when the rules are stuck.
///
/// The rules, cheapest first (the order a person learns them; their "preemptive sets" are the
/// subsets, J. F. Crook, "A pencil-and-paper algorithm for solving Sudoku puzzles", Notices of the
/// AMS 56(4), 2009):
///  - naked single: a cell with one candidate gets that value;
///  - hidden single: a value with one possible cell in a unit goes there;
///  - pointing: a value whose candidates in a box lie in one row (column) leaves the rest of that line;
///  - box-line: a value whose candidates in a row (column) lie in one box leaves the rest of that box;
///  - naked subset: k cells of a unit whose candidates together are k values: those values leave the
///    unit's other cells (pairs, triples, quads for k = 2, 3, 4);
///  - hidden subset: k values of a unit confined to k cells: those cells lose every other candidate.
/// Placing a value always removes it from the cell's peers; that is part of placing, not a rule.

#include <array>
#include <cstdint>
#include <string_view>

#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku {

enum class Rule { NakedSingle, HiddenSingle, NakedSubset, HiddenSubset, Pointing, BoxLine };
inline constexpr int kRuleCount = 6;
/// The counter name: "naked singles", "hidden singles", "naked subsets", "hidden subsets",
/// "pointing", "box-line".
std::string_view to_string(Rule rule);

/// Which rules deduce() may use. Every rule is on by default.
struct RuleSet {
    bool naked_singles = true;
    bool hidden_singles = true;
    bool naked_subsets = true;
    bool hidden_subsets = true;
    bool pointing = true;
    bool box_line = true;
    int max_subset_size = 4;  ///< subsets of 2..max_subset_size cells (values) are looked for

    static RuleSet none() {
        return {.naked_singles = false,
                .hidden_singles = false,
                .naked_subsets = false,
                .hidden_subsets = false,
                .pointing = false,
                .box_line = false};
    }
    static RuleSet only(Rule rule) { return none().with(rule, true); }
    static RuleSet singles() { return none().with(Rule::NakedSingle, true).with(Rule::HiddenSingle, true); }
    bool enabled(Rule rule) const;
    /// A copy with `rule` switched on or off.
    RuleSet with(Rule rule, bool on) const;
};

enum class Deduction {
    Solved,         ///< every cell placed (a valid grid)
    Stuck,          ///< no enabled rule makes progress
    Contradiction,  ///< a cell without candidates, or a unit with no room for a value
};
std::string_view to_string(Deduction deduction);

struct DeduceResult {
    Deduction outcome = Deduction::Stuck;
    /// Per Rule (indexed by its enum value): placements for the singles; for the other rules, each
    /// unit (box/line pair, subset) where the rule removed at least one candidate.
    std::array<std::uint64_t, kRuleCount> fired{};
    std::uint64_t eliminations = 0;  ///< candidates removed, except the other values of a cell being placed

    std::uint64_t count(Rule rule) const { return fired[static_cast<std::size_t>(rule)]; }
};

/// Applies the enabled rules to a fixpoint, cheapest first: naked singles until none is left, then
/// the first of hidden singles, pointing, box-line, naked pairs, hidden pairs, naked triples, hidden
/// triples, … that makes progress, then back to the naked singles. `marks` is left at the fixpoint.
DeduceResult deduce(PencilMarks& marks, const RuleSet& rules = {});

}  // namespace sudoku
