#pragma once
/// A step of logical solving as plain data: what it places or eliminates, what it rests on, and a
/// sentence for people. The finder fills it; the tool, the playground and the bindings show it.

#include <cstddef>
#include <string>
#include <vector>

#include "csp/base/search_limits.hpp"
#include "sudoku/hints/technique.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::hints {

/// Digit `digit` (1..N) in cell `cell` (0..N²-1).
struct Candidate {
    int cell = 0;
    int digit = 0;
    auto operator<=>(const Candidate&) const = default;
};

/// How a candidate takes part in a step, for pictures: the pattern, a fin, or one of the two
/// colours (the "on" and "off" ends of a chain's links; colouring's two colours).
enum class Role { Pattern, Fin, ColorA, ColorB };

struct Mark {
    Candidate candidate;
    Role role = Role::Pattern;
    auto operator<=>(const Mark&) const = default;
};

/// One link of a chain: from a candidate (or a group of cells with one digit) to the next.
/// Strong: not both false; weak: not both true.
struct Link {
    std::vector<int> from_cells;
    int from_digit = 0;
    std::vector<int> to_cells;
    int to_digit = 0;
    bool strong = false;
    bool operator==(const Link&) const = default;
};

struct Step {
    Technique technique = Technique::FullHouse;
    std::vector<Candidate> placements;    ///< values to place, sorted
    std::vector<Candidate> eliminations;  ///< candidates to remove, sorted
    std::vector<int> units;               ///< the units the reasoning looks at (base and cover sets)
    std::vector<Mark> marks;              ///< the candidates it rests on
    std::vector<Link> chain;              ///< for chains and loops: the links in order
    /// For Sudoku Explainer's forcing chains: the facts the step rests on, counted once in each of
    /// its lines of reasoning (SE's "complexity", which its length adjustment rates); 0 otherwise.
    int complexity = 0;
    /// Why, in words, written by the technique: "hidden single, 7 fits nowhere else in row 3".
    std::string reason;
    /// The effect and the reason, made by StepSink::add: "r3c5=7: hidden single, 7 fits nowhere
    /// else in row 3".
    std::string explanation;

    bool does_something() const { return !placements.empty() || !eliminations.empty(); }
};

/// HoDoKu's settings that change what a technique finds, off by default as there (its path, and so
/// `grade`, runs without them).
struct FinderOptions {
    /// Grouped nice loops and grouped AICs may pass through almost locked sets (HoDoKu's "allow
    /// ALS in chains"; its regression library's variants 0709-2, 0710-3/4 and 0711-3/4 need it).
    bool als_nodes = false;
};

/// Where a technique puts the steps it finds. A finder stops looking once add() returns false, and
/// asks stopped() in its outer loops, so a time limit or Ctrl-C is seen during a long search.
class StepSink {
public:
    /// Keeps up to `limit` steps; a step that neither places nor eliminates is dropped. `guard`
    /// (not owned; may be null) holds the limits of the whole call.
    explicit StepSink(int side, std::size_t limit = 1, csp::LimitGuard* guard = nullptr, FinderOptions options = {})
        : side_(side), limit_(limit), guard_(guard), options_(options) {}
    /// Sorts the step's placements and eliminations (and drops duplicates), writes its
    /// explanation, and keeps it unless another kept step of the same technique has the same
    /// effect. `side` names the cells. False once the sink is full.
    bool add(Step step);
    bool full() const { return steps_.size() >= limit_; }
    std::size_t limit() const { return limit_; }
    /// True once the guard's time limit or stop request is reached (cheap: the guard reads the
    /// clock only now and then); a finder then returns what it has.
    bool stopped() { return guard_ != nullptr && guard_->exceeded(0); }
    csp::LimitGuard* guard() const { return guard_; }
    const FinderOptions& options() const { return options_; }
    const std::vector<Step>& steps() const { return steps_; }
    std::vector<Step> take() { return std::move(steps_); }

private:
    int side_;
    std::size_t limit_;
    csp::LimitGuard* guard_;
    FinderOptions options_;
    std::vector<Step> steps_;
};

/// Applies a step to pencil marks: places its values (each removes itself from the peers) and
/// removes its eliminations. Throws std::invalid_argument when a placement is not a candidate.
void apply(const Step& step, PencilMarks& marks);

/// "r3c6<>4" and "r3c6=4", as HoDoKu and most forums write them; a digit above 9 as the grid
/// shows it ("r1c6=C" on a 16×16: sudoku::value_name).
std::string elimination_name(const Candidate& candidate, int side);
std::string placement_name(const Candidate& candidate, int side);
/// What a step does: "r3c5=7", or its eliminations grouped by cell: "r1c3<>3,7, r1c4<>3".
std::string effect_text(const Step& step, int side);
/// "row 3", "column 5", "box 7" (units numbered rows, columns, then boxes, from 0).
std::string unit_text(int unit, int side);
/// "r1c2, r1c5".
std::string cells_text(const std::vector<int>& cells, int side);
/// "{3,7}" for digits 3 and 7; "{A,C}" for 10 and 12 on a 16×16.
std::string digits_text(const std::vector<int>& digits, int side);

}  // namespace sudoku::hints
