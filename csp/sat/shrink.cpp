// Shrinking of the learnt clause (Feng & Bacchus, SAT 2020; Fleury & Biere, SAT 2021): the literals
// of one lower decision level are replaced by that level's unique implication point, where the
// resolution reaches one without a literal outside the clause.
#include <algorithm>

#include "csp/sat/internal.hpp"

namespace csp::detail {

void SatCore::shrink(std::vector<Lit>& out) {
    // Group the literals below the conflict level by level, then replace each group of two or more
    // by the one literal of its level that all of them follow from, where there is one.
    const auto level_of = [this](Lit l) { return vars_[l.var()].level; };
    std::sort(out.begin() + 1, out.end(), [&](Lit a, Lit b) { return level_of(a) > level_of(b); });
    const std::size_t size = out.size();
    std::size_t j = 1;
    for (std::size_t i = 1; i < size;) {
        const int lv = level_of(out[i]);
        std::size_t end = i + 1;
        while (end < size && level_of(out[end]) == lv) ++end;
        Lit uip;
        if (end - i >= 2 && block_uip(lv, std::span<const Lit>(out.data() + i, end - i), uip)) {
            out[j++] = ~uip;  // j <= i: the block has been read
            if (bumped_at_[uip.var()] != stats_.conflicts) bump_var(uip.var());
            i = end;
            continue;
        }
        while (i < end) out[j++] = out[i++];
    }
    stats_.shrunk += size - j;
    out.resize(j);
}

bool SatCore::block_uip(int lv, std::span<const Lit> block, Lit& uip) {
    // Resolve the block's literals backwards along the trail of their level, as analyse() does at
    // the conflict level, until one literal is left open: the level's unique implication point.
    // Every reason literal met below the level must already be in the clause or implied by it
    // (seen_ = 1), or the block cannot be replaced.
    ++block_stamp_;
    for (Lit l : block) block_mark_[l.var()] = block_stamp_;
    std::size_t open = block.size();
    const std::size_t begin = trail_lim_[static_cast<std::size_t>(lv - 1)];
    std::size_t k =
        static_cast<std::size_t>(lv) < trail_lim_.size() ? trail_lim_[static_cast<std::size_t>(lv)] : trail_size_;
    const auto visit = [&](Lit q) {
        const BoolVar w = q.var();
        const int lw = vars_[w].level;
        if (lw == lv) {
            if (block_mark_[w] != block_stamp_) {
                block_mark_[w] = block_stamp_;
                ++open;
            }
            return true;
        }
        return lw == 0 || seen_[w] == 1;
    };
    while (k-- > begin) {
        const Lit t = trail_[k];
        if (block_mark_[t.var()] != block_stamp_) continue;
        if (open == 1) {
            uip = t;
            return true;
        }
        const CRef r = vars_[t.var()].reason;
        if (r == kNoReason || !each_reason_literal(r, visit)) return false;
        --open;
    }
    return false;
}

}  // namespace csp::detail
