#include "sudoku/generator/generator.hpp"

#include <algorithm>
#include <numeric>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>

#include "csp/base/enum_names.hpp"
#include "csp/base/option_rule.hpp"
#include "csp/base/random.hpp"
#include "sudoku/backends/backend.hpp"

namespace sudoku {

namespace {

using Clock = std::chrono::steady_clock;

/// "mirror", the former name of "vertical", comes last: to_string gives the first name of a value.
constexpr csp::detail::NameTable<Symmetry, 11> kSymmetryNames = {
    {Symmetry::None, "none"},
    {Symmetry::Rotational, "rotational"},
    {Symmetry::Rotational90, "rotational-90"},
    {Symmetry::Vertical, "vertical"},
    {Symmetry::Horizontal, "horizontal"},
    {Symmetry::Orthogonal, "orthogonal"},
    {Symmetry::Diagonal, "diagonal"},
    {Symmetry::AntiDiagonal, "anti-diagonal"},
    {Symmetry::BiDiagonal, "bi-diagonal"},
    {Symmetry::Full, "full"},
    {Symmetry::Vertical, "mirror"},
};

/// Search nodes allowed to one randomized fill before it restarts with another seed: filling an
/// empty 16×16 grid takes about 256 nodes when it goes well, and a run that goes astray can take
/// very long (heavy-tailed run times, Gomes, Selman and Kautz 1998), so restarts are cheaper.
constexpr std::uint64_t kFillNodeLimit = 20000;
constexpr int kFillRestarts = 100;

// ---------------------------------------------------------------------------------------------
// Complete grids

std::vector<int> random_permutation(int size, csp::Random& random) {
    std::vector<int> items(static_cast<std::size_t>(size));
    std::iota(items.begin(), items.end(), 0);
    random.shuffle(std::span<int>(items));
    return items;
}

/// A random order of the N rows (or columns) that keeps each band (stack) together: the bands in
/// random order, and the lines of each band in random order.
std::vector<int> band_preserving_order(int box, csp::Random& random) {
    std::vector<int> lines;
    lines.reserve(static_cast<std::size_t>(box * box));
    for (const int band : random_permutation(box, random))
        for (const int line : random_permutation(box, random)) lines.push_back(band * box + line);
    return lines;
}

Grid shuffled_pattern(int box, csp::Random& random) {
    const int side = box * box;
    const std::vector<int> rows = band_preserving_order(box, random);
    const std::vector<int> columns = band_preserving_order(box, random);
    const std::vector<int> values = random_permutation(side, random);
    const bool transpose = random.below(2) == 1;
    std::vector<int> cells(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
    for (int r = 0; r < side; ++r) {
        for (int c = 0; c < side; ++c) {
            int pr = rows[static_cast<std::size_t>(r)];
            int pc = columns[static_cast<std::size_t>(c)];
            if (transpose) std::swap(pr, pc);
            // Row pr is row 0 shifted by pr·n + ⌊pr/n⌋: the shifts differ across a column and
            // across the rows of a band by multiples of n, so columns and boxes hold every value.
            const int pattern = (pr * box + pr / box + pc) % side;
            cells[static_cast<std::size_t>(r * side + c)] = values[static_cast<std::size_t>(pattern)] + 1;
        }
    }
    return Grid(box, std::move(cells));
}

Grid search_fill(int box, std::uint64_t seed) {
    const Grid empty(box);
    const Backend& backend = find_backend("csp");
    for (int restart = 0; restart < kFillRestarts; ++restart) {
        SolveOptions options{.backend = "csp", .max_solutions = 1};
        options.search.value_order = csp::ValueOrder::Random;
        options.search.seed = derive_seed(seed, static_cast<std::uint64_t>(restart));
        options.limits.node_limit = kFillNodeLimit;
        // Pinned, not the backend's size default: the grids of a seed must not change with it.
        options.strength = csp::AllDifferentStrength::Hidden;
        SolveResult result = backend.solve(empty, options);
        if (!result.solutions.empty()) return std::move(result.solutions.front());
    }
    csp::Random random(seed);  // not seen in practice; still a valid, seeded grid
    return shuffled_pattern(box, random);
}

// ---------------------------------------------------------------------------------------------
// Clue removal

/// When to give up: a deadline and a cancellation flag.
class Stopper {
public:
    Stopper(std::chrono::milliseconds limit, const std::atomic<bool>* cancel, const csp::StopRequest* stop_request)
        : deadline_(limit.count() > 0 ? Clock::now() + limit : Clock::time_point::max()) {
        stop_.cancel = cancel;
        stop_.stop_request = stop_request;
    }

    bool due() const {
        if (stop_.stop_requested()) return true;
        return deadline_ != Clock::time_point::max() && Clock::now() >= deadline_;
    }
    /// Limits for one search that end it at the deadline.
    csp::SearchLimits limits() const {
        csp::SearchLimits limits = stop_;
        if (deadline_ != Clock::time_point::max()) {
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline_ - Clock::now());
            limits.time_limit = std::max(left, std::chrono::milliseconds(1));
        }
        return limits;
    }

private:
    Clock::time_point deadline_;
    csp::SearchLimits stop_;  ///< the cancel flag and the stop request only
};

struct Removal {
    Grid puzzle;
    bool complete = false;  ///< every group was tried
    bool stopped = false;   ///< the Stopper ended it
    std::uint64_t searches = 0;
    std::uint64_t quick_checks = 0;
};

/// Removes clues from a complete grid while the puzzle keeps one solution. Before searching, it
/// tries a local proof: if each removed cell is forced again by a naked or hidden single, the
/// puzzle still determines the grid. That settles most of the early removals in O(N) instead of a
/// search, which is what keeps large grids affordable. The searches look for a second solution
/// only (check_other_solution) when the backend takes exclusions.
/// What a removal must keep the puzzle within, besides one solution (the top of generator.hpp).
struct Ceiling {
    std::optional<hints::Level> level;                 ///< below extreme: rates_at_most
    std::optional<hints::TechniqueSet> se_techniques;  ///< rates_within, with se_max
    double se_max = 0;

