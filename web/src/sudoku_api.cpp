#include "web/src/sudoku_api.hpp"

#include <chrono>
#include <stdexcept>

#include "csp/search/option_table.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/backends/bitboard.hpp"
#include "sudoku/format.hpp"
#include "sudoku/generator/generator.hpp"
#include "sudoku/generator/option_table.hpp"
#include "sudoku/hints/board.hpp"
#include "sudoku/hints/candidate_grid.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/hint_level.hpp"
#include "sudoku/hints/path.hpp"
#include "sudoku/hints/policy.hpp"
#include "sudoku/logic/pencil_marks.hpp"
#include "web/src/bundled.hpp"
#include "web/src/options.hpp"
#include "web/src/run.hpp"

namespace web {

namespace {

constexpr std::uint64_t kSudokuTimeLimitMs = 60'000;
/// count() stops at this many: a page asks whether a puzzle is unique, not for an enumeration.
constexpr std::uint64_t kMaxCount = 10'000;

std::string one_line(const sudoku::Grid& grid) {
    std::string text = sudoku::to_string(grid, sudoku::Format::Line);
    while (!text.empty() && text.back() == '\n') text.pop_back();
    return text;
}

/// Answers cross in the one-line form (digits, then letters: 35 symbols), so the page's grids go up
/// to 25×25; a bigger one is refused before any search rather than when its answer is written.
constexpr int kMaxBox = 5;

void check_size(const sudoku::Grid& grid) {
    if (grid.box() > kMaxBox)
        throw InputError("grids go up to 25×25 here, this one is " + std::to_string(grid.side()) + "×" +
                         std::to_string(grid.side()));
}

sudoku::Grid parse_puzzle(const std::string& text) {
    if (sudoku::hints::looks_like_candidate_grid(text))
        throw InputError("this is a pencil-mark grid: Hint reads one, Solve, Count and Generate take a puzzle");
    sudoku::Grid grid = sudoku::parse(text, "puzzle");
    check_size(grid);
    return grid;
}

/// The position a hint starts from: a puzzle's givens placed, or a pasted pencil-mark grid (what
/// `sudoku hint --candidates` prints, or HoDoKu's), as the tool and Python read it.
sudoku::PencilMarks parse_position(const std::string& text) {
    if (!sudoku::hints::looks_like_candidate_grid(text)) {
        const sudoku::Grid puzzle = parse_puzzle(text);
        if (const auto why = sudoku::hints::unsupported_size(puzzle.box())) throw InputError(*why);
        if (const auto conflict = sudoku::find_conflict(puzzle))
            throw InputError("the givens clash: " + conflict->describe(puzzle.geometry()));
        return sudoku::PencilMarks(puzzle);
    }
    sudoku::hints::CandidatePosition position = sudoku::hints::parse_candidate_grid(text, "pencil marks");
    check_size(position.values);
    return std::move(position.marks);
}

/// nodeLimit and timeLimit (seconds; or timeLimitMs) by the rows of csp::search_limit_table().
csp::SearchLimits limits(const json& options) {
    csp::SearchLimits out;
    out.time_limit = std::chrono::milliseconds(kSudokuTimeLimitMs);
    apply_options(csp::search_limit_table(), out, with_former_spellings(options));
    return out;
}

json candidates_json(const sudoku::hints::Board& board) {
    auto out = json::array();
    for (int cell = 0; cell < board.cells(); ++cell) {
        auto digits = json::array();
        for (int d = 1; d <= board.side(); ++d)
            if (board.has(cell, d)) digits.push_back(d);
        out.push_back(digits);
    }
    return out;
}

json candidate_list(const std::vector<sudoku::hints::Candidate>& list) {
    auto out = json::array();
    for (const auto& c : list) out.push_back({{"cell", c.cell}, {"digit", c.digit}});
    return out;
}

}  // namespace

json sudoku_backends() {
    auto out = json::array();
    for (std::string_view name : sudoku::backend_names()) {
        json entry{{"name", name}, {"description", sudoku::find_backend(name).description()}};
        // Which copy of its search this build runs (simd128 in the browser build).
        if (name == "bitboard") entry["vectors"] = to_string(sudoku::detail::bitboard_fastest_path());
        out.push_back(std::move(entry));
    }
    return out;
}

json sudoku_bundled() {
    auto out = json::array();
    for (const BundledPuzzle& p : bundled_puzzles())
        out.push_back({{"name", p.name}, {"size", p.grid.side()}, {"puzzle", one_line(p.grid)}});
    return out;
}

json sudoku_parse(const std::string& text) {
    if (sudoku::hints::looks_like_candidate_grid(text)) {
        const sudoku::PencilMarks marks = parse_position(text);
        return {{"size", marks.side()},
                {"box", marks.box()},
                {"cells", marks.grid().values()},
                {"candidates", candidates_json(sudoku::hints::Board(marks))}};
    }
    const sudoku::Grid grid = parse_puzzle(text);
    return {{"size", grid.side()}, {"box", grid.box()}, {"cells", grid.values()}};
}

json sudoku_solve(const std::string& text, const json& options) {
    check_keys(options, "sudoku.solve", {"backend", "first", "timeLimit", "timeLimitMs", "nodeLimit"});
    const sudoku::Grid puzzle = parse_puzzle(text);
    sudoku::SolveOptions solve;
    solve.backend = string_option(options, "backend", "auto");
    const bool first = bool_option(options, "first", false);
    solve.max_solutions = first ? 1 : 2;
    solve.limits = limits(options);
    const auto start = std::chrono::steady_clock::now();
    const sudoku::SolveResult result = sudoku::solve(puzzle, solve);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    json out{
        {"status", status_name(result.status)},
        {"solution", result.solutions.empty() ? json(nullptr) : json(one_line(result.solutions.front()))},
        {"stats",
         {{"nodes", result.stats.nodes}, {"backtracks", result.stats.backtracks}, {"checks", result.stats.checks}}},
        {"backendUsed", result.backend},
        {"timeMs", ms}};
    for (const auto& [name, value] : result.counters) out["stats"][name] = value;
    if (!first && result.complete) out["unique"] = result.unique();
    return out;
}

json sudoku_count(const std::string& text, const json& options) {
    check_keys(options, "sudoku.count", {"max", "backend", "timeLimit", "timeLimitMs", "nodeLimit"});
    const sudoku::Grid puzzle = parse_puzzle(text);
    sudoku::SolveOptions solve;
    solve.backend = string_option(options, "backend", "auto");
    const std::uint64_t max = count_option(options, "max", 2);
    if (max < 1 || max > kMaxCount) throw InputError("max must be in 1.." + std::to_string(kMaxCount));
    solve.max_solutions = static_cast<std::size_t>(max);
    solve.keep_solutions = false;  // a count: memory does not grow with it
    solve.limits = limits(options);
    const sudoku::SolveResult result = sudoku::solve(puzzle, solve);
    return {{"count", result.solution_count}, {"complete", result.complete}};
}

json sudoku_generate(const json& options) {
    // The generator table's rows (symmetry, seMin, seMax) and the options of their own.
    std::vector<std::string> keys = option_keys(sudoku::generator_option_table());
    for (const char* key : {"box", "seed", "difficulty", "hardestTechnique", "timeLimit", "timeLimitMs"})
        keys.emplace_back(key);
    check_keys(options, "sudoku.generate", keys);
    const std::uint64_t box = count_option(options, "box", 3);
    if (box < 2 || box > kMaxBox) throw InputError("box: from 2 (4×4) to 5 (25×25), got " + std::to_string(box));
    sudoku::GeneratorOptions generate;
    generate.seed = count_option(options, "seed", 0);
    const std::string difficulty = string_option(options, "difficulty", "");
    if (!difficulty.empty()) {
        generate.difficulty = sudoku::hints::level_from_string(difficulty);
        if (!generate.difficulty)
            throw InputError("unknown difficulty '" + difficulty +
                             "' (expected easy, medium, hard, unfair or extreme)");
    }
    apply_options(sudoku::generator_option_table(), generate, options);
    const std::string hardest = string_option(options, "hardestTechnique", "");
    if (!hardest.empty()) generate.hardest_technique = sudoku::hints::parse_technique(hardest);
    generate.time_limit = limits(options).time_limit;
    sudoku::check_options(static_cast<int>(box), generate, csp::camel_spelling);  // names seMin, …
    const sudoku::GeneratedPuzzle made = sudoku::generate(static_cast<int>(box), generate);
    json out{{"puzzle", one_line(made.puzzle)}, {"solution", one_line(made.solution)}, {"matches", made.matches}};
    if (made.rating) {
        out["grade"] = sudoku::hints::to_string(made.rating->level);
        if (made.rating->solved) out["se"] = made.rating->se;
        if (made.rating->hardest) out["hardest"] = sudoku::hints::to_string(*made.rating->hardest);
    }
    return out;
}

json sudoku_hint(const std::string& text, const json& options) {
    check_keys(options, "sudoku.hint", {"level", "compact"});
    sudoku::hints::HintLevel level = sudoku::hints::HintLevel::Full;
    try {
        level = sudoku::hints::hint_level_from_string(string_option(options, "level", "full"));
    } catch (const std::invalid_argument& e) {
        throw InputError(std::string("level: ") + e.what());
    }
    const bool compact = bool_option(options, "compact", false);
    const bool pencil_marks = sudoku::hints::looks_like_candidate_grid(text);
    const sudoku::PencilMarks marks = parse_position(text);
    const auto none = [](const char* why, const std::string& reason) {
        return json{{"none", why}, {"reason", reason}};
    };
    if (marks.grid().complete()) return none("full", "the grid is full");
    if (sudoku::hints::contradictory(marks))
        return none("contradiction",
                    "the candidates contradict each other: a cell or a digit of a unit has no place left");
    // The rule of every front end: no hint for a position with no solution or several.
    const sudoku::hints::PositionCheck check = sudoku::hints::check_position(marks, sudoku::hints::Uniqueness::Auto);
    if (check.refusal) return none(check.solutions == 0 ? "unsolvable" : "several", *check.refusal);
    const sudoku::hints::Board board(marks, check.unique);
    const auto step = sudoku::hints::next_step(board);
    if (!step) return none("stuck", "no technique this tool knows applies (Solve still finds the answer by search)");
    // As much as `sudoku hint --level` gives away: the technique, then where, then the step.
    json out{{"technique", sudoku::hints::to_string(step->technique)},
             {"title", sudoku::hints::info(step->technique).title},
             {"level", sudoku::hints::to_string(level)},
             {"sentence", sudoku::hints::hint_text(*step, level, marks.side(), compact)},
             {"candidates", candidates_json(board)}};
    if (level == sudoku::hints::HintLevel::Vague) return out;
    auto units = json::array();
    for (const int unit : step->units) units.push_back(sudoku::hints::unit_text(unit, marks.side()));
    out["units"] = units;
    out["cells"] = sudoku::hints::pattern_cells(*step);
    if (level == sudoku::hints::HintLevel::Cells) return out;
    out["placements"] = candidate_list(step->placements);
    out["eliminations"] = candidate_list(step->eliminations);
    if (pencil_marks) {  // the position after the step, for the page to apply as it was pasted
        sudoku::PencilMarks after = marks;
        sudoku::hints::apply(*step, after);
        out["after"] = sudoku::hints::candidate_grid(after);
    }
    return out;
}

}  // namespace web
