// Unit propagation over two watched literals per clause (Chaff), binary clauses first, and
// backtracking, which undoes it. Most of the solver's time is here, waiting on memory (a watch
// list, a clause's first literal), so both are prefetched one step before they are read
// (docs/experiments.md#a-cheaper-propagation-loop-prefetching-issue-38), and on branches whose
// outcome is a coin flip, so the hottest of those are computed instead
// (docs/experiments.md#where-a-conflicts-time-goes-and-branches-computed-instead-of-taken-issue-38-w14-sat25).
#include <algorithm>
#include <bit>
#include <cstring>

#include "csp/sat/internal.hpp"

namespace csp::detail {

namespace {
constexpr std::ptrdiff_t kPrefetchAhead = 4;  // propagate_long(): watches between a prefetch and its use
}  // namespace

void SatCore::cancel_until(int target) {
    if (level() <= target) return;
    const std::size_t keep = trail_lim_[static_cast<std::size_t>(target)];
    // A variable's reason and level are read only while it is assigned, so they are left as they are.
    std::int8_t* const values = values_.data();  // a local: byte stores would reload the member
    for (std::size_t i = trail_size_; i-- > keep;) {
        const Lit l = trail_[i];
        const BoolVar v = l.var();
        std::memset(values + 2 * static_cast<std::size_t>(v), kUndef, 2);  // both literals of v: one store
        phase_[v] = l.negated() ? 0 : 1;
        if (!heap_contains(v)) heap_insert(v);
    }
    trail_size_ = keep;
    trail_lim_.resize(static_cast<std::size_t>(target));
    qhead_ = keep;
}

SatCore::CRef SatCore::propagate() {
    while (qhead_ < trail_size_) {
        const Lit false_lit = ~trail_[qhead_++];
        if (qhead_ < trail_size_) {  // the next literal's watch lists, fetched while this one's are worked on
            const std::uint32_t next = (~trail_[qhead_]).code();
            __builtin_prefetch(bin_watches_[next].data());
            __builtin_prefetch(watches_[next].data());
        }
        CRef conflict = propagate_binaries(false_lit);
        if (conflict == kNoReason) conflict = propagate_long(false_lit);
        if (conflict != kNoReason) {
            qhead_ = trail_size_;
            return conflict;
        }
    }
    return kNoReason;
}

inline SatCore::CRef SatCore::propagate_binaries(Lit false_lit) {
    // The other literal is the whole watch. Whether it is already true is a coin flip, so there is
    // no branch on it: every other literal that is not false is made true (again) and written
    // above the top of the trail, and the top moves over it only if it was unassigned. Reasons and
    // levels of the new literals are written once the list is done.
    std::int8_t* const values = values_.data();
    Lit* const first_new = trail_.data() + trail_size_;
    Lit* top = first_new;
    CRef conflict = kNoReason;
    for (const Lit other : bin_watches_[false_lit.code()]) {
        const std::int8_t v = values[other.code()];
        if (v == kFalse) {
            conflict_lit_ = false_lit;
            conflict = kBinary | other.code();
            break;
        }
        values[other.code()] = kTrue;
        values[(~other).code()] = kFalse;
        *top = other;
        top += v == kUndef ? 1 : 0;
    }
    const VarData implied{kBinary | false_lit.code(), level()};
    for (const Lit* l = first_new; l != top; ++l) vars_[l->var()] = implied;
    const auto assigned = static_cast<std::size_t>(top - first_new);
    trail_size_ += assigned;
    stats_.propagations += assigned;
    return conflict;
}

inline SatCore::CRef SatCore::propagate_long(Lit false_lit) {
    // Keep the false literal at position 1 and look for a replacement watch. Values are read
    // through a local pointer: stores of bytes may alias anything, so the member would be reloaded.
    const std::int8_t* const values = values_.data();
    std::vector<Watch>& ws = watches_[false_lit.code()];
    Watch* i = ws.data();
    Watch* j = i;
    Watch* const end = i + ws.size();
    CRef conflict = kNoReason;
    while (i != end) {
        // The clause of a watch a few entries on is fetched while this one is worked on: the load
        // of a clause's first literal is a cache miss more often than not. Without a branch, as
        // both tests are coin flips: near the end of the list the last watch is fetched again,
        // and a watch passed on its blocker fetches the arena's first line, which is at hand.
        const Watch& ahead = i[std::min(kPrefetchAhead, end - i - 1)];
        const CRef unblocked = CRef{0} - static_cast<CRef>(values[ahead.blocker.code()] != kTrue);  // all ones or 0
        __builtin_prefetch(arena_.data() + (ahead.clause & unblocked));
        if (values[i->blocker.code()] == kTrue) {
            *j++ = *i++;
            continue;
        }
        const CRef c = i->clause;
        ++i;
        std::uint32_t* lits = codes(c);
        // Put false_lit at position 1 without a branch on where it was (that branch is a coin
        // flip): the other watch is the xor of both with it.
        lits[0] ^= lits[1] ^ false_lit.code();
        lits[1] = false_lit.code();
        const Lit first = Lit::from_code(lits[0]);
        const Watch kept{c, first};
        if (values[first.code()] == kTrue) {
            *j++ = kept;
            continue;
        }
        const std::uint32_t size = size_of(c);
        // The replacement, the first literal from position 2 on that is not false, looked for
        // four literals a test (past the end the last one again): where it is is a coin flip.
        const std::uint32_t last = size - 1;
        std::uint32_t found = size;
        for (std::uint32_t k = 2; k < size; k += 4) {
            unsigned not_false = 0;
            for (std::uint32_t d = 0; d < 4; ++d)
                not_false |= static_cast<unsigned>(values[lits[std::min(k + d, last)]] != kFalse) << d;
            if (not_false != 0) {
                found = k + static_cast<std::uint32_t>(std::countr_zero(not_false));
                break;
            }
        }
        if (found != size) {
            std::swap(lits[1], lits[found]);
            watches_[lits[1]].push_back(kept);  // a different list: lits[1] is not false_lit
            continue;
        }
        *j++ = kept;  // unit or conflicting: the clause keeps watching false_lit
        if (values[first.code()] == kFalse) {
            conflict = c;
            while (i != end) *j++ = *i++;
        } else {
            assign(first, c);
            ++stats_.propagations;
        }
    }
    ws.resize(static_cast<std::size_t>(j - ws.data()));
    return conflict;
}

}  // namespace csp::detail
