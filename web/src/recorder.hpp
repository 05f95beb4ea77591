#pragma once
/// An observer that keeps every search event in the one JSON encoding of events
/// (csp::EventJsonEncoder, docs/trace-format.md; the Event type of web/api/engine.d.ts), values as
/// the page's labels, up to a cap: past it events are counted, not kept. It also keeps the first
/// solutions, so that a search can count all of them without keeping each one (an enumeration of
/// millions would fill the module's memory).

#include <cstdint>
#include <functional>
#include <string>

#include "csp/observe/event_json.hpp"
#include "csp/observe/observer.hpp"
#include "web/src/error.hpp"
#include "web/src/instance.hpp"

namespace web {

/// Where a recorder sends its events while the search runs, as JSON arrays of a few hundred: the
/// page keeps them, so a search it stops (by ending the worker) leaves what it had recorded.
using EventSink = std::function<void(const std::string& events_json)>;
/// Sets the sink of the recorders made from now on (none: an empty function).
void set_event_sink(EventSink sink);

class EventRecorder final : public csp::SearchObserver {
public:
    /// Solutions past this many are counted by the search, not kept here.
    static constexpr std::size_t kMaxSolutions = 1000;

    EventRecorder(const Instance& instance, std::size_t max_events);

    void on_event(const csp::Event& event) override;

    /// The events kept, as a JSON array.
    json events() const;
    bool truncated() const { return dropped_ > 0; }
    /// The first kMaxSolutions solutions seen, as labels.
    const json& solutions() const { return solutions_; }

    /// Events are sent to the sink in batches of this many (and the last batch at the cap).
    static constexpr std::size_t kBatch = 256;

private:
    void send();

    const Instance& instance_;
    std::size_t max_events_;
    csp::EventJsonEncoder encoder_;
    std::string events_ = "[";  // the kept events' text, comma-separated: parsed once when read
    std::size_t kept_ = 0;
    json solutions_ = json::array();
    std::uint64_t dropped_ = 0;
    EventSink sink_;
    std::size_t sent_ = 1;  // events_[sent_…] not yet sent: after the '[' at first
};

}  // namespace web
