#include "csp/sat/sat_solver.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>
#include <string>


namespace csp {

namespace {
constexpr std::size_t kLbdWindow = 50;     // glucose: recent conflicts compared with the mean
constexpr std::size_t kTrailWindow = 5000; // restart blocking: recent trail sizes at conflicts
constexpr double kBlockMargin = 1.4;       // a trail this much above the recent mean blocks a restart
constexpr std::uint64_t kBlockAfter = 10000;  // conflicts before restarts may be blocked
constexpr double kVarRescale = 1e100;
constexpr double kClauseRescale = 1e20;
}  // namespace

SatSolver::SatSolver(SatOptions options)
    : options_(options), next_reduce_(options.first_reduce), reduce_gap_(options.first_reduce) {
    if (!(options_.var_decay > 0 && options_.var_decay <= 1) || !(options_.clause_decay > 0 && options_.clause_decay <= 1))
        throw std::invalid_argument("SatOptions: decay factors must be in (0, 1]");
    if (!(options_.mode_growth >= 1 && options_.mode_growth <= 1e3))
        throw std::invalid_argument("SatOptions: mode_growth must be in [1, 1000]");
    if (options_.bump_reasons < 0 || options_.bump_reasons > 3)
        throw std::invalid_argument("SatOptions: bump_reasons must be in [0, 3]");
    lbd_window_.assign(kLbdWindow, 0);
    trail_window_.assign(kTrailWindow, 0);
    level_stamp_.push_back(0);
    level_count_.push_back(0);
    trail_.resize(1);  // the spare slot
}

BoolVar SatSolver::new_var() {
    const BoolVar v = num_vars();
    if (v >= kMaxVars) throw std::length_error("SatSolver: too many variables");
    values_.push_back(kUndef);
    values_.push_back(kUndef);
    vars_.push_back({});
    trail_.emplace_back();
    phase_.push_back(options_.initial_phase ? 1 : 0);
    target_phase_.push_back(kUndef);
    best_phase_.push_back(kUndef);
    activity_.push_back(options_.seed == 0 ? 0.0 : random_activity());
    seen_.push_back(0);
    bumped_at_.push_back(0);
    block_mark_.push_back(0);
    heap_index_.push_back(-1);
    level_stamp_.push_back(0);
    level_count_.push_back(0);
    watches_.emplace_back();
    watches_.emplace_back();
    bin_watches_.emplace_back();
    bin_watches_.emplace_back();
    heap_insert(v);
    return v;
}

double SatSolver::random_activity() {
    // splitmix64 of the seed and a counter: tiny values, overtaken by the first bumps
    std::uint64_t z = (rng_state_ += 0x9e3779b97f4a7c15ull) ^ options_.seed;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    return static_cast<double>(z >> 11) * 0x1.0p-53 * 1e-3;
}

void SatSolver::reserve_vars(int count) {
    if (count <= num_vars()) return;
    const auto n = static_cast<std::size_t>(count);
    values_.reserve(2 * n);
    vars_.reserve(n);
    trail_.reserve(n + 1);
    phase_.reserve(n);
    target_phase_.reserve(n);
    best_phase_.reserve(n);
    activity_.reserve(n);
    seen_.reserve(n);
    bumped_at_.reserve(n);
    block_mark_.reserve(n);
    heap_index_.reserve(n);
    heap_.reserve(n);
    level_stamp_.reserve(n + 1);
    level_count_.reserve(n + 1);
    watches_.reserve(2 * n);
    bin_watches_.reserve(2 * n);
    while (num_vars() < count) new_var();
}

// ---- clauses ----

float SatSolver::activity(CRef c) const { return std::bit_cast<float>(arena_[c + 2]); }
void SatSolver::set_activity(CRef c, float value) { arena_[c + 2] = std::bit_cast<std::uint32_t>(value); }

SatSolver::CRef SatSolver::alloc_clause(std::span<const Lit> literals, bool is_learnt) {
    const auto c = static_cast<CRef>(arena_.size());
    arena_.push_back(static_cast<std::uint32_t>(literals.size()));
    arena_.push_back(is_learnt ? kLearntFlag : 0u);
    arena_.push_back(std::bit_cast<std::uint32_t>(0.0f));
    for (Lit l : literals) arena_.push_back(l.code());
    return c;
}

void SatSolver::attach(CRef c) {
    const std::uint32_t* lits = codes(c);
    const Lit a = Lit::from_code(lits[0]);
    const Lit b = Lit::from_code(lits[1]);
    watches_[a.code()].push_back({c, b});
    watches_[b.code()].push_back({c, a});
}

bool SatSolver::add_clause(std::span<const Lit> literals) {
    for (Lit l : literals)
        if (l.var() < 0 || l.var() >= num_vars())
            throw std::invalid_argument("SatSolver::add_clause: variable " + std::to_string(l.var()) + " does not exist (" +
                                        std::to_string(num_vars()) + " variables)");
    if (!ok_) return false;
    cancel_until(0);  // solve() returns at level 0 already; kept so the invariant is local

    add_buffer_.assign(literals.begin(), literals.end());
    std::sort(add_buffer_.begin(), add_buffer_.end(), [](Lit a, Lit b) { return a.code() < b.code(); });
    std::size_t kept = 0;
    for (std::size_t i = 0; i < add_buffer_.size(); ++i) {
        const Lit l = add_buffer_[i];
        if (kept > 0 && add_buffer_[kept - 1] == l) continue;                  // duplicate
        if (kept > 0 && add_buffer_[kept - 1] == ~l) return true;             // x ∨ ¬x: always true
        if (value(l) == kTrue) return true;                                    // satisfied at level 0
        if (value(l) == kFalse) continue;                                      // false for good
        add_buffer_[kept++] = l;
    }
    add_buffer_.resize(kept);

    if (kept == 0) return ok_ = false;
    if (kept == 1) {
        assign(add_buffer_[0], kNoReason);
        return ok_ = propagate() == kNoReason;
    }
    if (kept == 2) {
        bin_watches_[add_buffer_[0].code()].push_back(add_buffer_[1]);
        bin_watches_[add_buffer_[1].code()].push_back(add_buffer_[0]);
        ++num_binaries_;
    } else {
        attach(alloc_clause(add_buffer_, false));
    }
    ++num_problem_clauses_;
    return true;
}

// ---- assignment and propagation ----

void SatSolver::cancel_until(int target) {
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

SatSolver::CRef SatSolver::propagate() {
    while (qhead_ < trail_size_) {
        const Lit false_lit = ~trail_[qhead_++];
        CRef conflict = propagate_binaries(false_lit);
        if (conflict == kNoReason) conflict = propagate_long(false_lit);
        if (conflict != kNoReason) {
            qhead_ = trail_size_;
            return conflict;
        }
    }
    return kNoReason;
}

inline SatSolver::CRef SatSolver::propagate_binaries(Lit false_lit) {
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

inline SatSolver::CRef SatSolver::propagate_long(Lit false_lit) {
    // Keep the false literal at position 1 and look for a replacement watch. Values are read
    // through a local pointer: stores of bytes may alias anything, so the member would be reloaded.
    const std::int8_t* const values = values_.data();
    std::vector<Watch>& ws = watches_[false_lit.code()];
    Watch* i = ws.data();
    Watch* j = i;
    Watch* const end = i + ws.size();
    CRef conflict = kNoReason;
    while (i != end) {
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
        bool moved = false;
        for (std::uint32_t k = 2; k < size; ++k)
            if (values[lits[k]] != kFalse) {
                std::swap(lits[1], lits[k]);
                watches_[lits[1]].push_back(kept);  // a different list: lits[1] is not false_lit
                moved = true;
                break;
            }
        if (moved) continue;
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

bool SatSolver::locked(CRef c) const {
    // Learnt clauses that can be removed are longer than two, so their implied literal is at 0.
    const Lit first = Lit::from_code(codes(c)[0]);
    return value(first) == kTrue && vars_[first.var()].reason == c;
}

// ---- conflict analysis ----

std::uint32_t SatSolver::count_levels(BoolVar v, std::uint32_t count) {
    const auto lv = static_cast<std::size_t>(vars_[v].level);
    if (level_stamp_[lv] == stamp_) return count;
    level_stamp_[lv] = stamp_;
    return count + 1;
}

std::uint32_t SatSolver::compute_lbd(std::span<const Lit> literals) {
    ++stamp_;
    std::uint32_t count = 0;
    for (Lit l : literals) count = count_levels(l.var(), count);
    return count;
}

std::uint32_t SatSolver::compute_lbd(CRef c) {
    ++stamp_;
    std::uint32_t count = 0;
    const std::uint32_t* lits = codes(c);
    for (std::uint32_t k = 0; k < size_of(c); ++k) count = count_levels(Lit::from_code(lits[k]).var(), count);
    return count;
}

void SatSolver::analyse(CRef conflict, std::vector<Lit>& out, int& backjump, std::uint32_t& glue) {
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

void SatSolver::bump_reason_literals(std::span<const Lit> learnt) {
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

void SatSolver::minimise(std::vector<Lit>& out) {
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
        if (d.reason == kNoReason || level_count_[static_cast<std::size_t>(d.level)] < 2 || !redundant(out[i])) out[j++] = out[i];
    }
    // analyse_clear_ starts with the clause as it was before the literals were dropped
    for (std::size_t i = 1; i < size; ++i) level_count_[static_cast<std::size_t>(vars_[analyse_clear_[i].var()].level)] = 0;
    stats_.minimised += size - j;
    out.resize(j);
}

void SatSolver::shrink(std::vector<Lit>& out) {
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

bool SatSolver::block_uip(int lv, std::span<const Lit> block, Lit& uip) {
    // Resolve the block's literals backwards along the trail of their level, as analyse() does at
    // the conflict level, until one literal is left open: the level's unique implication point.
    // Every reason literal met below the level must already be in the clause or implied by it
    // (seen_ = 1), or the block cannot be replaced.
    ++block_stamp_;
    for (Lit l : block) block_mark_[l.var()] = block_stamp_;
    std::size_t open = block.size();
    const std::size_t begin = trail_lim_[static_cast<std::size_t>(lv - 1)];
    std::size_t k = static_cast<std::size_t>(lv) < trail_lim_.size() ? trail_lim_[static_cast<std::size_t>(lv)] : trail_size_;
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

bool SatSolver::redundant(Lit p) {
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

// ---- decision heuristic: EVSIDS in a binary max-heap ----

void SatSolver::bump_var(BoolVar v) {
    bumped_at_[v] = stats_.conflicts;
    if ((activity_[v] += var_inc_) > kVarRescale) {
        for (double& a : activity_) a /= kVarRescale;
        var_inc_ /= kVarRescale;
    }
    if (heap_contains(v)) heap_up(static_cast<std::size_t>(heap_index_[v]));
}

void SatSolver::bump_clause(CRef c) {
    const float bumped = activity(c) + static_cast<float>(clause_inc_);
    set_activity(c, bumped);
    if (bumped > kClauseRescale) {
        for (CRef l : learnts_) set_activity(l, activity(l) / static_cast<float>(kClauseRescale));
        clause_inc_ /= kClauseRescale;
    }
}

void SatSolver::heap_insert(BoolVar v) {
    heap_index_[v] = static_cast<int>(heap_.size());
    heap_.push_back(v);
    heap_up(heap_.size() - 1);
}

void SatSolver::heap_up(std::size_t i) {
    const BoolVar v = heap_[i];
    while (i > 0) {
        const std::size_t parent = (i - 1) / 2;
        if (activity_[heap_[parent]] >= activity_[v]) break;
        heap_[i] = heap_[parent];
        heap_index_[heap_[i]] = static_cast<int>(i);
        i = parent;
    }
    heap_[i] = v;
    heap_index_[v] = static_cast<int>(i);
}

void SatSolver::heap_down(std::size_t i) {
    const BoolVar v = heap_[i];
    const std::size_t n = heap_.size();
    for (;;) {
        std::size_t child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && activity_[heap_[child + 1]] > activity_[heap_[child]]) ++child;
        if (activity_[heap_[child]] <= activity_[v]) break;
        heap_[i] = heap_[child];
        heap_index_[heap_[i]] = static_cast<int>(i);
        i = child;
    }
    heap_[i] = v;
    heap_index_[v] = static_cast<int>(i);
}

BoolVar SatSolver::heap_pop() {
    const BoolVar top = heap_.front();
    heap_index_[top] = -1;
    const BoolVar last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) {
        heap_[0] = last;
        heap_index_[last] = 0;
        heap_down(0);
    }
    return top;
}

Lit SatSolver::pick_branch() {
    while (!heap_.empty()) {
        const BoolVar v = heap_pop();
        if (values_[2 * static_cast<std::size_t>(v)] == kUndef) return Lit(v, !branch_phase(v));
    }
    return Lit::from_code(~std::uint32_t{0});  // every variable is assigned
}

// ---- assumptions ----

Lit SatSolver::next_assumption(std::span<const Lit> assumptions, bool& failed) {
    // Level i + 1 belongs to assumptions[i]: one already true gets an empty level, so that a
    // backjump below it re-decides exactly the assumptions after it.
    while (static_cast<std::size_t>(level()) < assumptions.size()) {
        const Lit p = assumptions[static_cast<std::size_t>(level())];
        if (value(p) == kUndef) return p;
        if (value(p) == kFalse) {
            analyse_failed(p);
            failed = true;
            break;
        }
        trail_lim_.push_back(trail_size_);
    }
    return Lit::from_code(~std::uint32_t{0});
}

void SatSolver::analyse_failed(Lit assumption) {
    // Back along the trail over the reasons of ¬assumption; the decisions reached are assumptions,
    // since only assumptions have been decided so far (MiniSat's analyzeFinal).
    failed_.assign(1, assumption);
    if (level() == 0) return;
    const auto mark = [this](Lit q) {
        if (vars_[q.var()].level > 0) seen_[q.var()] = 1;
        return true;
    };
    mark(assumption);
    for (std::size_t i = trail_size_; i-- > trail_lim_[0];) {
        const BoolVar v = trail_[i].var();
        if (!seen_[v]) continue;
        seen_[v] = 0;
        const CRef r = vars_[v].reason;
        if (r == kNoReason) failed_.push_back(trail_[i]);
        else each_reason_literal(r, mark);
    }
}

void SatSolver::set_phase(BoolVar var, bool value) {
    if (var < 0 || var >= num_vars()) throw std::invalid_argument("SatSolver::set_phase: variable " + std::to_string(var) + " does not exist");
    phase_[static_cast<std::size_t>(var)] = value ? 1 : 0;
    target_phase_[static_cast<std::size_t>(var)] = kUndef;  // so stable phases follow it too
}

// ---- learnt clause database ----

void SatSolver::reduce_db() {
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
            arena_[c + 1] |= kRemovedFlag;
            wasted_ += kHeader + size_of(c);
            ++removed_count;
        } else {
            learnts_[j++] = c;
        }
    }
    learnts_.resize(j);
    stats_.deleted += removed_count;
    collect_garbage();
}

void SatSolver::collect_garbage() {
    // Copy the live clauses into a fresh arena, leave each one's new offset in its old activity
    // word, then translate reasons and the learnt list and rebuild every watch list. Watches are
    // positions 0 and 1 of a clause, which the copy keeps, so the watch invariant survives.
    std::vector<std::uint32_t> fresh;
    fresh.reserve(arena_.size() - wasted_);
    for (std::size_t c = 0; c < arena_.size(); c += kHeader + arena_[c]) {
        const std::uint32_t words = kHeader + arena_[c];
        const bool dead = removed(static_cast<CRef>(c));
        const auto moved = static_cast<std::uint32_t>(fresh.size());
        if (!dead) fresh.insert(fresh.end(), arena_.begin() + static_cast<std::ptrdiff_t>(c),
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

// ---- search ----

Status SatSolver::solve(const SearchLimits& limits) { return solve(std::span<const Lit>(), limits); }

Status SatSolver::solve(LimitGuard& guard) { return solve(std::span<const Lit>(), guard); }

Status SatSolver::solve(std::span<const Lit> assumptions, const SearchLimits& limits) {
    SearchLimits relative = limits;
    if (relative.node_limit != 0) relative.node_limit += stats_.decisions;
    LimitGuard guard(relative);
    return solve(assumptions, guard);
}

Status SatSolver::solve(std::span<const Lit> assumptions, LimitGuard& guard) {
    for (Lit l : assumptions)
        if (l.var() < 0 || l.var() >= num_vars())
            throw std::invalid_argument("SatSolver::solve: assumption on variable " + std::to_string(l.var()) +
                                        ", which does not exist (" + std::to_string(num_vars()) + " variables)");
    model_.clear();
    failed_.clear();
    if (!ok_) return Status::Unsatisfiable;
    // An assumption already true still opens a level of its own, so levels may outnumber variables.
    if (level_stamp_.size() < vars_.size() + assumptions.size() + 1) {
        level_stamp_.resize(vars_.size() + assumptions.size() + 1, 0);
        level_count_.resize(level_stamp_.size(), 0);
    }
    cancel_until(0);
    if (propagate() != kNoReason) {
        ok_ = false;
        return Status::Unsatisfiable;
    }

    std::vector<Lit> learnt_clause;
    std::uint64_t run_conflicts = 0;  // conflicts since the last restart
    std::uint64_t luby_index = 1;
    lbd_window_fill_ = 0;
    lbd_window_sum_ = 0;
    lbd_window_pos_ = 0;
    if (options_.stable_first != 0 && next_switch_ == 0) {
        mode_length_ = static_cast<double>(options_.stable_first);
        next_switch_ = stats_.conflicts + options_.stable_first;
    }
    if (options_.rephase_interval != 0 && next_rephase_ == 0) next_rephase_ = stats_.conflicts + options_.rephase_interval;

    for (;;) {
        const CRef conflict = propagate();
        if (conflict != kNoReason) {
            ++stats_.conflicts;
            ++run_conflicts;
            const auto trail_at_conflict = static_cast<std::uint32_t>(trail_size_);
            if (level() == 0) {
                ok_ = false;
                return Status::Unsatisfiable;
            }
            int backjump = 0;
            std::uint32_t glue = 0;
            analyse(conflict, learnt_clause, backjump, glue);
            update_target_and_best(trail_lim_.back());  // the conflict level is the first with a conflict
            cancel_until(backjump);
            ++stats_.learnt;
            stats_.learnt_literals += learnt_clause.size();
            if (learnt_clause.size() == 1) {
                assign(learnt_clause[0], kNoReason);
            } else if (learnt_clause.size() == 2) {
                bin_watches_[learnt_clause[0].code()].push_back(learnt_clause[1]);
                bin_watches_[learnt_clause[1].code()].push_back(learnt_clause[0]);
                ++num_binaries_;
                assign(learnt_clause[0], kBinary | learnt_clause[1].code());
                ++stats_.propagations;
            } else {
                const CRef c = alloc_clause(learnt_clause, true);
                set_lbd(c, glue);
                attach(c);
                learnts_.push_back(c);
                bump_clause(c);
                assign(learnt_clause[0], c);
                ++stats_.propagations;
            }
            // Restart blocking: a long trail at this conflict postpones the next restart.
            if (options_.block_restarts && options_.restarts == SatRestarts::Glucose && !stable_) {
                const std::uint32_t size = trail_at_conflict;
                if (stats_.conflicts > kBlockAfter && lbd_window_fill_ == kLbdWindow && trail_window_fill_ == kTrailWindow &&
                    static_cast<double>(size) > kBlockMargin * static_cast<double>(trail_window_sum_) / kTrailWindow) {
                    lbd_window_fill_ = 0;
                    lbd_window_sum_ = 0;
                    lbd_window_pos_ = 0;
                    ++stats_.blocked_restarts;
                }
                trail_window_sum_ += size;
                if (trail_window_fill_ == kTrailWindow) trail_window_sum_ -= trail_window_[trail_window_pos_];
                else ++trail_window_fill_;
                trail_window_[trail_window_pos_] = size;
                trail_window_pos_ = (trail_window_pos_ + 1) % kTrailWindow;
            }
            // Glue statistics for restarts: a sliding window and the overall sum.
            lbd_total_ += glue;
            lbd_window_sum_ += glue;
            if (lbd_window_fill_ == kLbdWindow) lbd_window_sum_ -= lbd_window_[lbd_window_pos_];
            else ++lbd_window_fill_;
            lbd_window_[lbd_window_pos_] = glue;
            lbd_window_pos_ = (lbd_window_pos_ + 1) % kLbdWindow;
            decay();
            if (guard.exceeded(stats_.decisions)) {
                cancel_until(0);
                return Status::LimitReached;
            }
            continue;
        }

        const bool switching = next_switch_ != 0 && stats_.conflicts >= next_switch_;
        const bool rephasing = next_rephase_ != 0 && stats_.conflicts >= next_rephase_;
        if (switching || rephasing || restart_due(run_conflicts, luby_index)) {
            update_target_and_best(trail_size_);  // everything propagated without a conflict
            if (switching) {
                switch_mode();
                luby_index = 1;
            } else {
                ++stats_.restarts;
                ++luby_index;
            }
            run_conflicts = 0;
            lbd_window_fill_ = 0;
            lbd_window_sum_ = 0;
            lbd_window_pos_ = 0;
            // The assumption levels stay: they would be decided again, in the same order.
            cancel_until(static_cast<int>(std::min(assumptions.size(), trail_lim_.size())));
            if (rephasing) rephase();
            continue;
        }
        if (stats_.conflicts >= next_reduce_) {
            reduce_gap_ += options_.reduce_increment;
            next_reduce_ = stats_.conflicts + reduce_gap_;
            reduce_db();
        }

        bool assumption_failed = false;
        Lit next = next_assumption(assumptions, assumption_failed);
        if (assumption_failed) {
            cancel_until(0);
            return Status::Unsatisfiable;
        }
        if (next.code() == ~std::uint32_t{0}) next = pick_branch();
        if (next.code() == ~std::uint32_t{0}) {
            model_.resize(vars_.size());
            for (std::size_t v = 0; v < vars_.size(); ++v) model_[v] = values_[2 * v] == kTrue;
            cancel_until(0);
            return Status::Satisfied;
        }
        if (guard.exceeded(stats_.decisions)) {
            if (!heap_contains(next.var())) heap_insert(next.var());  // an assumption was never popped
            cancel_until(0);
            return Status::LimitReached;
        }
        ++stats_.decisions;
        trail_lim_.push_back(trail_size_);
        stats_.max_level = std::max(stats_.max_level, static_cast<std::uint32_t>(level()));
        assign(next, kNoReason);
    }
}

}  // namespace csp
