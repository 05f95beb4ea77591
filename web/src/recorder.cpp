#include "web/src/recorder.hpp"

#include <vector>

namespace web {

namespace {

json list(std::span<const int> values) { return std::vector<int>(values.begin(), values.end()); }

}  // namespace

void EventRecorder::add(json event) {
    if (events_.size() < max_events_) events_.push_back(std::move(event));
    else ++dropped_;
}

json EventRecorder::label(int var, int value) const {
    if (var < 0 || var >= instance_.problem.num_variables()) return value;  // not a variable of the problem
    return instance_.label(var, value);
}

void EventRecorder::on_assign(int var, int value, int depth) {
    add({{"type", "assign"}, {"var", var}, {"value", label(var, value)}, {"depth", depth}});
}

void EventRecorder::on_prune(int var, int value, int cause, int depth) {
    json constraint = nullptr;
    if (cause >= 0)
        if (const auto c = instance_.problem.constraint_between(var, cause)) constraint = instance_.constraint_text(*c);
    add({{"type", "prune"},
         {"var", var},
         {"value", label(var, value)},
         {"cause", cause},
         {"constraint", constraint},
         {"depth", depth}});
}

void EventRecorder::on_constraint_prune(int var, int value, int, std::string_view description, int depth) {
    add({{"type", "prune"},
         {"var", var},
         {"value", label(var, value)},
         {"cause", -1},
         {"constraint", std::string(description)},
         {"depth", depth}});
}

void EventRecorder::on_wipeout(int var, int depth) { add({{"type", "wipeout"}, {"var", var}, {"depth", depth}}); }

void EventRecorder::on_backtrack(int var, int value, int depth) {
    add({{"type", "backtrack"}, {"var", var}, {"value", label(var, value)}, {"depth", depth}});
}

void EventRecorder::on_solution(std::span<const int> values) {
    json labels = instance_.labels(std::vector<int>(values.begin(), values.end()));
    if (solutions_.size() < kMaxSolutions) solutions_.push_back(labels);
    add({{"type", "solution"}, {"values", std::move(labels)}});
}

void EventRecorder::on_backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) {
    add({{"type", "backjump"},
         {"var", var},
         {"conflictSet", list(conflict_set)},
         {"target", target},
         {"depth", depth},
         {"targetDepth", target_depth}});
}

void EventRecorder::on_repair(int var, int old_value, int value, int conflicts, std::uint64_t step) {
    add({{"type", "repair"},
         {"var", var},
         {"oldValue", label(var, old_value)},
         {"value", label(var, value)},
         {"conflicts", conflicts},
         {"step", step}});
}

void EventRecorder::on_tree_order(std::span<const int> order, std::span<const int> parent) {
    add({{"type", "treeOrder"}, {"order", list(order)}, {"parent", list(parent)}});
}

void EventRecorder::on_revise(int target, int source, int depth) {
    add({{"type", "revise"}, {"target", target}, {"source", source}, {"depth", depth}});
}

void EventRecorder::on_cutset(std::span<const int> cutset) { add({{"type", "cutset"}, {"vars", list(cutset)}}); }

}  // namespace web
