#include "web/src/arc_consistency.hpp"

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

}  // namespace

json arc_consistency(Instance instance, const json& options) {
    check_keys(options, "ac3", {"algorithm", "assign", "maxSteps"});
    apply_assignment(instance, options.is_object() && options.contains("assign") ? options["assign"] : json());
    const std::string algorithm = string_option(options, "algorithm", "ac3");
    const std::uint64_t max_steps = count_option(options, "maxSteps", 20'000);
    const csp::Problem& p = instance.problem;

    const std::vector<csp::Domain> initial = p.domains();
    auto steps = json::array();
    bool truncated = false;
    // Each step carries the whole queue, so the steps alone do not bound the memory (64 queens:
    // 4,032 arcs a step); the arcs recorded in all are capped too.
    constexpr std::size_t max_queued_arcs = 500'000;
    std::size_t queued_arcs = 0;
    const auto on_step = [&](const csp::Ac3Step& step) {
        queued_arcs += step.queue.size();
        if (truncated || steps.size() >= max_steps || queued_arcs > max_queued_arcs) {
            truncated = true;
            return;
        }
        auto removed = json::array();
        for (int value : step.removed) removed.push_back(instance.label(step.target, value));
        auto queue = json::array();
        for (const auto& [x, y] : step.queue) queue.push_back({x, y});
        steps.push_back({{"target", step.target},
                         {"source", step.source},
                         {"removed", removed},
                         {"wipeout", step.wipeout},
                         {"checks", step.checks},
                         {"queue", queue}});
    };
    csp::Ac3Result result;
    if (algorithm == "ac3") result = csp::ac3_textbook(p, on_step);
    else if (algorithm == "ac2001") result = csp::ac2001(p, on_step);
    else throw InputError("unknown algorithm '" + algorithm + "' (expected ac3 or ac2001)");
    return {{"consistent", result.consistent},
            {"checks", result.checks},
            {"initial", all_domains(instance, initial)},
            {"domains", all_domains(instance, result.domains)},
            {"steps", steps},
            {"stepsTruncated", truncated}};
}

}  // namespace web