    bool any() const { return level || se_techniques; }
    /// The step finder decides, and its path proves one solution too.
    bool holds(const Grid& puzzle, const csp::SearchLimits& stops) const {
        if (level && !rates_at_most(puzzle, *level, stops)) return false;
        return !se_techniques || rates_within(puzzle, *se_techniques, se_max, stops);
    }
};

Ceiling ceiling_of(const GeneratorOptions& options) {
    Ceiling ceiling;
    // Extreme is the top grade: any puzzle with one solution is within it, so no ceiling.
    if (options.difficulty != hints::Level::Extreme) ceiling.level = options.difficulty;
    if (options.se_max > 0 || options.hardest_technique) {
        ceiling.se_techniques = se_techniques_up_to(options.se_max, options.hardest_technique);
        ceiling.se_max = options.se_max;
    }
    return ceiling;
}

class ClueRemover {
public:
    /// With a ceiling, a removal is kept only while the puzzle stays within it.
    ClueRemover(const Grid& solution, const Backend& backend, const Stopper& stopper, const Ceiling& ceiling)
        : g_(solution.geometry()),
          side_(solution.side()),
          solution_(solution),
          puzzle_(solution),
          present_(static_cast<std::size_t>(g_.num_units() * side_), 1),
          backend_(backend),
          stopper_(stopper),
          ceiling_(ceiling) {}

    /// Visits the groups in `order`; stops when at most `target` givens are left (target > 0).
    Removal run(std::span<const std::vector<int>> groups, std::span<const int> order, int target) {
        Removal out{.puzzle = Grid(g_.box())};
        int givens = g_.cells();
        std::size_t done = 0;
        for (; done < order.size(); ++done) {
            if (target > 0 && givens <= target) break;
            if (stopper_.due()) {
                out.stopped = true;
                break;
            }
            const std::vector<int>& group = groups[static_cast<std::size_t>(order[done])];
            for (const int cell : group) clear(cell);
            if (ceiling_.any()) {
                if (ceiling_.holds(puzzle_, stopper_.limits())) {
                    givens -= static_cast<int>(group.size());
                } else {
                    for (const int cell : group) restore(cell);
                }
                continue;
            }
            if (forced(group)) {
                ++out.quick_checks;
                givens -= static_cast<int>(group.size());
                continue;
            }
            const Check check = backend_.takes_exclusions() ? check_other_solution(group, out) : check_count(out);
            if (check == Check::Unique) {
                givens -= static_cast<int>(group.size());
                continue;
            }
            for (const int cell : group) restore(cell);
            if (check == Check::Stopped) {
                out.stopped = true;
                break;
            }
        }
        out.complete = done == order.size();
        out.puzzle = puzzle_;
        return out;
    }

private:
    enum class Check { Unique, NotUnique, Stopped };

