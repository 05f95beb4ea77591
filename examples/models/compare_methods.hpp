#pragma once
/// The methods of examples/compare_algorithms (the columns of its table), run one at a time under
/// the same limits, and the medians a cell reports. Every solution is passed to the row's own
/// validator before the run counts as solved.

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "csp/local/min_conflicts.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "models/compare_problems.hpp"

namespace csp::examples {

enum class CompareMethod { Backtracking, BacktrackingMrv, ForwardChecking, FcMrv, MacMrv, Cbj, FcCbjMrv, MinConflicts };

struct CompareMethodInfo {
    CompareMethod method;
    std::string_view key;      ///< for --methods
    std::string_view heading;  ///< column heading
    bool randomized;           ///< runs once per seed even on a fixed problem
};

inline const std::vector<CompareMethodInfo>& compare_methods() {
    static const std::vector<CompareMethodInfo> kMethods = {
        {CompareMethod::Backtracking, "bt", "BT", false},
        {CompareMethod::BacktrackingMrv, "bt-mrv", "BT+MRV", false},
        {CompareMethod::ForwardChecking, "fc", "FC", false},
        {CompareMethod::FcMrv, "fc-mrv", "FC+MRV", false},
        {CompareMethod::MacMrv, "mac-mrv", "MAC+MRV", false},
        {CompareMethod::Cbj, "cbj", "CBJ", false},
        {CompareMethod::FcCbjMrv, "fc-cbj-mrv", "FC-CBJ+MRV", false},
        {CompareMethod::MinConflicts, "min-conflicts", "Min-conflicts", true},
    };
    return kMethods;
}

/// The columns of the textbook-shaped table (FC-CBJ+MRV is available with --methods).
inline std::vector<std::string_view> default_compare_method_keys() {
    return {"bt", "bt-mrv", "fc", "fc-mrv", "mac-mrv", "cbj", "min-conflicts"};
}

inline const CompareMethodInfo& compare_method(std::string_view key) {
    for (const CompareMethodInfo& m : compare_methods())
        if (m.key == key) return m;
    throw std::invalid_argument("unknown method '" + std::string(key) + "'");
}

/// Per run: at most `assignments` assignments (min-conflicts: initial values plus repairs) and `time`.
struct CompareLimits {
    std::uint64_t assignments = 1'000'000;
    std::chrono::milliseconds time{1000};
};

struct RunOutcome {
    enum class Kind { Solved, Unsatisfiable, Limit } kind = Kind::Limit;
    std::uint64_t assignments = 0;        ///< search nodes, or min-conflicts' initial values + repairs
    std::optional<std::uint64_t> checks;  ///< constraint checks (min-conflicts does not count them)
    std::chrono::nanoseconds time{0};
    csp::Assignment solution;  ///< when Solved; already validated
};

/// Runs `method` on `instance` and validates what it returns; throws std::logic_error when a
/// solution fails the validator (a bug, never a result to print).
inline RunOutcome run_compare_method(CompareMethod method, const CompareInstance& instance, const CompareLimits& limits,
                                     std::uint64_t seed) {
    const csp::Problem& p = instance.problem;
    const csp::SearchLimits search_limits{.node_limit = limits.assignments, .time_limit = limits.time};
    RunOutcome out;
    csp::Status status = csp::Status::LimitReached;
    const auto start = std::chrono::steady_clock::now();
    const auto search = [&](csp::Inference inference, csp::VariableOrder order) {
        csp::Solver solver(p, {.inference = inference,
                               .variable_order = order,
                               .value_order = csp::ValueOrder::Input,
                               .seed = seed,
                               .max_solutions = 1,
                               .limits = search_limits});
        const csp::Result r = solver.solve();
        status = r.status;
        out.assignments = r.stats.nodes;
        out.checks = r.stats.checks;
        if (!r.solutions.empty()) out.solution = r.solutions.front();
    };
    const auto backjump = [&](bool forward_checking, csp::VariableOrder order) {
        const csp::BackjumpingResult r = csp::solve_backjumping(
            p, {.forward_checking = forward_checking, .variable_order = order, .limits = search_limits});
        status = r.status;
        out.assignments = r.stats.nodes;
        out.checks = r.stats.checks;
        if (!r.solutions.empty()) out.solution = r.solutions.front();
    };
    switch (method) {
        case CompareMethod::Backtracking: search(csp::Inference::None, csp::VariableOrder::Input); break;
        case CompareMethod::BacktrackingMrv: search(csp::Inference::None, csp::VariableOrder::Mrv); break;
        case CompareMethod::ForwardChecking: search(csp::Inference::ForwardChecking, csp::VariableOrder::Input); break;
        case CompareMethod::FcMrv: search(csp::Inference::ForwardChecking, csp::VariableOrder::Mrv); break;
        case CompareMethod::MacMrv: search(csp::Inference::Mac, csp::VariableOrder::Mrv); break;
        case CompareMethod::Cbj: backjump(false, csp::VariableOrder::Input); break;
        case CompareMethod::FcCbjMrv: backjump(true, csp::VariableOrder::Mrv); break;
        case CompareMethod::MinConflicts: {
            const auto n = static_cast<std::uint64_t>(p.num_variables());
            const csp::MinConflictsResult r =
                csp::min_conflicts(p, {.max_steps = limits.assignments > n ? limits.assignments - n : 1,
                                       .seed = seed,
                                       .limits = {.time_limit = limits.time}});
            status = r.status;
            out.assignments = n + r.steps;
            if (r.status == csp::Status::Satisfied) out.solution = r.assignment;
            break;
        }
    }
    out.time = std::chrono::steady_clock::now() - start;
    if (status == csp::Status::Satisfied) {
        out.kind = RunOutcome::Kind::Solved;
        if (const std::string wrong = instance.check(out.solution); !wrong.empty())
            throw std::logic_error("internal error: invalid solution: " + wrong);
    } else {
        out.kind = status == csp::Status::Unsatisfiable ? RunOutcome::Kind::Unsatisfiable : RunOutcome::Kind::Limit;
        out.solution.clear();
    }
    return out;
}

/// A cell: the runs of one method on one row and their medians (the lower median for an even
/// number of runs, so it is always a run that happened). A run stopped by a limit counts as longer
/// than any finished one, so the median is "> limit" once half the runs or more hit it.
struct CompareCell {
    std::vector<RunOutcome> runs;

