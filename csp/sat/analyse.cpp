// Conflict analysis: the learnt clause at the first unique implication point (GRASP; Zhang et al.
// 2001), its glue (literal block distance, Audemard & Simon 2009), the bumping of the variables and
// clauses involved, and recording the clause once the search has backjumped.
#include <algorithm>

#include "csp/sat/internal.hpp"

namespace csp::detail {

namespace {
constexpr double kClauseRescale = 1e20;
}  // namespace

std::uint32_t SatCore::count_levels(BoolVar v, std::uint32_t count) {
    const auto lv = static_cast<std::size_t>(vars_[v].level);
    if (level_stamp_[lv] == stamp_) return count;
    level_stamp_[lv] = stamp_;
    return count + 1;
}

std::uint32_t SatCore::compute_lbd(std::span<const Lit> literals) {
    ++stamp_;
    std::uint32_t count = 0;
    for (Lit l : literals) count = count_levels(l.var(), count);
    return count;
}

std::uint32_t SatCore::compute_lbd(CRef c) {
    ++stamp_;
    std::uint32_t count = 0;
    const std::uint32_t* lits = codes(c);
    for (std::uint32_t k = 0; k < size_of(c); ++k) count = count_levels(Lit::from_code(lits[k]).var(), count);
    return count;
}

void SatCore::analyse(CRef conflict, std::vector<Lit>& out, int& backjump, std::uint32_t& glue) {
    out.clear();
    out.push_back(Lit{});  // room for the asserting literal
    int open = 0;          // literals of the current level still to resolve away
    Lit pivot;
    std::size_t index = trail_size_;
    const auto visit = [&](Lit q) {
        const BoolVar v = q.var();
        if (seen_[v] || vars_[v].level == 0) return;
        seen_[v] = 1;
        bump_var(v);
        if (vars_[v].level >= level()) ++open;
        else out.push_back(q);
    };
    if (is_binary(conflict)) visit(conflict_lit_);
    CRef c = conflict;
    bool first = true;
    do {
        if (is_binary(c)) {
            visit(binary_other(c));
        } else {
            if (learnt(c)) {
                bump_clause(c);
                arena_[c + 1] |= kUsedFlag;
                // A clause that keeps taking part in conflicts may now have a smaller glue.
                if (lbd(c) > 2) {
                    const std::uint32_t now = compute_lbd(c);
                    if (now + 1 < lbd(c)) set_lbd(c, now);
                }
            }
            const std::uint32_t size = size_of(c);
            const std::uint32_t* lits = codes(c);
            // Every literal of a reason but the one it implied (at position 0) is false.
            for (std::uint32_t k = first ? 0 : 1; k < size; ++k) visit(Lit::from_code(lits[k]));
        }
        first = false;
        do --index;
        while (!seen_[trail_[index].var()]);
        pivot = trail_[index];
        c = vars_[pivot.var()].reason;
        seen_[pivot.var()] = 0;
        --open;
    } while (open > 0);
    out[0] = ~pivot;

    analyse_clear_.assign(out.begin(), out.end());
    if (options_.minimise) minimise(out);
    if (options_.shrink) shrink(out);
    if (options_.bump_reasons > 0) bump_reason_literals(out);
    for (Lit l : analyse_clear_) seen_[l.var()] = 0;

    backjump = 0;
    if (out.size() > 1) {
        std::size_t best = 1;
        for (std::size_t i = 2; i < out.size(); ++i)
            if (vars_[out[i].var()].level > vars_[out[best].var()].level) best = i;
        std::swap(out[1], out[best]);
        backjump = vars_[out[1].var()].level;
    }
    glue = compute_lbd(out);
}

void SatCore::bump_reason_literals(std::span<const Lit> learnt) {
    // Breadth-first over the reasons; a variable already bumped in this conflict (by the analysis
    // or here) is neither bumped again nor followed.
    const auto visit = [this](Lit q) {
        const BoolVar v = q.var();
        if (bumped_at_[v] != stats_.conflicts && vars_[v].level != 0) {
            bump_var(v);
            bump_frontier_.push_back(q);
        }
        return true;
    };
    bump_frontier_.assign(learnt.begin(), learnt.end());
    std::size_t from = 0;
    for (int depth = 0; depth < options_.bump_reasons; ++depth) {
        const std::size_t to = bump_frontier_.size();
        if (from == to) break;
        for (std::size_t i = from; i < to; ++i) {
            const CRef r = vars_[bump_frontier_[i].var()].reason;
            if (r != kNoReason) each_reason_literal(r, visit);
        }
        from = to;
    }
}

void SatCore::bump_clause(CRef c) {
    const float bumped = activity(c) + static_cast<float>(clause_inc_);
    set_activity(c, bumped);
    if (bumped > kClauseRescale) {
        for (CRef l : learnts_) set_activity(l, activity(l) / static_cast<float>(kClauseRescale));
        clause_inc_ /= kClauseRescale;
    }
}

void SatCore::learn(std::span<const Lit> clause, std::uint32_t glue) {
    // clause[0] is the asserting literal; after the backjump it is the only one unassigned.
    ++stats_.learnt;
    stats_.learnt_literals += clause.size();
    if (clause.size() == 1) {
        assign(clause[0], kNoReason);
    } else if (clause.size() == 2) {
        add_binary(clause[0], clause[1]);
        assign(clause[0], kBinary | clause[1].code());
        ++stats_.propagations;
    } else {
        const CRef c = alloc_clause(clause, true);
        set_lbd(c, glue);
        attach(c);
        learnts_.push_back(c);
        bump_clause(c);
        assign(clause[0], c);
        ++stats_.propagations;
    }
}

}  // namespace csp::detail
