#pragma once
/// The interface every engine reports to, and a list that passes events on to several observers.
/// With none attached an engine pays one pointer test per event.

#include <vector>

#include "csp/observe/event.hpp"

namespace csp {

/// Watches a search (AIMA fig. 6.5's events, and those of the other methods): one call per event.
/// A consumer switches on `event.kind` and handles the kinds it wants.
class SearchObserver {
public:
    virtual ~SearchObserver() = default;
    virtual void on_event(const Event& event) = 0;
};

/// Passes every event on to several observers, in the order they were added (e.g. the printed
/// trace, a JSON trace and a search tree at once). Holds no observer itself: they must outlive it.
class ObserverList final : public SearchObserver {
public:
    /// Null is ignored, so optional observers can be added unconditionally.
    void add(SearchObserver* observer) {
        if (observer) observers_.push_back(observer);
    }
    /// What to give an engine: null with no observer (no tracing cost), the observer itself when
    /// there is one, else this list.
    SearchObserver* get() {
        if (observers_.empty()) return nullptr;
        return observers_.size() == 1 ? observers_.front() : this;
    }
    void on_event(const Event& event) override {
        for (SearchObserver* o : observers_) o->on_event(event);
    }

private:
    std::vector<SearchObserver*> observers_;
};

}  // namespace csp
