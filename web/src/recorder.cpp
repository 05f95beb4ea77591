#include "web/src/recorder.hpp"

#include <utility>
#include <vector>

namespace web {

namespace {

EventSink& current_sink() {
    static EventSink sink;
    return sink;
}

// The page shows values by their labels (a colour's name) and names prunings by a binary constraint.
csp::EventNaming naming(const Instance& instance) {
    const int n = instance.problem.num_variables();
    return {.variables = instance.problem.variable_names(),
            .value_label =
                [&instance, n](int var, int value) {
                    return var >= 0 && var < n ? instance.label(var, value) : std::to_string(value);
                },
            .binary_constraint =
                [&instance](int var, int cause) {
                    const auto c = instance.problem.constraint_between(var, cause);
                    return c ? instance.constraint_text(*c) : std::string();
                }};
}

}  // namespace

void set_event_sink(EventSink sink) { current_sink() = std::move(sink); }

EventRecorder::EventRecorder(const Instance& instance, std::size_t max_events)
    : instance_(instance), max_events_(max_events), encoder_(naming(instance)), sink_(current_sink()) {}

void EventRecorder::on_event(const csp::Event& event) {
    if (event.kind == csp::EventKind::Solution && solutions_.size() < kMaxSolutions)
        solutions_.push_back(instance_.labels(std::vector<int>(event.vars.begin(), event.vars.end())));
    if (kept_ == max_events_) {
        ++dropped_;
        return;
    }
    if (kept_++ > 0) events_ += ',';
    events_ += encoder_.encode(event);
    if (sink_ && (kept_ % kBatch == 0 || kept_ == max_events_)) send();
}

void EventRecorder::send() {
    // events_ holds "[e1,e2,…": skip the separator before the first unsent event.
    const std::size_t from = events_[sent_] == ',' ? sent_ + 1 : sent_;
    sink_("[" + events_.substr(from) + "]");
    sent_ = events_.size();
}

json EventRecorder::events() const { return json::parse(events_ + "]"); }

}  // namespace web
