// Recursive minimisation of the learnt clause (Sörensson & Biere, SAT 2009): a literal implied by
// the others through reasons is dropped.
#include "csp/sat/internal.hpp"

namespace csp::detail {

void SatCore::minimise(std::vector<Lit>& out) {
    // Drop literals implied by the others through reasons (seen_ marks the clause). Every implied
    // literal has a reason literal of its own level, so its reasons at that level lead back to the
    // level's decision unless they meet a literal of the clause there: a literal alone at its level
    // stays, and the search stops at a level the clause has no literal of. Both tests are exact,
    // so the clause is the one the search over all reasons would give (and keeping a literal is
    // sound in any case).
    for (std::size_t i = 1; i < out.size(); ++i) ++level_count_[static_cast<std::size_t>(vars_[out[i].var()].level)];
    const std::size_t size = out.size();
    std::size_t j = 1;
    for (std::size_t i = 1; i < size; ++i) {
        const VarData& d = vars_[out[i].var()];
        if (d.reason == kNoReason || level_count_[static_cast<std::size_t>(d.level)] < 2 || !redundant(out[i]))
            out[j++] = out[i];
    }
    // analyse_clear_ starts with the clause as it was before the literals were dropped
    for (std::size_t i = 1; i < size; ++i)
        level_count_[static_cast<std::size_t>(vars_[analyse_clear_[i].var()].level)] = 0;
    stats_.minimised += size - j;
    out.resize(j);
}

bool SatCore::redundant(Lit p) {
    // Depth-first over the reasons of p, one frame per literal on the path. A literal whose reason
    // literals are all in the clause or implied is implied too; a decision, a literal of a level
    // the clause has no literal of, or a poisoned one fails, and so does every literal on the path
    // to it. Both marks last until analyse() ends, so later searches stop at them.
    analyse_stack_.clear();
    analyse_stack_.push_back({p, vars_[p.var()].reason, 1});
    while (!analyse_stack_.empty()) {
        Frame& f = analyse_stack_.back();
        const std::uint32_t size = is_binary(f.reason) ? 2 : size_of(f.reason);
        if (f.next == size) {  // every reason literal is implied (position 0 holds f.lit itself)
            if (analyse_stack_.size() > 1) {
                seen_[f.lit.var()] = 1;
                analyse_clear_.push_back(f.lit);
            }
            analyse_stack_.pop_back();
            continue;
        }
        const Lit l = is_binary(f.reason) ? binary_other(f.reason) : Lit::from_code(codes(f.reason)[f.next]);
        ++f.next;
        const BoolVar v = l.var();
        const VarData& d = vars_[v];
        if (seen_[v] == 1 || d.level == 0) continue;
        if (seen_[v] == kPoison || d.reason == kNoReason || level_count_[static_cast<std::size_t>(d.level)] == 0) {
            for (std::size_t i = 1; i < analyse_stack_.size(); ++i) {  // p itself is in the clause
                seen_[analyse_stack_[i].lit.var()] = kPoison;
                analyse_clear_.push_back(analyse_stack_[i].lit);
            }
            return false;
        }
        analyse_stack_.push_back({l, d.reason, 1});
    }
    return true;
}

}  // namespace csp::detail
