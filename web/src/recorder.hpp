#pragma once
/// An observer that writes every search event as a JSON object (the Event type of
/// web/api/engine.d.ts), values as labels, up to a cap: past it events are counted, not kept.
/// It also keeps the first solutions, so that a search can count all of them without keeping
/// each one (an enumeration of millions would fill the module's memory).

#include <cstdint>
#include <span>
#include <string_view>

#include "csp/observe/trace.hpp"
#include "web/src/error.hpp"
#include "web/src/instance.hpp"

namespace web {

class EventRecorder final : public csp::SearchObserver {
public:
    /// Solutions past this many are counted by the search, not kept here.
    static constexpr std::size_t kMaxSolutions = 1000;

    EventRecorder(const Instance& instance, std::size_t max_events) : instance_(instance), max_events_(max_events) {}

    void on_assign(int var, int value, int depth) override;
    void on_prune(int var, int value, int cause, int depth) override;
    void on_constraint_prune(int var, int value, int constraint, std::string_view description, int depth) override;
    void on_wipeout(int var, int depth) override;
    void on_backtrack(int var, int value, int depth) override;
    void on_solution(std::span<const int> values) override;
    void on_backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) override;
    void on_repair(int var, int old_value, int value, int conflicts, std::uint64_t step) override;
    void on_tree_order(std::span<const int> order, std::span<const int> parent) override;
    void on_revise(int target, int source, int depth) override;
    void on_cutset(std::span<const int> cutset) override;

    const json& events() const { return events_; }
    bool truncated() const { return dropped_ > 0; }
    /// The first kMaxSolutions solutions seen, as labels.
    const json& solutions() const { return solutions_; }

private:
    void add(json event);
    json label(int var, int value) const;

    const Instance& instance_;
    std::size_t max_events_;
    json events_ = json::array();
    json solutions_ = json::array();
    std::uint64_t dropped_ = 0;
};

}  // namespace web
