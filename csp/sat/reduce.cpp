// Reduction of the learnt-clause database: every reduce_gap_ conflicts (the gap growing by
// reduce_increment each time) the worse half of the learnt clauses goes, by glue then activity;
// clauses of glue ≤ 2, recently used ones of glue ≤ tier2_lbd and reasons stay. Then the arena is
// compacted.
#include <algorithm>

#include "csp/sat/internal.hpp"

namespace csp::detail {

std::vector<std::vector<Lit>> SatCore::learnt_clauses() const {
    std::vector<std::vector<Lit>> out;
    for (const CRef c : learnts_) {
        std::vector<Lit>& clause = out.emplace_back();
        for (std::uint32_t k = 0; k < size_of(c); ++k) clause.push_back(Lit::from_code(codes(c)[k]));
    }
    return out;
}

bool SatCore::locked(CRef c) const {
    // Learnt clauses that can be removed are longer than two, so their implied literal is at 0.
    const Lit first = Lit::from_code(codes(c)[0]);
    return value(first) == kTrue && vars_[first.var()].reason == c;
}

void SatCore::reduce() {
    reduce_gap_ += options_.reduce_increment;
    next_reduce_ = stats_.conflicts + reduce_gap_;
    ++stats_.reductions;
    // Worst first: high glue, then low activity. Glue ≤ 2 clauses, binaries and reasons stay.
    std::sort(learnts_.begin(), learnts_.end(), [this](CRef a, CRef b) {
        if (lbd(a) != lbd(b)) return lbd(a) > lbd(b);
        return activity(a) < activity(b);
    });
    const std::size_t target = learnts_.size() / 2;
    std::size_t removed_count = 0;
    std::size_t j = 0;
    for (const CRef c : learnts_) {
        const bool protect = lbd(c) <= 2 || (lbd(c) <= options_.tier2_lbd && used(c));
        arena_[c + 1] &= ~kUsedFlag;
        if (removed_count < target && !protect && !locked(c)) {
            remove_clause(c);
            ++removed_count;
        } else {
            learnts_[j++] = c;
        }
    }
    learnts_.resize(j);
    stats_.deleted += removed_count;
    collect_garbage();
}

void SatCore::remove_clause(CRef c) {
    // Its watches stay until collect_garbage(); until then it may still propagate, which is sound
    // since every clause the solver holds follows from the caller's.
    arena_[c + 1] |= kRemovedFlag;
    wasted_ += kHeader + size_of(c);
}

void SatCore::collect_garbage() {
    // Copy the live clauses into a fresh arena, leave each one's new offset in its old activity
    // word, then translate reasons and the learnt list and rebuild every watch list. Watches are
    // positions 0 and 1 of a clause, which the copy keeps, so the watch invariant survives.
    std::vector<std::uint32_t> fresh;
    fresh.reserve(arena_.size() - wasted_);
    for (std::size_t c = 0; c < arena_.size(); c += kHeader + arena_[c]) {
        const std::uint32_t words = kHeader + arena_[c];
        const bool dead = removed(static_cast<CRef>(c));
        const auto moved = static_cast<std::uint32_t>(fresh.size());
        if (!dead)
            fresh.insert(fresh.end(), arena_.begin() + static_cast<std::ptrdiff_t>(c),
                         arena_.begin() + static_cast<std::ptrdiff_t>(c + words));
        arena_[c + 2] = dead ? kNoReason : moved;
    }
    for (const Lit l : trail())
        if (CRef& r = vars_[l.var()].reason; r != kNoReason && !is_binary(r)) r = arena_[r + 2];
    for (CRef& c : learnts_) c = arena_[c + 2];
    arena_ = std::move(fresh);
    wasted_ = 0;
    for (auto& list : watches_) list.clear();
    for (std::size_t c = 0; c < arena_.size(); c += kHeader + arena_[c]) attach(static_cast<CRef>(c));
}

}  // namespace csp::detail
