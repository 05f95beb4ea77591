#pragma once
/// An event kept after the search has moved on: it owns the lists and the constraint name its
/// Event points into (Python's Recorder, tests that look at a whole search).

#include <string>
#include <vector>

#include "csp/observe/event.hpp"

namespace csp {

class StoredEvent {
public:
    explicit StoredEvent(const Event& event)
        : event_(event),
          vars_(event.vars.begin(), event.vars.end()),
          parent_(event.parent.begin(), event.parent.end()),
          constraint_name_(event.constraint_name) {}

    /// The event, its spans and name pointing into this object: valid while it lives, unmoved.
    Event event() const {
        Event e = event_;
        e.vars = vars_;
        e.parent = parent_;
        e.constraint_name = constraint_name_;
        return e;
    }
    EventKind kind() const { return event_.kind; }

private:
    Event event_;  // its spans and name are replaced by the copies below when read
    std::vector<int> vars_;
    std::vector<int> parent_;
    std::string constraint_name_;
};

}  // namespace csp
