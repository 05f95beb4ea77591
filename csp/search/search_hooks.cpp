#include "csp/search/search_hooks.hpp"

#include "csp/base/index.hpp"
#include "csp/kernel/domain_store.hpp"
#include "csp/search/legal_values.hpp"

namespace csp {

SearchView::SearchView(const Problem& problem, detail::DomainStore& store, const std::vector<char>& assigned,
                       bool singletons_decided, Stats& stats, SearchObserver* observer, int depth)
    : problem_(problem),
      store_(store),
      assigned_(assigned),
      singletons_decided_(singletons_decided),
      stats_(stats),
      observer_(observer),
      depth_(depth) {}

const Domain& SearchView::domain(VarId x) const {
    problem_.check_variable(x, "search hook");
    return store_[x];
}

bool SearchView::undecided(VarId x) const {
    problem_.check_variable(x, "search hook");
    return !assigned(x) && !(singletons_decided_ && store_.domain_size(x) == 1);
}

bool SearchView::legal(VarId x, int value) {
    problem_.check_variable(x, "search hook");
    return store_[x].contains(value) && detail::is_legal(problem_, store_, assigned_, x, value, stats_.checks);
}

bool SearchView::allows(VarId x, int a, VarId y, int b) {
    problem_.check_variable(x, "search hook");
    problem_.check_variable(y, "search hook");
    ++stats_.checks;
    for (const Arc& arc : problem_.arcs(x))
        if (arc.other == y && !problem_.constraints()[detail::at(arc.constraint)].relation->allows(arc.reversed, a, b))
            return false;
    return true;
}

bool SearchView::remove(VarId y, int value, VarId cause) {
    problem_.check_variable(y, "search hook");
    if (!store_.remove(y, value)) return false;
    ++stats_.prunings;
    if (observer_) observer_->on_event(Event::prune(y, problem_.labels(y)[detail::at(value)], cause, depth_));
    if (store_[y].empty()) {
        ++stats_.wipeouts;
        wiped_out_ = true;
        if (observer_) observer_->on_event(Event::wipeout(y, depth_));
    }
    return true;
}

}  // namespace csp
