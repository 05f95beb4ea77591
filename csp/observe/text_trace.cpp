#include "csp/observe/text_trace.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "csp/model/problem.hpp"

namespace csp {

namespace {
std::string indent(int depth) { return std::string(static_cast<std::size_t>(std::max(depth, 0)) * 2, ' '); }
}  // namespace

SpdlogTracer::SpdlogTracer(std::vector<std::string> names, std::shared_ptr<spdlog::logger> logger)
    : names_(std::move(names)), logger_(logger ? std::move(logger) : spdlog::default_logger()) {}

SpdlogTracer::SpdlogTracer(const Problem& problem, std::shared_ptr<spdlog::logger> logger)
    : SpdlogTracer(problem.variable_names(), std::move(logger)) {}

std::string SpdlogTracer::name(int var) const {
    if (var >= 0 && static_cast<std::size_t>(var) < names_.size()) return names_[static_cast<std::size_t>(var)];
    if (var < 0) return "(propagation)";
    std::string generic = "x";  // appended, not `"x" + …`, which trips a GCC 12 -Wrestrict false positive
    generic += std::to_string(var);
    return generic;
}

std::string SpdlogTracer::names(std::span<const int> vars) const {
    std::string text = "{";
    for (std::size_t i = 0; i < vars.size(); ++i) text += (i ? ", " : "") + name(vars[i]);
    return text + "}";
}

void SpdlogTracer::on_event(const Event& e) {
    const std::string pad = indent(e.depth - 1);
    switch (e.kind) {
        case EventKind::Assign: logger_->debug("{}{} = {}", pad, name(e.var), e.value); break;
        case EventKind::Prune: print_prune(e); break;
        case EventKind::Wipeout: logger_->debug("{}  wipe-out: {} has no value left", pad, name(e.var)); break;
        case EventKind::Backtrack: logger_->debug("{}backtrack: undo {} = {}", pad, name(e.var), e.value); break;
        case EventKind::Solution: print_solution(e); break;
        case EventKind::Backjump: print_backjump(e); break;
        case EventKind::Repair:
            logger_->debug("repair {}: {} {} -> {} ({} conflict{})", e.step, name(e.var), e.old_value, e.value,
                           e.conflicts, e.conflicts == 1 ? "" : "s");
            break;
        case EventKind::TreeOrder: print_tree_order(e); break;
        case EventKind::Revise: logger_->debug("{}  revise ({},{})", pad, name(e.var), name(e.cause)); break;
        case EventKind::Cutset:
            logger_->debug("cycle cutset {}: the other variables form a forest", names(e.vars));
            break;
    }
}

void SpdlogTracer::print_prune(const Event& e) const {
    if (e.constraint >= 0)
        logger_->debug("{}  prune {} from {} (because of constraint {}: {})", indent(e.depth - 1), e.value, name(e.var),
                       e.constraint, e.constraint_name);
    else
        logger_->debug("{}  prune {} from {} (because of {})", indent(e.depth - 1), e.value, name(e.var),
                       name(e.cause));
}

void SpdlogTracer::print_solution(const Event& e) const {
    std::string text;
    for (std::size_t i = 0; i < e.vars.size(); ++i)
        text += (i ? ", " : "") + name(static_cast<int>(i)) + "=" + std::to_string(e.vars[i]);
    logger_->debug("solution: {}", text);
}

void SpdlogTracer::print_backjump(const Event& e) const {
    const std::string pad = indent(e.depth - 1);
    const std::string dead_end = name(e.var) + " has no value left; conflict set " + names(e.vars);
    const int levels = e.depth - 1 - e.target_depth;
    if (e.target < 0) logger_->debug("{}dead end: {}: no earlier choice can help", pad, dead_end);
    else if (levels > 0)
        logger_->debug("{}backjump: {}; jump to {} at depth {} (over {} level{})", pad, dead_end, name(e.target),
                       e.target_depth, levels, levels == 1 ? "" : "s");
    else logger_->debug("{}dead end: {}; back to {} at depth {}", pad, dead_end, name(e.target), e.target_depth);
}

void SpdlogTracer::print_tree_order(const Event& e) const {
    std::string text;
    for (std::size_t i = 0; i < e.vars.size(); ++i) {
        const int var = e.vars[i];
        const int up =
            var >= 0 && static_cast<std::size_t>(var) < e.parent.size() ? e.parent[static_cast<std::size_t>(var)] : -1;
        text += (i ? ", " : "") + name(var) + (up < 0 ? " (root)" : " (parent " + name(up) + ")");
    }
    logger_->debug("tree order: {}", text);
}

}  // namespace csp