    /// Counts the solutions of the puzzle up to two.
    Check check_count(Removal& out) {
        ++out.searches;
        const SolveOptions options{
            .backend = std::string(backend_.name()), .max_solutions = 2, .limits = stopper_.limits()};
        const SolveResult result = backend_.solve(puzzle_, options);
        if (result.unique()) return Check::Unique;
        return result.status == csp::Status::LimitReached ? Check::Stopped : Check::NotUnique;
    }

    /// Looks only for a solution other than solution_. The puzzle before the group was cleared had
    /// solution_ as its only solution, so another solution now must differ from it in a cell of the
    /// group: one search per cell i of the group, with cell i's solution value excluded and the
    /// cells before it restored, each stopping at its first solution. Compared with counting to
    /// two, this skips finding solution_ again and the part of the tree that re-proves the old
    /// puzzle's uniqueness. The search is guided towards solution_ (SolveOptions::guide): a second
    /// solution often differs from it in a few cells only, and guessing its values first reaches
    /// those sooner (docs/experiments.md#guided-uniqueness-checks).
    Check check_other_solution(const std::vector<int>& group, Removal& out) {
        Check check = Check::Unique;
        std::size_t i = 0;
        for (; i < group.size() && check == Check::Unique; ++i) {
            if (i > 0) restore(group[i - 1]);
            ++out.searches;
            const int cell = group[i];
            SolveOptions options{.backend = std::string(backend_.name()),
                                 .max_solutions = 1,
                                 .excluded = {{.cell = cell, .value = solution_[cell]}},
                                 .guide = &solution_,
                                 .limits = stopper_.limits()};
            const SolveResult result = backend_.solve(puzzle_, options);
            if (result.status == csp::Status::LimitReached) check = Check::Stopped;
            else if (result.status == csp::Status::Satisfied) check = Check::NotUnique;
        }
        for (std::size_t k = 0; k + 1 < i; ++k) clear(group[k]);  // group[i - 1] was never restored
        return check;
    }

    int unit_value(int unit, int value) const { return unit * side_ + value - 1; }
    void clear(int cell) {
        for (const int u : g_.units_of(cell)) present_[static_cast<std::size_t>(unit_value(u, solution_[cell]))] = 0;
        puzzle_.set(cell, 0);
    }
    void restore(int cell) {
        for (const int u : g_.units_of(cell)) present_[static_cast<std::size_t>(unit_value(u, solution_[cell]))] = 1;
        puzzle_.set(cell, solution_[cell]);
    }
    /// `value` is a given in a unit of `cell`.
    bool blocked(int cell, int value) const {
        for (const int u : g_.units_of(cell))
            if (present_[static_cast<std::size_t>(unit_value(u, value))]) return true;
        return false;
    }

    /// The empty `cell` must hold its solution value: every other value is a given among its peers
    /// (naked single), or no other empty cell of one of its units can take it (hidden single).
    bool single(int cell) const {
        const int value = solution_[cell];
        bool naked = true;
        for (int other = 1; other <= side_ && naked; ++other) naked = other == value || blocked(cell, other);
        if (naked) return true;
        for (const int u : g_.units_of(cell)) {
            bool hidden = true;
            for (const int peer : g_.unit(u)) {
                if (peer != cell && puzzle_[peer] == 0 && !blocked(peer, value)) {
                    hidden = false;
                    break;
                }
            }
            if (hidden) return true;
        }
        return false;
    }

    /// Every cell of the (just cleared) group is forced back in turn: the first with all of them
    /// empty, the next with the first restored, and so on. The group stays cleared either way.
    bool forced(const std::vector<int>& group) {
        std::size_t restored = 0;
        while (restored < group.size() && single(group[restored])) restore(group[restored++]);
        for (std::size_t i = 0; i < restored; ++i) clear(group[i]);
        return restored == group.size();
    }

