#include "csp/observe/trace.hpp"

#include <spdlog/spdlog.h>

#include "csp/model/problem.hpp"

namespace csp {

namespace {
std::string indent(int depth) { return std::string(static_cast<std::size_t>(std::max(depth, 0)) * 2, ' '); }
}  // namespace

void ObserverList::add(SearchObserver* observer) {
    if (observer) observers_.push_back(observer);
}
SearchObserver* ObserverList::get() {
    if (observers_.empty()) return nullptr;
    return observers_.size() == 1 ? observers_.front() : this;
}
void ObserverList::on_assign(int var, int value, int depth) {
    for (SearchObserver* o : observers_) o->on_assign(var, value, depth);
}
void ObserverList::on_prune(int var, int value, int cause, int depth) {
    for (SearchObserver* o : observers_) o->on_prune(var, value, cause, depth);
}
void ObserverList::on_constraint_prune(int var, int value, int constraint, std::string_view description, int depth) {
    for (SearchObserver* o : observers_) o->on_constraint_prune(var, value, constraint, description, depth);
}
void ObserverList::on_wipeout(int var, int depth) {
    for (SearchObserver* o : observers_) o->on_wipeout(var, depth);
}
void ObserverList::on_backtrack(int var, int value, int depth) {
    for (SearchObserver* o : observers_) o->on_backtrack(var, value, depth);
}
void ObserverList::on_solution(std::span<const int> values) {
    for (SearchObserver* o : observers_) o->on_solution(values);
}
void ObserverList::on_backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) {
    for (SearchObserver* o : observers_) o->on_backjump(var, conflict_set, target, depth, target_depth);
}
void ObserverList::on_repair(int var, int old_value, int value, int conflicts, std::uint64_t step) {
    for (SearchObserver* o : observers_) o->on_repair(var, old_value, value, conflicts, step);
}
void ObserverList::on_tree_order(std::span<const int> order, std::span<const int> parent) {
    for (SearchObserver* o : observers_) o->on_tree_order(order, parent);
}
void ObserverList::on_revise(int target, int source, int depth) {
    for (SearchObserver* o : observers_) o->on_revise(target, source, depth);
}
void ObserverList::on_cutset(std::span<const int> cutset) {
    for (SearchObserver* o : observers_) o->on_cutset(cutset);
}

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

void SpdlogTracer::on_assign(int var, int value, int depth) {
    logger_->debug("{}{} = {}", indent(depth - 1), name(var), value);
}
void SpdlogTracer::on_prune(int var, int value, int cause, int depth) {
    logger_->debug("{}  prune {} from {} (because of {})", indent(depth - 1), value, name(var), name(cause));
}
void SpdlogTracer::on_constraint_prune(int var, int value, int constraint, std::string_view description, int depth) {
    logger_->debug("{}  prune {} from {} (because of constraint {}: {})", indent(depth - 1), value, name(var),
                   constraint, description);
}
void SpdlogTracer::on_wipeout(int var, int depth) {
    logger_->debug("{}  wipe-out: {} has no value left", indent(depth - 1), name(var));
}
void SpdlogTracer::on_backtrack(int var, int value, int depth) {
    logger_->debug("{}backtrack: undo {} = {}", indent(depth - 1), name(var), value);
}
void SpdlogTracer::on_solution(std::span<const int> values) {
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i)
        text += (i ? ", " : "") + name(static_cast<int>(i)) + "=" + std::to_string(values[i]);
    logger_->debug("solution: {}", text);
}
void SpdlogTracer::on_backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) {
    const std::string dead_end = name(var) + " has no value left; conflict set " + names(conflict_set);
    if (target < 0) logger_->debug("{}dead end: {}: no earlier choice can help", indent(depth - 1), dead_end);
    else if (target_depth < depth - 1)
        logger_->debug("{}backjump: {}; jump to {} at depth {} (over {} level{})", indent(depth - 1), dead_end,
                       name(target), target_depth, depth - 1 - target_depth, depth - 1 - target_depth == 1 ? "" : "s");
    else
        logger_->debug("{}dead end: {}; back to {} at depth {}", indent(depth - 1), dead_end, name(target),
                       target_depth);
}
void SpdlogTracer::on_repair(int var, int old_value, int value, int conflicts, std::uint64_t step) {
    logger_->debug("repair {}: {} {} -> {} ({} conflict{})", step, name(var), old_value, value, conflicts,
                   conflicts == 1 ? "" : "s");
}
void SpdlogTracer::on_tree_order(std::span<const int> order, std::span<const int> parent) {
    std::string text;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const int var = order[i];
        const int up =
            var >= 0 && static_cast<std::size_t>(var) < parent.size() ? parent[static_cast<std::size_t>(var)] : -1;
        text += (i ? ", " : "") + name(var) + (up < 0 ? " (root)" : " (parent " + name(up) + ")");
    }
    logger_->debug("tree order: {}", text);
}
void SpdlogTracer::on_revise(int target, int source, int depth) {
    logger_->debug("{}  revise ({},{})", indent(depth - 1), name(target), name(source));
}
void SpdlogTracer::on_cutset(std::span<const int> cutset) {
    logger_->debug("cycle cutset {}: the other variables form a forest", names(cutset));
}

}  // namespace csp
