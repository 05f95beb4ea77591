// The clause arena and the clauses a caller adds. A clause of three or more literals lives in
// arena_ and is watched by its first two literals; a binary clause lives only in bin_watches_.
#include <algorithm>
#include <stdexcept>
#include <string>

#include "csp/sat/internal.hpp"

namespace csp::detail {

SatCore::CRef SatCore::alloc_clause(std::span<const Lit> literals, bool is_learnt) {
    const auto c = static_cast<CRef>(arena_.size());
    arena_.push_back(static_cast<std::uint32_t>(literals.size()));
    arena_.push_back(is_learnt ? kLearntFlag : 0u);
    arena_.push_back(float_to_bits(0.0f));
    for (Lit l : literals) arena_.push_back(l.code());
    return c;
}

void SatCore::attach(CRef c) {
    const std::uint32_t* lits = codes(c);
    const Lit a = Lit::from_code(lits[0]);
    const Lit b = Lit::from_code(lits[1]);
    watches_[a.code()].push_back({c, b});
    watches_[b.code()].push_back({c, a});
}

void SatCore::add_binary(Lit a, Lit b) {
    bin_watches_[a.code()].push_back(b);
    bin_watches_[b.code()].push_back(a);
    ++num_binaries_;
}

bool SatCore::add_clause(std::span<const Lit> literals) {
    for (Lit l : literals)
        if (l.var() < 0 || l.var() >= num_vars())
            throw std::invalid_argument("SatSolver::add_clause: variable " + std::to_string(l.var()) +
                                        " does not exist (" + std::to_string(num_vars()) + " variables)");
    if (!ok_) return false;
    cancel_until(0);  // solve() returns at level 0 already; kept so the invariant is local

    add_buffer_.assign(literals.begin(), literals.end());
    std::sort(add_buffer_.begin(), add_buffer_.end(), [](Lit a, Lit b) { return a.code() < b.code(); });
    std::size_t kept = 0;
    for (std::size_t i = 0; i < add_buffer_.size(); ++i) {
        const Lit l = add_buffer_[i];
        if (kept > 0 && add_buffer_[kept - 1] == l) continue;      // duplicate
        if (kept > 0 && add_buffer_[kept - 1] == ~l) return true;  // x ∨ ¬x: always true
        if (value(l) == kTrue) return true;                        // satisfied at level 0
        if (value(l) == kFalse) continue;                          // false for good
        add_buffer_[kept++] = l;
    }
    add_buffer_.resize(kept);

    if (kept == 0) return ok_ = false;
    if (kept == 1) {
        assign(add_buffer_[0], kNoReason);
        return ok_ = propagate() == kNoReason;
    }
    if (kept == 2) add_binary(add_buffer_[0], add_buffer_[1]);
    else attach(alloc_clause(add_buffer_, false));
    ++num_problem_clauses_;
    return true;
}

}  // namespace csp::detail
