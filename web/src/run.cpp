#include "web/src/run.hpp"

#include <chrono>

#include "csp/local/min_conflicts.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "csp/structure/cutset.hpp"
#include "csp/structure/tree_solver.hpp"
#include "web/src/options.hpp"
#include "web/src/recorder.hpp"

namespace web {

namespace {

constexpr std::uint64_t kDefaultTimeLimitMs = 60'000;

struct Common {
    csp::SearchLimits limits;
    std::size_t max_solutions = 1;
};

csp::VariableOrder variable_order(const json& options) {
    const std::string name = string_option(options, "variableOrder", "mrv-degree");
    return csp::variable_order_from_string(name == "static" ? "input" : name);
}
csp::ValueOrder value_order(const json& options) {
    const std::string name = string_option(options, "valueOrder", "static");
    return csp::value_order_from_string(name == "static" ? "input" : name);
}
csp::Inference inference(const json& options) {
    return csp::inference_from_string(string_option(options, "inference", "mac"));
}

json stats_json(const csp::Stats& stats) {
    return {{"nodes", stats.nodes},
            {"checks", stats.checks},
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

json backtracking(const Instance& instance, const json& options, const Common& common, EventRecorder& recorder) {
    csp::SolverOptions search;
    search.inference = inference(options);
    search.variable_order = variable_order(options);
    search.value_order = value_order(options);
    search.seed = count_option(options, "seed", 0);
    search.max_solutions = common.max_solutions;
    search.keep_solutions = false;
    search.limits = common.limits;
    search.observer = &recorder;
    csp::Solver solver(instance.problem, search);
    return result_json(instance, solver.solve(), recorder);
}

json backjumping(const Instance& instance, const json& options, const Common& common, EventRecorder& recorder) {
    const csp::Inference chosen = inference(options);
    if (chosen == csp::Inference::Mac)
        throw InputError("backjumping runs with inference none (CBJ) or fc (FC-CBJ), not mac");
    csp::BackjumpingOptions search;
    search.forward_checking = chosen == csp::Inference::ForwardChecking;
    search.variable_order = variable_order(options);
    search.max_solutions = common.max_solutions;
    search.keep_solutions = false;
    search.limits = common.limits;
    search.observer = &recorder;
    const csp::BackjumpingResult result = csp::solve_backjumping(instance.problem, search);
    json out = result_json(instance, result, recorder);
    out["stats"]["backjumps"] = result.backjumps;
    return out;
}

json min_conflicts(const Instance& instance, const json& options, const Common& common, EventRecorder& recorder) {
    csp::MinConflictsOptions search;
    search.max_steps = count_option(options, "maxSteps", 10'000);
    search.seed = count_option(options, "seed", 0);
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

/// The tree solver (and cutset conditioning over it) finds one solution or counts them all by
/// dynamic programming, without visiting each: maxSolutions 1 or 0, nothing between.
bool count_all(const Common& common, const char* method) {
    if (common.max_solutions > 1)
        throw InputError(std::string("maxSolutions: ") + method +
                         " finds one solution (1) or counts them all (0), got " + std::to_string(common.max_solutions));
    return common.max_solutions == 0;
}

json tree(const Instance& instance, const Common& common, EventRecorder& recorder) {
    csp::TreeOptions search;
    search.count = count_all(common, "the tree solver");
    search.observer = &recorder;
    return result_json(instance, csp::solve_tree(instance.problem, search), recorder);
}

json cutset(const Instance& instance, const Common& common, EventRecorder& recorder) {
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

json run(Instance instance, const json& options) {
    check_keys(options, "run",
               {"method", "inference", "variableOrder", "valueOrder", "maxSolutions", "maxEvents", "maxSteps", "seed",
                "nodeLimit", "timeLimitMs", "assign"});
    apply_assignment(instance, options.is_object() && options.contains("assign") ? options["assign"] : json());
    Common common;
    common.max_solutions = static_cast<std::size_t>(count_option(options, "maxSolutions", 1));
    common.limits.node_limit = count_option(options, "nodeLimit", 0);
    common.limits.time_limit = std::chrono::milliseconds(count_option(options, "timeLimitMs", kDefaultTimeLimitMs));
    EventRecorder recorder(instance, static_cast<std::size_t>(count_option(options, "maxEvents", 20'000)));

    const std::string method = string_option(options, "method", "backtracking");
    const auto start = std::chrono::steady_clock::now();
    json out;
    if (method == "backtracking") out = backtracking(instance, options, common, recorder);
    else if (method == "backjumping") out = backjumping(instance, options, common, recorder);
    else if (method == "min_conflicts") out = min_conflicts(instance, options, common, recorder);
    else if (method == "tree") out = tree(instance, common, recorder);
    else if (method == "cutset") out = cutset(instance, common, recorder);
    else
        throw InputError("unknown method '" + method +
                         "' (expected backtracking, backjumping, min_conflicts, tree or cutset)");
    out["timeMs"] = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    out["events"] = recorder.events();
    out["eventsTruncated"] = recorder.truncated();
    return out;
}

}  // namespace web