    const Geometry& g_;
    int side_;
    const Grid& solution_;
    Grid puzzle_;
    std::vector<char> present_;  ///< [unit·N + value − 1]: the value is a given in the unit
    const Backend& backend_;
    const Stopper& stopper_;
    const Ceiling& ceiling_;
};

}  // namespace

std::string_view to_string(Symmetry symmetry) { return csp::detail::name_of(symmetry, kSymmetryNames); }
Symmetry symmetry_from_string(std::string_view name) { return csp::detail::value_of(name, kSymmetryNames, "symmetry"); }
std::vector<std::string_view> symmetry_names() { return csp::detail::names_of(kSymmetryNames); }

std::vector<std::vector<int>> symmetry_groups(int box, Symmetry symmetry) {
    const Geometry& g = Geometry::of(box);
    const int last = g.side() - 1;
    // The symmetries that generate the group: a cell's group is what they reach from it.
    enum class Map { Rotate180, Rotate90, Vertical, Horizontal, Diagonal, AntiDiagonal };
    auto image = [&](Map map, int cell) {
        const int r = g.row(cell);
        const int c = g.column(cell);
        switch (map) {
            case Map::Rotate180: return g.cell(last - r, last - c);
            case Map::Rotate90: return g.cell(c, last - r);
            case Map::Vertical: return g.cell(r, last - c);
            case Map::Horizontal: return g.cell(last - r, c);
            case Map::Diagonal: return g.cell(c, r);
            case Map::AntiDiagonal: return g.cell(last - c, last - r);
        }
        return cell;
    };
    std::vector<Map> maps;
    switch (symmetry) {
        case Symmetry::None: break;
        case Symmetry::Rotational: maps = {Map::Rotate180}; break;
        case Symmetry::Rotational90: maps = {Map::Rotate90}; break;
        case Symmetry::Vertical: maps = {Map::Vertical}; break;
        case Symmetry::Horizontal: maps = {Map::Horizontal}; break;
        case Symmetry::Orthogonal: maps = {Map::Vertical, Map::Horizontal}; break;
        case Symmetry::Diagonal: maps = {Map::Diagonal}; break;
        case Symmetry::AntiDiagonal: maps = {Map::AntiDiagonal}; break;
        case Symmetry::BiDiagonal: maps = {Map::Diagonal, Map::AntiDiagonal}; break;
        case Symmetry::Full: maps = {Map::Rotate90, Map::Vertical}; break;
    }
    std::vector<std::vector<int>> groups;
    std::vector<char> grouped(static_cast<std::size_t>(g.cells()), 0);
    for (int cell = 0; cell < g.cells(); ++cell) {
        if (grouped[static_cast<std::size_t>(cell)]) continue;
        // The first cell not yet grouped is the smallest of its group, so groups come in order.
        std::vector<int> group{cell};
        grouped[static_cast<std::size_t>(cell)] = 1;
        for (std::size_t i = 0; i < group.size(); ++i)
            for (const Map map : maps)
                if (const int next = image(map, group[i]); !grouped[static_cast<std::size_t>(next)]) {
                    grouped[static_cast<std::size_t>(next)] = 1;
                    group.push_back(next);
                }
        std::sort(group.begin(), group.end());
        groups.push_back(std::move(group));
    }
    return groups;
}

std::string_view default_check_backend(int box) {
    if (box <= 2) return "backtrack";
    if (box == 3) return "dlx";
    return box == 5 ? "sat" : "rules";
}

std::chrono::milliseconds default_time_limit(int box) {
    return box >= 5 ? std::chrono::seconds(60) : std::chrono::milliseconds(0);
}

int min_clues(int box) {
    if (box == 3) return 17;
    if (box == 2) return 4;
    return box * box - 1;
}

std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t index) {
    // SplitMix64 advances its state by a constant per output, so the index-th output is one step
    // from the state seed + index·γ.
    return csp::Random(seed + index * 0x9e3779b97f4a7c15ull).next();
}

Grid random_solution(int box, std::uint64_t seed) {
    Geometry::of(box);  // throws for a box size out of range
    if (box <= kSearchFillMaxBox) return search_fill(box, seed);
    csp::Random random(seed);
    return shuffled_pattern(box, random);
}

std::string requested_puzzle(const GeneratorOptions& options) {
    std::string wanted;
    if (options.difficulty) wanted = std::string(hints::to_string(*options.difficulty)) + " ";
    wanted += "puzzle";
    if (options.se_min > 0 && options.se_max > 0)
        wanted += " with SE " + csp::real_text(options.se_min) + " to " + csp::real_text(options.se_max);
    else if (options.se_min > 0) wanted += " with SE at least " + csp::real_text(options.se_min);
    else if (options.se_max > 0) wanted += " with SE at most " + csp::real_text(options.se_max);
    std::string whose;
    if (options.hardest_technique)
        whose = " whose hardest step is " + std::string(hints::to_string(*options.hardest_technique));
    if (options.technique)
        whose += std::string(whose.empty() ? " whose" : ", whose") + " solving path uses " +
                 std::string(hints::to_string(*options.technique));
    wanted += whose;
    if (options.clues > 0)
        wanted += std::string(whose.empty() ? "" : ",") + " with at most " + std::to_string(options.clues) + " clues";
    return wanted;
}

