#pragma once
/// An observer that keeps every search event in the one JSON encoding of events
/// (csp::EventJsonEncoder, docs/trace-format.md; the Event type of web/api/engine.d.ts), values as
/// the page's labels, up to a cap: past it events are counted, not kept. It also keeps the first
/// solutions, so that a search can count all of them without keeping each one (an enumeration of
/// millions would fill the module's memory).

#include <cstdint>
#include <string>

#include "csp/observe/event_json.hpp"
#include "csp/observe/observer.hpp"
#include "web/src/error.hpp"
#include "web/src/instance.hpp"

namespace web {

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

private:
    const Instance& instance_;
    std::size_t max_events_;
    csp::EventJsonEncoder encoder_;
    std::string events_ = "[";  // the kept events' text, comma-separated: parsed once when read
    std::size_t kept_ = 0;
    json solutions_ = json::array();
    std::uint64_t dropped_ = 0;
};

}  // namespace web
