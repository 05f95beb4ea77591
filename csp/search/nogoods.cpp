#include "csp/search/nogoods.hpp"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <utility>

namespace csp::detail {

NogoodStore::NogoodStore(int variables) : variables_(static_cast<std::size_t>(variables)) {}

void NogoodStore::add(std::span<const Literal> literals) {
    if (literals.empty()) return;
    if (visited_.empty()) {  // the first nogood: most searches never record one
        watches_.resize(variables_);
        is_watched_.assign(variables_, 0);
        visited_.resize(variables_);
    }
    literals_.insert(literals_.end(), literals.begin(), literals.end());
    begins_.push_back(literals_.size());
}

NogoodStore::State NogoodStore::state(const DomainStore& store, Literal literal) {
    if (!store[literal.var].contains(literal.value)) return State::False;
    return store.domain_size(literal.var) == 1 ? State::True : State::Open;
}

void NogoodStore::watch(VarId x, std::uint32_t n) {
    const auto i = static_cast<std::size_t>(x);
    watches_[i].push_back(n);
    if (is_watched_[i]) return;
    is_watched_[i] = 1;
    watched_.push_back(x);
}

void NogoodStore::attach(DomainStore& store) {
    for (; attached_ < size(); ++attached_) {
        const auto n = static_cast<std::uint32_t>(attached_);
        candidates_.push_back(n);
        const std::span<Literal> lits = literals(n);
        for (std::size_t w = 0; w < std::min<std::size_t>(lits.size(), 2); ++w) {
            const VarId x = lits[w].var;
            watch(x, n);
            // A watch on a fixed variable whose list was visited: the visit must see this nogood
            // too. At the root nothing is undone, so clearing the mark needs no care for levels.
            if (store.domain_size(x) == 1) store.write(visited_[static_cast<std::size_t>(x)], 0);
        }
    }
}

bool NogoodStore::visit(DomainStore& store, VarId x, Stats& stats) {
    const auto i = static_cast<std::size_t>(x);
    store.write(visited_[i], 1);
    const int value = store[x].min();
    std::vector<std::uint32_t>& list = watches_[i];
    for (std::size_t k = 0; k < list.size();) {
        const std::uint32_t n = list[k];
        const std::span<Literal> lits = literals(n);
        const std::size_t w = lits[0].var == x ? 0 : 1;
        if (lits[w].value != value) {  // x's literal is false: the nogood holds
            ++k;
            continue;
        }
        // x's literal holds: watch another literal that does not, if there is one.
        const auto rest = lits.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(lits.size(), 2));
        const auto replacement =
            std::find_if(rest, lits.end(), [&](Literal l) { return state(store, l) != State::True; });
        if (replacement != lits.end()) {
            std::swap(lits[w], *replacement);
            watch(lits[w].var, n);  // another variable's list: `list` stays valid
            list[k] = list.back();
            list.pop_back();
            continue;
        }
        ++k;
        const State other = lits.size() == 1 ? State::True : state(store, lits[1 - w]);
        if (other == State::True) {  // every literal holds: this branch was refuted before
            ++stats.wipeouts;
            return false;
        }
        if (other == State::Open) candidates_.push_back(n);
    }
    return true;
}

bool NogoodStore::unit_propagate(DomainStore& store, std::size_t n, std::vector<VarId>& changed, Stats& stats) {
    const Literal* open = nullptr;
    for (const Literal& l : literals(n)) {
        const State s = state(store, l);
        if (s == State::False) return true;
        if (s == State::Open) {
            if (open != nullptr) return true;  // two open literals: nothing follows yet
            open = &l;
        }
    }
    if (open != nullptr) {
        store.remove(open->var, open->value);
        ++stats.prunings;
        changed.push_back(open->var);
        if (!store[open->var].empty()) return true;
    }
    ++stats.wipeouts;  // every literal holds, or the last one's variable has no value left
    return false;
}

bool NogoodStore::propagate_candidates(DomainStore& store, std::vector<VarId>& changed, Stats& stats) {
    // The removals are made in the order a scan of every nogood by index makes them, pass after
    // pass: that order decides which constraint MAC finds failing first, and with it dom/wdeg's
    // weights, so the search is the one the full scan gave. A removal that fixes a variable makes
    // that variable's watchers candidates of this pass if they come later, else of the next.
    const auto by_index = std::greater<std::uint32_t>();
    pass_.swap(candidates_);
    candidates_.clear();
    while (!pass_.empty()) {
        next_pass_.clear();
        std::make_heap(pass_.begin(), pass_.end(), by_index);
        for (std::int64_t last = -1; !pass_.empty();) {
            std::pop_heap(pass_.begin(), pass_.end(), by_index);
            const std::uint32_t n = pass_.back();
            pass_.pop_back();
            if (n == last) continue;  // found twice
            last = n;
            const std::size_t before = changed.size();
            if (!unit_propagate(store, n, changed, stats)) return false;
            if (changed.size() == before) continue;
            const VarId y = changed.back();
            if (store.domain_size(y) != 1 || visited_[static_cast<std::size_t>(y)].value != 0) continue;
            if (!visit(store, y, stats)) return false;
            for (const std::uint32_t m : candidates_) {
                if (m > n) {
                    pass_.push_back(m);
                    std::push_heap(pass_.begin(), pass_.end(), by_index);
                } else {
                    next_pass_.push_back(m);
                }
            }
            candidates_.clear();
        }
        pass_.swap(next_pass_);
    }
    return true;
}

bool NogoodStore::propagate(DomainStore& store, std::vector<VarId>& changed, Stats& stats) {
    candidates_.clear();  // a failed pass may have left some
    if (store.level() == 0) attach(store);
    else if (attached_ != size())
        throw std::logic_error("NogoodStore::propagate: new nogoods must first be propagated at the root");
    for (std::size_t k = 0; k < watched_.size(); ++k) {
        const VarId x = watched_[k];
        if (store.domain_size(x) == 1 && visited_[static_cast<std::size_t>(x)].value == 0 && !visit(store, x, stats))
            return false;
    }
    return candidates_.empty() || propagate_candidates(store, changed, stats);
}

}  // namespace csp::detail
