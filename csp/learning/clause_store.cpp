#include "csp/learning/clause_store.hpp"

#include <algorithm>

#include "csp/base/float_bits.hpp"

namespace csp::learning {

namespace {
/// Activities are floats (a header word): past this every activity and the increment are scaled down.
constexpr float kRescale = 1e20F;
/// propagate(): watches between a clause's prefetch and its visit.
constexpr std::size_t kPrefetchAhead = 4;
}  // namespace

float ClauseStore::activity(int clause) const {
    return bits_to_float(static_cast<std::uint32_t>(arena_[static_cast<std::size_t>(clause) + kActivity]));
}

void ClauseStore::set_activity(int clause, float activity) {
    arena_[static_cast<std::size_t>(clause) + kActivity] = static_cast<Lit>(float_to_bits(activity));
}

void ClauseStore::watch(Lit lit, int clause, Lit blocker) {
    if (slots_.empty()) slots_.assign(2 * static_cast<std::size_t>(trail_.atoms().count()), -1);
    int& slot = slots_[static_cast<std::size_t>(lit)];
    if (slot < 0) {
        slot = static_cast<int>(lists_.size());
        lists_.emplace_back();
    }
    lists_[static_cast<std::size_t>(slot)].push_back({clause, blocker});
}

int ClauseStore::add(std::span<const Lit> lits, int lbd, bool removable) {
    const int id = static_cast<int>(arena_.size());
    arena_.insert(arena_.end(), {static_cast<Lit>(lits.size()), lbd, removable ? kRemovable : 0, 0});
    arena_.insert(arena_.end(), lits.begin(), lits.end());
    set_activity(id, increment_);
    if (removable) ++removable_;
    watch(lits[0], id, lits[1]);
    watch(lits[1], id, lits[0]);
    return id;
}

int ClauseStore::propagate(std::vector<VarId>& changed) {
    if (slots_.empty()) {  // no clause yet
        head_ = trail_.size();
        return -1;
    }
    while (head_ < trail_.size()) {
        const Lit falsified = negate(trail_.entry(head_++).lit);
        const int slot = slots_[static_cast<std::size_t>(falsified)];
        if (slot < 0) continue;
        // Moved out while visited: watching another literal may add a list (and move the others).
        std::vector<Watch> list = std::move(lists_[static_cast<std::size_t>(slot)]);
        std::size_t kept = 0;
        int conflict = -1;
        for (std::size_t i = 0; i < list.size(); ++i) {
            // The clause of a watch a few entries on is fetched while this one is worked on: the
            // load of a clause's header missed the cache on most visits (a third of still_life 7x7).
            if (i + kPrefetchAhead < list.size() && trail_.value(list[i + kPrefetchAhead].blocker) <= 0)
                __builtin_prefetch(arena_.data() + list[i + kPrefetchAhead].clause);
            const Watch w = list[i];
            if (conflict >= 0 || trail_.value(w.blocker) > 0) {
                list[kept++] = w;
                continue;
            }
            const auto at = static_cast<std::size_t>(w.clause);
            Lit* lits = arena_.data() + at + kHeader;
            const int size = arena_[at + kSize];
            if (lits[0] == falsified) std::swap(lits[0], lits[1]);
            if (trail_.value(lits[0]) > 0) {
                list[kept++] = {w.clause, lits[0]};
                continue;
            }
            bool moved = false;
            for (int k = 2; k < size; ++k)
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
    if ((flags(clause) & kRemovable) == 0) return;
    const float raised = activity(clause) + increment_;
    set_activity(clause, raised);
    if (raised <= kRescale) return;
    for (std::size_t c = 0; c < arena_.size(); c += kHeader + static_cast<std::size_t>(arena_[c + kSize]))
        set_activity(static_cast<int>(c), activity(static_cast<int>(c)) / kRescale);
    increment_ /= kRescale;
}

void ClauseStore::reduce() {
    constexpr int kLocked = 4;  // a reason on the trail, for the time of the choice
    const auto next = [&](std::size_t c) { return c + kHeader + static_cast<std::size_t>(arena_[c + kSize]); };
    for (int p = 0; p < trail_.size(); ++p)
        if (trail_.entry(p).reason.kind == Reason::Kind::Clause)
            arena_[static_cast<std::size_t>(trail_.entry(p).reason.a) + kFlags] |= kLocked;
    std::vector<int> candidates;
    for (std::size_t c = 0; c < arena_.size(); c = next(c)) {
        if (arena_[c + kFlags] == kRemovable && arena_[c + kLbd] > 2) candidates.push_back(static_cast<int>(c));
        arena_[c + kFlags] &= ~kLocked;
    }
    std::sort(candidates.begin(), candidates.end(), [&](int a, int b) {
        const int la = arena_[static_cast<std::size_t>(a) + kLbd], lb = arena_[static_cast<std::size_t>(b) + kLbd];
        return la != lb ? la > lb : activity(a) < activity(b);
    });
    for (std::size_t k = 0; k < candidates.size() / 2; ++k) {
        arena_[static_cast<std::size_t>(candidates[k]) + kFlags] |= kDeleted;
        --removable_;
    }
    // Compaction: the kept clauses move down; each old header's activity word then holds the new id
    // (its activity is copied already), which the trail's reasons read.
    std::vector<Lit> compact;
    compact.reserve(arena_.size());
    for (std::size_t c = 0; c < arena_.size(); c = next(c)) {
        if ((arena_[c + kFlags] & kDeleted) != 0) continue;
        const int id = static_cast<int>(compact.size());
        compact.insert(compact.end(), arena_.begin() + static_cast<std::ptrdiff_t>(c),
                       arena_.begin() + static_cast<std::ptrdiff_t>(next(c)));
        arena_[c + kActivity] = id;
    }
    trail_.rename_clauses([&](int old) { return arena_[static_cast<std::size_t>(old) + kActivity]; });
    arena_ = std::move(compact);
    // The watches again, on each clause's first two literals (the ones propagate() keeps watched).
    for (std::vector<Watch>& list : lists_) list.clear();
    for (std::size_t c = 0; c < arena_.size(); c = next(c)) {
        const auto lits = literals(static_cast<int>(c));
        watch(lits[0], static_cast<int>(c), lits[1]);
        watch(lits[1], static_cast<int>(c), lits[0]);
    }
}

}  // namespace csp::learning
