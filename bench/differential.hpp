#pragma once
/// Differential testing of the Sudoku backends: random puzzles of four kinds are solved by every
/// backend and every model of the csp backend, each asked for two solutions, and the answers must
/// agree on none / unique / multiple while every solution passes the independent validator.
/// Backends share no search code (propagation engine, dancing links, conflict vectors, rules,
/// best-first), so a bug in one shows up as a disagreement with the others.
/// Shared by bench/differential.cpp (long runs) and tests/sudoku/differential_test.cpp (CI).

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "csp/base/random.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/generator/generator.hpp"
#include "sudoku/grid.hpp"

namespace sudoku::differential {

/// How a puzzle was made, which also says what its answer must be.
enum class Kind {
    Generated,  ///< by the generator: exactly one solution
    Blanked,    ///< a random valid grid with cells blanked: at least one solution (that grid)
    Clash,      ///< a blanked grid plus a given equal to a peer's: no solution, found without search
    Altered,    ///< a blanked grid with one given changed to a value no peer holds: usually no
                ///< solution, but the search must prove it (any answer is possible)
};
inline constexpr Kind kKinds[] = {Kind::Generated, Kind::Blanked, Kind::Clash, Kind::Altered};

inline std::string_view to_string(Kind kind) {
    switch (kind) {
        case Kind::Generated: return "generated";
        case Kind::Blanked: return "blanked";
        case Kind::Clash: return "clash";
        case Kind::Altered: return "altered";
    }
    return "?";
}

/// One answer, as decided from a search for two solutions.
enum class Verdict { None, Unique, Multiple, Limit };

inline std::string_view to_string(Verdict verdict) {
    switch (verdict) {
        case Verdict::None: return "none";
        case Verdict::Unique: return "unique";
        case Verdict::Multiple: return "multiple";
        case Verdict::Limit: return "limit";
    }
    return "?";
}

struct Case {
    Grid puzzle;
    Kind kind = Kind::Blanked;
};

/// A random grid with a random share of its cells blanked. Larger grids keep more givens, so plain
/// backtracking (one of the contenders) finishes in milliseconds rather than hours.
inline Grid blanked_grid(int box, csp::Random& random) {
    Grid grid = random_solution(box, random.next());
    const int cells = grid.cells();
    // Blank 25–75% of a 4×4 or 9×9, 20–60% of a 16×16, 15–45% of a 25×25.
    const int low = box <= 3 ? 25 : box == 4 ? 20 : 15;
    const int span = box <= 3 ? 50 : box == 4 ? 40 : 30;
    const auto percent = low + static_cast<int>(random.below(static_cast<std::uint64_t>(span) + 1));
    std::vector<int> order(static_cast<std::size_t>(cells));
    for (int i = 0; i < cells; ++i) order[static_cast<std::size_t>(i)] = i;
    random.shuffle(std::span<int>(order));
    for (int k = 0; k < cells * percent / 100; ++k) grid.set(order[static_cast<std::size_t>(k)], 0);
    return grid;
}

/// A given and a blank peer of it, or {-1, -1} when the grid has none (a full or empty grid).
inline std::pair<int, int> given_with_blank_peer(const Grid& grid, csp::Random& random) {
    const Geometry& geometry = grid.geometry();
    const int cells = grid.cells();
    const auto start = static_cast<int>(random.below(static_cast<std::uint64_t>(cells)));
    for (int k = 0; k < cells; ++k) {
        const int cell = (start + k) % cells;
        if (grid[cell] == 0) continue;
        for (int peer : geometry.peers(cell))
            if (grid[peer] == 0) return {cell, peer};
    }
    return {-1, -1};
}

inline int grid_cells(int box) { return box * box * box * box; }

/// The puzzle of kind `kind`, box size `box`, from `seed` (the same on every platform).
inline Case make_case(int box, Kind kind, std::uint64_t seed) {
    csp::Random random(seed);
    if (kind == Kind::Generated) {
        // Minimal 16×16 and 25×25 puzzles can keep the weaker contenders (pairwise ≠, plain
        // backtracking) searching for minutes: clue removal stops at 55% / 60% of the cells there,
        // leaving puzzles that are unique but not minimal.
        GeneratorOptions options{.seed = random.next()};
        if (box == 4) options.clues = grid_cells(box) * 55 / 100;
        if (box >= 5) options.clues = grid_cells(box) * 60 / 100;
        return {generate(box, options).puzzle, kind};
    }
    Grid grid = blanked_grid(box, random);
    if (kind == Kind::Clash) {
        if (const auto [given, peer] = given_with_blank_peer(grid, random); given >= 0) grid.set(peer, grid[given]);
    } else if (kind == Kind::Altered) {
        const Geometry& geometry = grid.geometry();
        for (int attempt = 0; attempt < grid.cells(); ++attempt) {
            const auto cell = static_cast<int>(random.below(static_cast<std::uint64_t>(grid.cells())));
            if (grid[cell] == 0) continue;
            std::vector<bool> seen(static_cast<std::size_t>(grid.side()) + 1);
            for (int peer : geometry.peers(cell)) seen[static_cast<std::size_t>(grid[peer])] = true;
            std::vector<int> free;
            for (int v = 1; v <= grid.side(); ++v)
                if (v != grid[cell] && !seen[static_cast<std::size_t>(v)]) free.push_back(v);
            if (free.empty()) continue;
            grid.set(cell, free[random.below(free.size())]);
            break;
        }
    }
    return {grid, kind};
}

/// A solver under test: a backend, or the csp backend with one model.
struct Contender {
    std::string name;
    SolveOptions options;
};

/// Every backend, and the csp backend with the binary model and all-different at each strength;
/// each asked for two solutions within `time_limit` (0 = none).
inline std::vector<Contender> contenders(std::chrono::milliseconds time_limit) {
    std::vector<Contender> list;
    auto add = [&](std::string name, SolveOptions options) {
        options.max_solutions = 2;
        options.limits.time_limit = time_limit;
        list.push_back({std::move(name), options});
    };
    add("csp/binary", {.backend = "csp", .model = Model::Binary});
    for (std::string_view strength : csp::all_different_strength_names())
        add("csp/alldiff-" + std::string(strength), {.backend = "csp",
                                                     .model = Model::AllDifferent,
                                                     .strength = csp::all_different_strength_from_string(strength)});
    for (std::string_view backend : backend_names())  // `auto` only hands puzzles to csp and sat
        if (backend != "csp" && backend != "auto") add(std::string(backend), {.backend = std::string(backend)});
    return list;
}

/// What one contender answered, and what was wrong with the answer on its own ("" = nothing).
struct Answer {
    Verdict verdict = Verdict::Limit;
    std::string error;
    double seconds = 0;  ///< wall time of the solve
};

/// The verdict of a result, after checking it is well-formed: every solution valid (by the
/// independent validator), two solutions distinct, the status matching the solutions found.
inline Answer judge(const Grid& puzzle, const SolveResult& r) {
    Answer answer;
    for (const Grid& solution : r.solutions)
        if (std::string why = solution_error(puzzle, solution); !why.empty()) {
            answer.error = "invalid solution: " + why;
            return answer;
        }
    if (r.solutions.size() > 2) answer.error = "more than the 2 solutions asked for";
    else if (r.solutions.size() == 2 && r.solutions[0] == r.solutions[1]) answer.error = "the same solution twice";
    else if (r.status == csp::Status::Unsatisfiable && !r.solutions.empty())
        answer.error = "unsatisfiable with a solution";
    else if (r.status == csp::Status::Satisfied && r.solutions.empty()) answer.error = "satisfied without a solution";
    if (!answer.error.empty()) return answer;
    if (r.solutions.size() == 2) answer.verdict = Verdict::Multiple;
    else if (r.status == csp::Status::LimitReached) answer.verdict = Verdict::Limit;
    else answer.verdict = r.solutions.empty() ? Verdict::None : Verdict::Unique;
    return answer;
}

/// The outcome of one case over all contenders.
struct Outcome {
    Verdict verdict = Verdict::Limit;  ///< the agreed answer (Limit when every contender hit its limit)
    std::vector<Answer> answers;       ///< per contender, in contenders() order
    int limits = 0;                    ///< contenders stopped by the time limit
    std::string failure;  ///< empty when all agree, the verdict fits the kind and all answers are well-formed
};

inline Outcome run_case(const Case& c, const std::vector<Contender>& list) {
    Outcome outcome;
    for (const Contender& contender : list) {
        const auto start = std::chrono::steady_clock::now();
        const SolveResult result = solve(c.puzzle, contender.options);
        Answer answer = judge(c.puzzle, result);
        answer.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!answer.error.empty() && outcome.failure.empty()) outcome.failure = contender.name + ": " + answer.error;
        if (answer.verdict == Verdict::Limit) {
            ++outcome.limits;
        } else if (outcome.verdict == Verdict::Limit) {
            outcome.verdict = answer.verdict;
        } else if (answer.verdict != outcome.verdict && outcome.failure.empty()) {
            outcome.failure = "backends disagree";
        }
        outcome.answers.push_back(std::move(answer));
    }
    if (outcome.failure.empty() && outcome.verdict != Verdict::Limit) {
        const bool fits = c.kind == Kind::Generated ? outcome.verdict == Verdict::Unique
                          : c.kind == Kind::Blanked ? outcome.verdict != Verdict::None
                          : c.kind == Kind::Clash   ? outcome.verdict == Verdict::None
                                                    : true;
        if (!fits)
            outcome.failure =
                "a " + std::string(to_string(c.kind)) + " puzzle cannot be " + std::string(to_string(outcome.verdict));
    }
    return outcome;
}

/// A report of a failed case: the puzzle (one-line up to 35×35) and every contender's answer.
inline std::string describe(const Case& c, const std::vector<Contender>& list, const Outcome& outcome) {
    std::string text = std::string(to_string(c.kind)) + " " + std::to_string(c.puzzle.side()) + "x" +
                       std::to_string(c.puzzle.side()) + " puzzle: " + outcome.failure + "\n";
    text += to_string(c.puzzle, c.puzzle.side() <= 35 ? Format::Line : Format::Grid);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Answer& a = outcome.answers[i];
        text += "  " + list[i].name + ": " + std::string(to_string(a.verdict)) +
                (a.error.empty() ? "" : " (" + a.error + ")") + "\n";
    }
    return text;
}

}  // namespace sudoku::differential
