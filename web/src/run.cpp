#include "web/src/run.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <vector>

#include "csp/local/min_conflicts.hpp"
#include "csp/local/option_table.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/option_table.hpp"
#include "csp/search/solver.hpp"
#include "csp/structure/cutset.hpp"
#include "csp/structure/tree_solver.hpp"
#include "web/src/options.hpp"
#include "web/src/recorder.hpp"

namespace web {

namespace {

/// What a run starts from: the engine's defaults, but at most a minute (a page must not hang) and
/// no solutions kept (the recorder has the first ones). The table's rows then set what is given.
csp::SolverOptions search_defaults() {
    csp::SolverOptions o;
    o.keep_solutions = false;
    o.limits.time_limit = std::chrono::seconds(60);
    return o;
}
/// Min-conflicts starts from fewer steps than the engine's million: each one is an event to replay.
csp::MinConflictsOptions local_defaults() {
    csp::MinConflictsOptions o;
    o.max_steps = 10'000;
    return o;
}

/// The rows of csp::solver_option_table() a page may set: all but keep_solutions (the recorder
/// keeps the solutions a page shows).
const std::vector<csp::OptionRow<csp::SolverOptions>>& search_rows() {
    static const auto rows = [] {
        std::vector<csp::OptionRow<csp::SolverOptions>> out;
        for (const auto& row : csp::solver_option_table())
            if (row.name != "keep_solutions") out.push_back(row);
        return out;
    }();
    return rows;
}
/// The rows of min-conflicts not in the search's table (its seed and limits are the search's).
const std::vector<csp::OptionRow<csp::MinConflictsOptions>>& local_rows() {
    static const auto rows = [] {
        std::vector<csp::OptionRow<csp::MinConflictsOptions>> out;
        for (const auto& row : csp::min_conflicts_option_table())
            if (!csp::find_option(csp::solver_option_table(), row.name)) out.push_back(row);
        return out;
    }();
    return rows;
}

const std::vector<std::string>& run_keys() {
    static const auto keys = [] {
        std::vector<std::string> names = {"method", "maxEvents", "assign", "timeLimitMs"};
        for (auto& key : option_keys(search_rows())) names.push_back(key);
        for (auto& key : option_keys(local_rows())) names.push_back(key);
        return names;
    }();
    return keys;
}

json stats_json(const csp::Stats& stats) {
    return {{"nodes", stats.nodes},
            {"checks", stats.checks},
            {"pairChecks", stats.pair_checks},
            {"backtracks", stats.backtracks},
            {"prunings", stats.prunings}};
}

/// The fields every method's answer has, from the engine's Result. The searches that enumerate
/// (backtracking, backjumping) keep no solution themselves: the recorder has the first ones.
json result_json(const Instance& instance, const csp::Result& result, const EventRecorder& recorder) {
    json solutions = recorder.solutions();
    if (solutions.empty())
        for (const csp::Assignment& s : result.solutions) solutions.push_back(instance.labels(s));
    return {{"status", status_name(result.status)},
            {"solutions", solutions},
            {"solutionCount", result.solution_count},
            {"complete", result.complete},
            {"stats", stats_json(result.stats)}};
}

json backtracking(const Instance& instance, csp::SolverOptions search, EventRecorder& recorder) {
    search.observer = &recorder;
    csp::Solver solver(instance.problem, search);
    return result_json(instance, solver.solve(), recorder);
}

json backjumping(const Instance& instance, const csp::SolverOptions& options, EventRecorder& recorder) {
    if (options.inference == csp::Inference::Mac)
        throw InputError("backjumping runs with inference none (CBJ) or fc (FC-CBJ), not mac");
    csp::BackjumpingOptions search;
    search.forward_checking = options.inference == csp::Inference::ForwardChecking;
    search.variable_order = options.variable_order;
    search.max_solutions = options.max_solutions;
    search.keep_solutions = false;
    search.limits = options.limits;
    search.observer = &recorder;
    const csp::BackjumpingResult result = csp::solve_backjumping(instance.problem, search);
    json out = result_json(instance, result, recorder);
    out["stats"]["backjumps"] = result.backjumps;
    return out;
}

json min_conflicts(const Instance& instance, const json& options, const csp::SolverOptions& common,
                   EventRecorder& recorder) {
    csp::MinConflictsOptions search = local_defaults();
    apply_options(local_rows(), search, options);
    search.seed = common.seed;
    search.limits = common.limits;
    search.observer = &recorder;
    const csp::MinConflictsResult result = csp::min_conflicts(instance.problem, search);
    const bool solved = result.status == csp::Status::Satisfied;
    json stats = stats_json({});
    stats["steps"] = result.steps;
    stats["conflicted"] = result.conflicted_variables;
    return {{"status", status_name(result.status)},
            {"solutions", solved ? json::array({instance.labels(result.assignment)}) : json::array()},
            {"solutionCount", solved ? 1 : 0},
            {"complete", false},
            {"stats", stats}};
}

/// Pairs of queens that attack each other (same row or diagonal) in `rows` (a row per column),
/// counted afresh from the answer, apart from the search's own counters: the page's check.
std::uint64_t attacking_pairs(const std::vector<int>& rows) {
    const std::size_t n = rows.size();
    std::vector<std::uint32_t> per_row(n), per_diagonal(2 * n), per_antidiagonal(2 * n);
    std::uint64_t pairs = 0;
    for (std::size_t column = 0; column < n; ++column) {
        const auto row = static_cast<std::size_t>(rows[column]);
        pairs += per_row[row]++;
        pairs += per_diagonal[row + n - column]++;
        pairs += per_antidiagonal[row + column]++;
    }
    return pairs;
}

/// Min-conflicts on N-Queens too big to record (InstanceLarge: up to a million queens): the
/// counter model, no events, and a summary the page can draw in bounded memory: the rows of up to
/// kSample evenly spaced columns and of the first kFirst columns, and the attacking pairs counted
/// afresh from the whole answer.
json large_queens(const Instance& instance, const json& options, const csp::SolverOptions& common) {
    constexpr int kSample = 1000, kFirst = 20;
    csp::MinConflictsOptions search = local_defaults();
    apply_options(local_rows(), search, options);
    search.seed = common.seed;
    search.limits = common.limits;
    const int n = instance.large_queens;
    csp::QueensConflicts queens(n);
    const csp::MinConflictsResult result = csp::min_conflicts(queens, search);
    std::vector<int> rows(static_cast<std::size_t>(n));
    for (int column = 0; column < n; ++column) rows[static_cast<std::size_t>(column)] = queens.value(column);
    auto sample = json::array(), first = json::array();
    const int every = std::max(1, n / kSample);
    for (int column = 0; column < n; column += every)
        sample.push_back({column + 1, rows[static_cast<std::size_t>(column)] + 1});
    for (int column = 0; column < std::min(n, kFirst); ++column)
        first.push_back(rows[static_cast<std::size_t>(column)] + 1);
    const bool solved = result.status == csp::Status::Satisfied;
    json stats = stats_json({});
    stats["steps"] = result.steps;
    stats["conflicted"] = result.conflicted_variables;
    return {
        {"status", status_name(result.status)},
        {"solutions", json::array()},
        {"solutionCount", solved ? 1 : 0},
        {"complete", false},
        {"stats", stats},
        {"summary", {{"queens", n}, {"sample", sample}, {"first", first}, {"attackingPairs", attacking_pairs(rows)}}}};
}

/// The tree solver (and cutset conditioning over it) finds one solution or counts them all by
/// dynamic programming, without visiting each: maxSolutions 1 or 0, nothing between.
bool count_all(const csp::SolverOptions& common, const char* method) {
    if (common.max_solutions > 1)
        throw InputError(std::string("maxSolutions: ") + method +
                         " finds one solution (1) or counts them all (0), got " + std::to_string(common.max_solutions));
    return common.max_solutions == 0;
}

json tree(const Instance& instance, const csp::SolverOptions& common, EventRecorder& recorder) {
    csp::TreeOptions search;
    search.count = count_all(common, "the tree solver");
    search.limits = common.limits;
    search.observer = &recorder;
    return result_json(instance, csp::solve_tree(instance.problem, search), recorder);
}

json cutset(const Instance& instance, const csp::SolverOptions& common, EventRecorder& recorder) {
    csp::CutsetOptions search;
    search.count = count_all(common, "cutset conditioning");
    search.limits = common.limits;
    search.observer = &recorder;
    return result_json(instance, csp::solve_cutset(instance.problem, search), recorder);
}

}  // namespace

const char* status_name(csp::Status status) {
    switch (status) {
        case csp::Status::Satisfied: return "satisfied";
        case csp::Status::Unsatisfiable: return "unsatisfiable";
        case csp::Status::LimitReached: break;
    }
    return "limit";
}

json run(Instance instance, const json& given) {
    check_keys(given, "run", run_keys());
    const json options = with_former_spellings(given);
    const std::string method = string_option(options, "method", "backtracking");
    if (instance.large_queens && method != "min_conflicts") require_model(instance, method);
    if (instance.large_queens && options.contains("assign") && !options["assign"].empty())
        require_model(instance, "assigning first");
    apply_assignment(instance, options.is_object() && options.contains("assign") ? options["assign"] : json());
    csp::SolverOptions search = search_defaults();
    apply_options(search_rows(), search, options);
    EventRecorder recorder(instance, static_cast<std::size_t>(count_option(options, "maxEvents", 20'000)));

    const auto start = std::chrono::steady_clock::now();
    json out;
    if (instance.large_queens) out = large_queens(instance, options, search);
    else if (method == "backtracking") out = backtracking(instance, search, recorder);
    else if (method == "backjumping") out = backjumping(instance, search, recorder);
    else if (method == "min_conflicts") out = min_conflicts(instance, options, search, recorder);
    else if (method == "tree") out = tree(instance, search, recorder);
    else if (method == "cutset") out = cutset(instance, search, recorder);
    else
        throw InputError("unknown method '" + method +
                         "' (expected backtracking, backjumping, min_conflicts, tree or cutset)");
    out["timeMs"] = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    out["events"] = recorder.events();
    out["eventsTruncated"] = recorder.truncated();
    return out;
}

}  // namespace web
