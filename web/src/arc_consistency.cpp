#include "web/src/arc_consistency.hpp"

#include <stdexcept>

#include "csp/consistency/textbook_ac.hpp"
#include "web/src/options.hpp"

namespace web {

namespace {

json all_domains(const Instance& instance, const std::vector<csp::Domain>& domains) {
    auto out = json::array();
    for (std::size_t x = 0; x < domains.size(); ++x)
        out.push_back(instance.domain_labels(static_cast<int>(x), domains[x]));
    return out;
}

/// AC-3's starting queue: every arc (Xi, Xj), Xi by Xi in variable order (the order the engine
/// queues them in, csp/consistency/textbook_ac.cpp).
json all_arcs(const csp::Problem& p) {
    auto out = json::array();
    for (csp::VarId x = 0; x < p.num_variables(); ++x)
        for (const csp::Arc& arc : p.arcs(x)) out.push_back({x, arc.other});
    return out;
}

}  // namespace

json arc_consistency(Instance instance, const json& options) {
    check_keys(options, "ac3", {"algorithm", "assign", "maxSteps"});
    require_model(instance, "AC-3");
    apply_assignment(instance, options.is_object() && options.contains("assign") ? options["assign"] : json());
    const std::string algorithm = string_option(options, "algorithm", "ac3");
    const std::uint64_t max_steps = count_option(options, "maxSteps", 20'000);
    const csp::Problem& p = instance.problem;

    const std::vector<csp::Domain> initial = p.domains();
    const json queue = all_arcs(p);
    auto steps = json::array();
    bool truncated = false;
    // The queue is first in, first out, and each revision takes its front: so a step records only
    // the arcs it added at the back, and the queue after step k is the arcs k+1, k+2, … of the
    // starting queue followed by every arc added so far (web/site/replay.js). A step's size is what
    // it changed, not the queue's length (a copy per step cut 9×9 Sudoku short at 339 revisions).
    std::size_t queued = queue.size();
    const auto on_step = [&](const csp::Ac3Step& step) {
        if (step.queue.size() + 1 < queued) throw std::logic_error("ac3: the queue is not first in, first out");
        const std::size_t kept = queued - 1;
        queued = step.queue.size();
        if (truncated || steps.size() >= max_steps) {
            truncated = true;
            return;
        }
        auto removed = json::array();
        for (int value : step.removed) removed.push_back(instance.label(step.target, value));
        auto added = json::array();
        for (std::size_t i = kept; i < step.queue.size(); ++i)
            added.push_back({step.queue[i].first, step.queue[i].second});
        steps.push_back({{"target", step.target},
                         {"source", step.source},
                         {"removed", removed},
                         {"wipeout", step.wipeout},
                         {"checks", step.checks},
                         {"added", added}});
    };
    csp::Ac3Result result;
    if (algorithm == "ac3") result = csp::ac3_textbook(p, on_step);
    else if (algorithm == "ac2001") result = csp::ac2001(p, on_step);
    else throw InputError("unknown algorithm '" + algorithm + "' (expected ac3 or ac2001)");
    return {{"consistent", result.consistent},
            {"checks", result.checks},
            {"revisions", result.revisions},
            {"prunings", result.prunings},
            {"initial", all_domains(instance, initial)},
            {"domains", all_domains(instance, result.domains)},
            {"queue", queue},
            {"steps", steps},
            {"stepsTruncated", truncated}};
}

}  // namespace web
