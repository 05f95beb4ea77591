#include "csp/search/nogoods.hpp"

#include <utility>

namespace csp::detail {

void NogoodStore::add(std::span<const Literal> literals) {
    if (literals.empty()) return;
    begins_.push_back(literals_.size());
    literals_.insert(literals_.end(), literals.begin(), literals.end());
    ends_.push_back(literals_.size());
}

NogoodStore::State NogoodStore::state(const DomainStore& store, Literal literal) {
    const Domain& d = store[literal.var];
    if (!d.contains(literal.value)) return State::False;
    return d.is_singleton() ? State::True : State::Open;
}

int NogoodStore::rewatch(const DomainStore& store, std::size_t n) {
    Literal* lits = literals_.data() + begins_[n];
    const std::size_t count = ends_[n] - begins_[n];
    int open = 0;
    for (std::size_t w = 0; w < std::min<std::size_t>(count, 2); ++w) {
        State s = state(store, lits[w]);
        // An entailed watch is replaced by any later literal that is not entailed.
        for (std::size_t k = 2; s == State::True && k < count; ++k) {
            const State other = state(store, lits[k]);
            if (other == State::True) continue;
            std::swap(lits[w], lits[k]);
            s = other;
        }
        if (s == State::False) return -1;
        open += s == State::Open;
    }
    return open;
}

bool NogoodStore::propagate(DomainStore& store, std::vector<VarId>& changed, Stats& stats) {
    // Only a fixed variable's literal can be entailed: the store's sizes say which, one load each.
    const auto fixed = [&](const Literal& l) { return store.domain_size(l.var) == 1; };
    for (bool again = true; again;) {
        again = false;
        for (std::size_t n = 0; n < begins_.size(); ++n) {
            const Literal* lits = literals_.data() + begins_[n];
            const std::size_t count = ends_[n] - begins_[n];
            // Fast filter: two open watches (or a false one) mean nothing can follow yet. Neither
            // watch's variable fixed covers most of these without reading a domain.
            if (count >= 2 && !fixed(lits[0]) && !fixed(lits[1])) continue;
            const State first = state(store, lits[0]);
            if (first == State::False) continue;
            if (count >= 2) {
                const State second = state(store, lits[1]);
                if (second == State::False || (first == State::Open && second == State::Open)) continue;
            }
            const int open = count >= 2 ? rewatch(store, n) : (first == State::Open ? 1 : 0);
            if (open == -1 || open == 2) continue;
            if (open == 0) {  // every literal holds: this branch was refuted before
                ++stats.wipeouts;
                return false;
            }
            // Exactly one literal is not entailed: it must be false.
            const Literal last = count >= 2 && state(store, lits[0]) != State::Open ? lits[1] : lits[0];
            store.remove(last.var, last.value);
            ++stats.prunings;
            changed.push_back(last.var);
            if (store[last.var].empty()) {
                ++stats.wipeouts;
                return false;
            }
            again = true;
        }
    }
    return true;
}

}  // namespace csp::detail
