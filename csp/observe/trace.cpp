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

}  // namespace csp