std::string removal_ceiling(const GeneratorOptions& options) {
    const Ceiling ceiling = ceiling_of(options);
    std::string text;
    const auto add = [&](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    if (ceiling.level) add(std::string(hints::to_string(*ceiling.level)));
    if (ceiling.se_techniques && options.se_max > 0) add("SE " + csp::real_text(options.se_max));
    if (ceiling.se_techniques && options.hardest_technique)
        add("hardest " + std::string(hints::to_string(*options.hardest_technique)));
    return text;
}

double highest_se_of(hints::Level level) {
    if (level != hints::Level::Easy) return 0;
    double highest = 0;
    for (const hints::Technique t : hints::all_techniques())
        if (hints::info(t).level == hints::Level::Easy) highest = std::max(highest, hints::info(t).se_rating);
    return highest;
}

std::string library_spelling(std::string_view name) { return std::string(name); }

void check_options(int box, const GeneratorOptions& options, OptionSpelling spell) {
    const bool rated = options.difficulty || options.technique || options.hardest_technique || options.se_min > 0 ||
                       options.se_max > 0;
    if (rated && !gradable(box))
        throw std::invalid_argument(
            "a difficulty, a technique or an SE number needs the step finder's grading, which takes boxes up to " +
            std::to_string(hints::kMaxHintBox) + ", not " + std::to_string(box));
    for (const auto& technique : {options.technique, options.hardest_technique})
        if (options.difficulty && technique && hints::info(*technique).level > *options.difficulty)
            throw std::invalid_argument(std::string(hints::to_string(*technique)) + " is a " +
                                        std::string(hints::to_string(hints::info(*technique).level)) +
                                        " technique: a puzzle that uses it cannot grade " +
                                        std::string(hints::to_string(*options.difficulty)));
    for (const auto& [name, bound] : {std::pair{"se_min", options.se_min}, std::pair{"se_max", options.se_max}})
        if (!(bound >= 0 && bound <= kMaxSe))
            throw std::invalid_argument(spell(name) + " must be an SE number from 0 (no bound) to " +
                                        csp::real_text(kMaxSe) + ", not " + csp::real_text(bound));
    if (options.se_max > 0 && options.se_min > options.se_max + kSeTolerance)
        throw std::invalid_argument(spell("se_min") + " " + csp::real_text(options.se_min) + " is above " +
                                    spell("se_max") + " " + csp::real_text(options.se_max) +
                                    ": no SE number is in that range");
    if (options.hardest_technique &&
        hints::sudoku_explainer_lacks().test(static_cast<std::size_t>(*options.hardest_technique)))
        throw std::invalid_argument(std::string(hints::to_string(*options.hardest_technique)) +
                                    " is not on SE's path (Sudoku Explainer lacks it), so it is never the step "
                                    "the SE number rates: " +
                                    spell("hardest_technique") + " cannot ask for it");
    if (options.se_max > 0 && options.hardest_technique &&
        hints::info(*options.hardest_technique).se_rating > options.se_max + kSeTolerance)
        throw std::invalid_argument(std::string(hints::to_string(*options.hardest_technique)) + " rates SE " +
                                    csp::real_text(hints::info(*options.hardest_technique).se_rating) +
                                    " or more: as the hardest step it cannot keep the SE number within " +
                                    spell("se_max") + " " + csp::real_text(options.se_max));
    if (options.difficulty && highest_se_of(*options.difficulty) > 0 &&
        options.se_min > highest_se_of(*options.difficulty) + kSeTolerance)
        throw std::invalid_argument(
            "an " + std::string(hints::to_string(*options.difficulty)) + " puzzle needs only singles, SE " +
            csp::real_text(highest_se_of(*options.difficulty)) + " at most: " + spell("se_min") + " " +
            csp::real_text(options.se_min) + " is above it");
    const Geometry& g = Geometry::of(box);  // throws for a box size out of range
    if (options.clues != 0 && (options.clues < min_clues(box) || options.clues > g.cells()))
        throw std::invalid_argument("cannot aim for " + std::to_string(options.clues) + " clues on a " +
                                    std::to_string(g.side()) + "x" + std::to_string(g.side()) +
                                    " grid: a puzzle with one solution has " + std::to_string(min_clues(box)) + " to " +
                                    std::to_string(g.cells()) + " clues");
    if (options.max_attempts < 1)
        throw std::invalid_argument("max_attempts must be at least 1, not " + std::to_string(options.max_attempts));
}

bool rating_matches(const hints::Rating& rating, const GeneratorOptions& options) {
    if (options.difficulty && rating.level != *options.difficulty) return false;
    if (options.technique && rating.uses[static_cast<std::size_t>(*options.technique)] == 0) return false;
    if (options.hardest_technique && rating.hardest != options.hardest_technique) return false;
    if (options.se_min > 0 && rating.se < options.se_min - kSeTolerance) return false;
    // An unsolved path's number is only a lower bound: the puzzle may be above se_max.
    return options.se_max == 0 || (rating.solved && rating.se <= options.se_max + kSeTolerance);
}

GeneratedPuzzle generate(int box, const GeneratorOptions& options) {
    check_options(box, options);
    const auto start = Clock::now();
    const Backend& backend = find_backend(options.backend.empty() ? default_check_backend(box) : options.backend);
    const Stopper stopper(options.time_limit, options.cancel, options.stop_request);
    const std::vector<std::vector<int>> groups = symmetry_groups(box, options.symmetry);
    std::vector<int> order(groups.size());

    const Ceiling ceiling = ceiling_of(options);
    const bool rated = options.difficulty || options.technique || options.hardest_technique || options.se_min > 0 ||
                       options.se_max > 0;
    GeneratedPuzzle out{.puzzle = Grid(box), .solution = Grid(box)};
    int graded = 0;
    for (int attempt = 0; attempt < options.max_attempts; ++attempt) {
        csp::Random random(derive_seed(options.seed, static_cast<std::uint64_t>(attempt)));
        Grid solution = random_solution(box, random.next());
        std::iota(order.begin(), order.end(), 0);
        random.shuffle(std::span<int>(order));
        Removal removal = ClueRemover(solution, backend, stopper, ceiling).run(groups, order, options.clues);

        // Rating a large grid takes long (some 25 s at 36×36): once the time limit or a
        // cancellation has ended the removal it is left out, unless the request is about the
        // rating and needs it; then only a cancellation or a stop request stops it.
        const bool rate = gradable(box) && (rated || !stopper.due());
        const csp::SearchLimits rating_stops{.cancel = options.cancel, .stop_request = options.stop_request};
        out.rating = rate ? rate_puzzle(removal.puzzle, rating_stops) : std::nullopt;
        const bool rating_stopped = rate && !out.rating;
        out.puzzle = std::move(removal.puzzle);
        out.solution = std::move(solution);
        out.minimal = removal.complete && !ceiling.any();
        out.minimal_for_grade = removal.complete && ceiling.any();
        out.time_limited = removal.stopped || rating_stopped;
        out.attempts = attempt + 1;
        out.searches += removal.searches;
        out.quick_checks += removal.quick_checks;
        if (out.rating) {
            const hints::Rating& r = *out.rating;
            ++out.grades_seen[static_cast<std::size_t>(r.level)];
            if (options.technique && r.uses[static_cast<std::size_t>(*options.technique)] > 0) ++out.technique_seen;
            if (options.hardest_technique && r.hardest == options.hardest_technique) ++out.hardest_seen;
            out.lowest_se_seen = graded == 0 ? r.se : std::min(out.lowest_se_seen, r.se);
            out.highest_se_seen = graded == 0 ? r.se : std::max(out.highest_se_seen, r.se);
            ++graded;
        }
        const int givens = out.puzzle.givens();
        out.fewest_clues_seen = attempt == 0 ? givens : std::min(out.fewest_clues_seen, givens);
        // Without a rating nothing about it was asked for (check_options).
        out.matches = !rating_stopped && (!rated || rating_matches(*out.rating, options)) &&
                      (options.clues == 0 || givens <= options.clues);
        if (out.matches || out.time_limited) break;  // a time limit leaves no time for another attempt
    }
    out.time = Clock::now() - start;
    return out;
}

}  // namespace sudoku
