// Vivification of learnt clauses (Piette, Hamadi & Saïs, ECAI 2008; Luo et al., IJCAI 2017; as
// CaDiCaL and Kissat do it): at level 0, assume the literals of a clause false one at a time and
// propagate. With D the literals assumed so far, the clause's other clauses imply
//  - a literal found false: ¬D implies it false, so it can go;
//  - a literal found true: D ∨ it holds, so the rest can go;
//  - a conflict: D alone holds.
// The clause itself may take part in that propagation, which is sound too: it is implied by the
// caller's clauses like every clause the solver holds, and it can only make its last literal true
// once all the others are false, which the second case then keeps.
#include <algorithm>

#include "csp/sat/internal.hpp"

namespace csp::detail {

bool SatCore::vivify() {
    vivified_at_reduction_ = stats_.reductions;
    const std::uint64_t search = stats_.propagations - stats_.vivify_propagations;
    const std::uint64_t budget = (search - vivify_search_mark_) * options_.vivify_effort / 1000;
    vivify_search_mark_ = search;
    cancel_until(0);

    vivify_candidates_.clear();
    for (const CRef c : learnts_)
        if ((arena_[c + 1] & kVivifiedFlag) == 0 && lbd(c) <= options_.tier2_lbd) vivify_candidates_.push_back(c);
    if (vivify_candidates_.empty()) return true;
    // Most active first; each clause's literals by how often they occur among the candidates, most
    // first, so that the literals assumed first are the ones most likely to imply the others.
    std::sort(vivify_candidates_.begin(), vivify_candidates_.end(),
              [this](CRef a, CRef b) { return activity(a) > activity(b); });
    vivify_occurs_.assign(2 * vars_.size(), 0);
    for (const CRef c : vivify_candidates_)
        for (std::uint32_t k = 0; k < size_of(c); ++k) ++vivify_occurs_[codes(c)[k]];

    const std::uint64_t start = stats_.propagations;
    bool changed = false;
    for (const CRef c : vivify_candidates_) {
        if (stats_.propagations - start > budget) break;
        arena_[c + 1] |= kVivifiedFlag;
        if (!vivify_clause(c)) {
            stats_.vivify_propagations += stats_.propagations - start;
            return false;
        }
        changed = changed || removed(c);
    }
    stats_.vivify_propagations += stats_.propagations - start;
    if (changed) {
        learnts_.erase(std::remove_if(learnts_.begin(), learnts_.end(), [this](CRef c) { return removed(c); }),
                       learnts_.end());
        collect_garbage();
    }
    return true;
}

bool SatCore::vivify_clause(CRef c) {
    // A copy: propagation reorders the clause's literals, and a new clause may move the arena.
    vivify_clause_.clear();
    for (std::uint32_t k = 0; k < size_of(c); ++k) vivify_clause_.push_back(Lit::from_code(codes(c)[k]));
    for (const Lit l : vivify_clause_)
        if (value(l) == kTrue) {  // satisfied at level 0 for good
            if (!locked(c)) {
                remove_clause(c);
                ++stats_.vivified;
            }
            return true;
        }
    std::sort(vivify_clause_.begin(), vivify_clause_.end(),
              [this](Lit a, Lit b) { return vivify_occurs_[a.code()] > vivify_occurs_[b.code()]; });

    // Assume the literals false in turn until one is found true or the propagation conflicts.
    CRef conflict = kNoReason;
    Lit found_true = kNoLit;
    for (const Lit l : vivify_clause_) {
        const std::int8_t v = value(l);
        if (v == kFalse) continue;
        if (v == kTrue) {
            found_true = l;
            break;
        }
        trail_lim_.push_back(trail_size_);
        assign(~l, kNoReason);
        if (conflict = propagate(); conflict != kNoReason) break;
    }
    vivify_kept_.clear();
    if (found_true != kNoLit || conflict != kNoReason) vivify_reasons(conflict, found_true);
    else  // not reached: the clause itself conflicts once all its literals are false
        vivify_kept_ = vivify_clause_;
    cancel_until(0);
    if (vivify_kept_.size() == vivify_clause_.size()) return true;

    ++stats_.vivified;
    stats_.vivify_removed += vivify_clause_.size() - vivify_kept_.size();
    const std::uint32_t glue = std::min(lbd(c), static_cast<std::uint32_t>(vivify_kept_.size()));
    const float old_activity = activity(c);
    remove_clause(c);
    if (vivify_kept_.empty()) return ok_ = false;
    if (vivify_kept_.size() == 1) {
        assign(vivify_kept_[0], kNoReason);
        return ok_ = propagate() == kNoReason;
    }
    if (vivify_kept_.size() == 2) {
        add_binary(vivify_kept_[0], vivify_kept_[1]);
        return true;
    }
    const CRef shorter = alloc_clause(vivify_kept_, true);
    set_lbd(shorter, glue);
    set_activity(shorter, old_activity);
    arena_[shorter + 1] |= kVivifiedFlag;
    attach(shorter);
    learnts_.push_back(shorter);
    return true;
}

void SatCore::vivify_reasons(CRef conflict, Lit found_true) {
    // The clause's literals whose assumed negations the conflict (or the true literal) rests on:
    // the decisions reached from it are those negations.
    const auto mark = [this](Lit q) { return mark_above_root(q); };
    if (found_true != kNoLit) {
        vivify_kept_.push_back(found_true);
        if (vars_[found_true.var()].level == 0) return;
        each_reason_literal(vars_[found_true.var()].reason, mark);
    } else {
        if (is_binary(conflict)) mark(conflict_lit_);
        else mark(Lit::from_code(codes(conflict)[0]));  // a conflict's literals are all false, the first too
        each_reason_literal(conflict, mark);
    }
    walk_to_decisions([this](Lit decision) { vivify_kept_.push_back(~decision); });
}

}  // namespace csp::detail
