#include "sudoku/generator/generator.hpp"

#include <algorithm>
#include <numeric>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>

#include "csp/base/enum_names.hpp"
#include "csp/base/random.hpp"
#include "sudoku/backends/backend.hpp"

namespace sudoku {

namespace {

using Clock = std::chrono::steady_clock;

constexpr csp::detail::NameTable<Symmetry, 4> kSymmetryNames = {{Symmetry::None, "none"},
                                                                {Symmetry::Rotational, "rotational"},
                                                                {Symmetry::Diagonal, "diagonal"},
                                                                {Symmetry::Mirror, "mirror"}};

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
class ClueRemover {
public:
    /// With a `ceiling`, a removal is kept only while the puzzle rates at most that (below extreme).
    ClueRemover(const Grid& solution, const Backend& backend, const Stopper& stopper,
                std::optional<hints::Level> ceiling)
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
            if (ceiling_) {  // the step finder decides, and its path proves one solution too
                if (rates_at_most(puzzle_, *ceiling_, stopper_.limits())) {
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
    std::optional<hints::Level> ceiling_;
};

}  // namespace

std::string_view to_string(Symmetry symmetry) { return csp::detail::name_of(symmetry, kSymmetryNames); }
Symmetry symmetry_from_string(std::string_view name) { return csp::detail::value_of(name, kSymmetryNames, "symmetry"); }
std::vector<std::string_view> symmetry_names() { return csp::detail::names_of(kSymmetryNames); }

std::vector<std::vector<int>> symmetry_groups(int box, Symmetry symmetry) {
    const Geometry& g = Geometry::of(box);
    const int last = g.side() - 1;
    // Each symmetry is an involution, so a cell and its image form the whole orbit.
    auto image = [&](int cell) {
        const int r = g.row(cell);
        const int c = g.column(cell);
        switch (symmetry) {
            case Symmetry::None: return cell;
            case Symmetry::Rotational: return g.cell(last - r, last - c);
            case Symmetry::Diagonal: return g.cell(c, r);
            case Symmetry::Mirror: return g.cell(r, last - c);
        }
        return cell;
    };
    std::vector<std::vector<int>> groups;
    for (int cell = 0; cell < g.cells(); ++cell) {
        const int other = image(cell);
        if (other < cell) continue;
        groups.push_back(other == cell ? std::vector<int>{cell} : std::vector<int>{cell, other});
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
    if (options.technique) wanted += " whose solving path uses " + std::string(hints::to_string(*options.technique));
    if (options.clues > 0) wanted += " with at most " + std::to_string(options.clues) + " clues";
    return wanted;
}

void check_options(int box, const GeneratorOptions& options) {
    if ((options.difficulty || options.technique) && !gradable(box))
        throw std::invalid_argument(
            "a difficulty or a technique needs the step finder's grading, which takes boxes "
            "up to " +
            std::to_string(hints::kMaxHintBox) + ", not " + std::to_string(box));
    if (options.difficulty && options.technique && hints::info(*options.technique).level > *options.difficulty)
        throw std::invalid_argument(std::string(hints::to_string(*options.technique)) + " is a " +
                                    std::string(hints::to_string(hints::info(*options.technique).level)) +
                                    " technique: a puzzle that uses it cannot grade " +
                                    std::string(hints::to_string(*options.difficulty)));
    const Geometry& g = Geometry::of(box);  // throws for a box size out of range
    if (options.clues != 0 && (options.clues < min_clues(box) || options.clues > g.cells()))
        throw std::invalid_argument("cannot aim for " + std::to_string(options.clues) + " clues on a " +
                                    std::to_string(g.side()) + "x" + std::to_string(g.side()) +
                                    " grid: a puzzle with one solution has " + std::to_string(min_clues(box)) + " to " +
                                    std::to_string(g.cells()) + " clues");
    if (options.max_attempts < 1)
        throw std::invalid_argument("max_attempts must be at least 1, not " + std::to_string(options.max_attempts));
}

GeneratedPuzzle generate(int box, const GeneratorOptions& options) {
    check_options(box, options);
    const auto start = Clock::now();
    const Backend& backend = find_backend(options.backend.empty() ? default_check_backend(box) : options.backend);
    const Stopper stopper(options.time_limit, options.cancel, options.stop_request);
    const std::vector<std::vector<int>> groups = symmetry_groups(box, options.symmetry);
    std::vector<int> order(groups.size());

    // Extreme is the top grade: any puzzle with one solution is within it, so no ceiling.
    const std::optional<hints::Level> ceiling =
        options.difficulty == hints::Level::Extreme ? std::nullopt : options.difficulty;
    GeneratedPuzzle out{.puzzle = Grid(box), .solution = Grid(box)};
    for (int attempt = 0; attempt < options.max_attempts; ++attempt) {
        csp::Random random(derive_seed(options.seed, static_cast<std::uint64_t>(attempt)));
        Grid solution = random_solution(box, random.next());
        std::iota(order.begin(), order.end(), 0);
        random.shuffle(std::span<int>(order));
        Removal removal = ClueRemover(solution, backend, stopper, ceiling).run(groups, order, options.clues);

        // Rating a large grid takes long (some 25 s at 36×36): once the time limit or a
        // cancellation has ended the removal it is left out, unless a difficulty or a technique was
        // asked for and needs it; then only a cancellation or a stop request stops it.
        const bool rate = gradable(box) && (options.difficulty || options.technique || !stopper.due());
        const csp::SearchLimits rating_stops{.cancel = options.cancel, .stop_request = options.stop_request};
        out.rating = rate ? rate_puzzle(removal.puzzle, rating_stops) : std::nullopt;
        const bool rating_stopped = rate && !out.rating;
        out.puzzle = std::move(removal.puzzle);
        out.solution = std::move(solution);
        out.minimal = removal.complete && !ceiling;
        out.minimal_for_grade = removal.complete && ceiling.has_value();
        out.time_limited = removal.stopped || rating_stopped;
        out.attempts = attempt + 1;
        out.searches += removal.searches;
        out.quick_checks += removal.quick_checks;
        if (out.rating) ++out.grades_seen[static_cast<std::size_t>(out.rating->level)];
        const bool uses_technique =
            options.technique && out.rating && out.rating->uses[static_cast<std::size_t>(*options.technique)] > 0;
        if (uses_technique) ++out.technique_seen;
        const int givens = out.puzzle.givens();
        out.fewest_clues_seen = attempt == 0 ? givens : std::min(out.fewest_clues_seen, givens);
        // Without a rating no difficulty or technique was asked for (check_options).
        out.matches = !rating_stopped && (!options.difficulty || out.rating->level == *options.difficulty) &&
                      (!options.technique || uses_technique) && (options.clues == 0 || givens <= options.clues);
        if (out.matches || out.time_limited) break;  // a time limit leaves no time for another attempt
    }
    out.time = Clock::now() - start;
    return out;
}

}  // namespace sudoku
