#include "csp/learning/clause_store.hpp"

#include <algorithm>

namespace csp::learning {

void ClauseStore::watch(Lit lit, int clause, Lit blocker) {
    int& slot = trail_.watch_slot(lit);
    if (slot < 0) {
        slot = static_cast<int>(lists_.size());
        lists_.emplace_back();
    }
    lists_[static_cast<std::size_t>(slot)].push_back({clause, blocker});
}

int ClauseStore::add(std::vector<Lit> lits, int lbd, bool removable) {
    int id = 0;
    if (free_.empty()) {
        id = static_cast<int>(clauses_.size());
        clauses_.emplace_back();
    } else {
        id = free_.back();
        free_.pop_back();
    }
    Clause& c = clauses_[static_cast<std::size_t>(id)];
    c = {std::move(lits), lbd, increment_, removable, false};
    if (removable) ++removable_;
    watch(c.lits[0], id, c.lits[1]);
    watch(c.lits[1], id, c.lits[0]);
    return id;
}

int ClauseStore::propagate(std::vector<VarId>& changed) {
    while (head_ < trail_.size()) {
        const Lit falsified = negate(trail_.entry(head_++).lit);
        const int slot = trail_.watch_slot(falsified);
        if (slot < 0) continue;
        // Moved out while visited: watching another literal may add a list (and move the others).
        std::vector<Watch> list = std::move(lists_[static_cast<std::size_t>(slot)]);
        std::size_t kept = 0;
        int conflict = -1;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Watch w = list[i];
            if (conflict >= 0 || trail_.value(w.blocker) > 0) {
                list[kept++] = w;
                continue;
            }
            Clause& c = clauses_[static_cast<std::size_t>(w.clause)];
            std::vector<Lit>& lits = c.lits;
            if (lits[0] == falsified) std::swap(lits[0], lits[1]);
            if (trail_.value(lits[0]) > 0) {
                list[kept++] = {w.clause, lits[0]};
                continue;
            }
            bool moved = false;
            for (std::size_t k = 2; k < lits.size(); ++k)
                if (trail_.value(lits[k]) >= 0) {
                    std::swap(lits[1], lits[k]);
                    watch(lits[1], w.clause, lits[0]);
                    moved = true;
                    break;
                }
            if (moved) continue;
            list[kept++] = {w.clause, lits[0]};
            if (trail_.value(lits[0]) < 0) {
                conflict = w.clause;
                continue;
            }
            trail_.assert_literal(lits[0], {.kind = Reason::Kind::Clause, .a = w.clause});
            changed.push_back(trail_.atoms().var(atom_of(lits[0])));
        }
        list.resize(kept);
        std::vector<Watch>& home = lists_[static_cast<std::size_t>(slot)];
        list.insert(list.end(), home.begin(), home.end());
        home = std::move(list);
        if (conflict >= 0) return conflict;
    }
    return -1;
}

void ClauseStore::bump(int clause) {
    Clause& c = clauses_[static_cast<std::size_t>(clause)];
    if (!c.removable) return;
    c.activity += increment_;
    if (c.activity > 1e100) {
        for (Clause& other : clauses_) other.activity *= 1e-100;
        increment_ *= 1e-100;
    }
}

void ClauseStore::reduce() {
    std::vector<char> locked(clauses_.size(), 0);
    for (int p = 0; p < trail_.size(); ++p)
        if (trail_.entry(p).reason.kind == Reason::Kind::Clause)
            locked[static_cast<std::size_t>(trail_.entry(p).reason.a)] = 1;
    std::vector<int> candidates;
    for (std::size_t id = 0; id < clauses_.size(); ++id) {
        const Clause& c = clauses_[id];
        if (c.removable && !c.deleted && c.lbd > 2 && !locked[id]) candidates.push_back(static_cast<int>(id));
    }
    std::sort(candidates.begin(), candidates.end(), [&](int a, int b) {
        const Clause& x = clauses_[static_cast<std::size_t>(a)];
        const Clause& y = clauses_[static_cast<std::size_t>(b)];
        return x.lbd != y.lbd ? x.lbd > y.lbd : x.activity < y.activity;
    });
    for (std::size_t k = 0; k < candidates.size() / 2; ++k) {
        Clause& c = clauses_[static_cast<std::size_t>(candidates[k])];
        c.deleted = true;
        c.lits.clear();
        c.lits.shrink_to_fit();
        --removable_;
    }
    // Watch lists drop deleted clauses as they are visited; free ids are reused once no list holds them.
    for (std::vector<Watch>& list : lists_)
        std::erase_if(list, [&](Watch w) { return clauses_[static_cast<std::size_t>(w.clause)].deleted; });
    for (std::size_t k = 0; k < candidates.size() / 2; ++k) free_.push_back(candidates[k]);
}

}  // namespace csp::learning