    std::size_t finished() const {
        return static_cast<std::size_t>(std::count_if(
            runs.begin(), runs.end(), [](const RunOutcome& r) { return r.kind != RunOutcome::Kind::Limit; }));
    }
    std::size_t solved() const {
        return static_cast<std::size_t>(std::count_if(
            runs.begin(), runs.end(), [](const RunOutcome& r) { return r.kind == RunOutcome::Kind::Solved; }));
    }
    /// The median is a finished run (else the cell reads "> limit").
    bool median_finished() const { return !runs.empty() && finished() > (runs.size() - 1) / 2; }

    template <class Key>
    std::optional<std::uint64_t> median(Key key) const {
        if (!median_finished()) return std::nullopt;
        std::vector<std::uint64_t> values;
        for (const RunOutcome& r : runs) {
            if (r.kind == RunOutcome::Kind::Limit) continue;
            const std::optional<std::uint64_t> v = key(r);
            if (!v) return std::nullopt;
            values.push_back(*v);
        }
        std::sort(values.begin(), values.end());
        return values[(runs.size() - 1) / 2];  // limited runs sort after every finished one
    }
    std::optional<std::uint64_t> median_assignments() const {
        return median([](const RunOutcome& r) { return std::optional<std::uint64_t>(r.assignments); });
    }
    std::optional<std::uint64_t> median_checks() const {
        return median([](const RunOutcome& r) { return r.checks; });
    }
    std::optional<std::uint64_t> median_nanoseconds() const {
        return median([](const RunOutcome& r) {
            return std::optional<std::uint64_t>(static_cast<std::uint64_t>(r.time.count()));
        });
    }
};

/// Runs of `method` on `row`: one per instance; a randomized method on a single instance runs
/// `seeds` times (seeds seed, seed+1, …).
inline CompareCell run_compare_cell(const CompareMethodInfo& method, const CompareRow& row, const CompareLimits& limits,
                                    int seeds, std::uint64_t seed) {
    CompareCell cell;
    const int runs = row.instances.size() == 1 && method.randomized ? seeds : static_cast<int>(row.instances.size());
    for (int i = 0; i < runs; ++i) {
        const CompareInstance& instance = row.instances[static_cast<std::size_t>(i) % row.instances.size()];
        cell.runs.push_back(run_compare_method(method.method, instance, limits, seed + static_cast<std::uint64_t>(i)));
    }
    return cell;
}

}  // namespace csp::examples
