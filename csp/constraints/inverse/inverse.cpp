#include "csp/constraints/inverse/inverse.hpp"

#include <algorithm>
#include <bit>
#include <memory>
#include <optional>
#include <vector>

#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp {

namespace {

/// One search's memory of inverse: each position's domain words at the end of the last call (the
/// trail restores them with the domains), whether a call has ended, and scratch: the positions to
/// revise (a value of theirs lost its partner's support, or their domain changed).
struct InverseState final : PropagatorState {
    std::vector<detail::TrailedWord> seen;
    detail::TrailedWord started;
    std::vector<char> pending;
};

class InversePropagator final : public Propagator {
public:
    InversePropagator(const Problem& problem, std::vector<VarId> args, int f_offset, int g_offset)
        : args_(std::move(args)), scope_(args_), f_offset_(f_offset), g_offset_(g_offset) {
        // Each value of each position, once: its partner (the other side's position it names) and
        // the index of this position's label there (-1 for none: the value has no support).
        const std::size_t n = size();
        value_base_.push_back(0);
        word_base_.push_back(0);
        for (std::size_t k = 0; k < args_.size(); ++k) {
            const bool f_side = k < n;
            const std::size_t first = f_side ? 0 : n, other = f_side ? n : 0;
            const long long me = static_cast<long long>(k - first) + (f_side ? f_offset_ : g_offset_);
            const long long other_offset = f_side ? g_offset_ : f_offset_;
            for (int label : problem.labels(args_[k])) {
                const long long j = label - other_offset;
                int partner = -1, at = -1;
                if (j >= 0 && j < static_cast<long long>(n)) {
                    partner = static_cast<int>(other + static_cast<std::size_t>(j));
                    at = detail::index_of_label(problem.labels(args_[static_cast<std::size_t>(partner)]), me)
                             .value_or(-1);
                }
                partner_.push_back(at < 0 ? -1 : partner);
                partner_index_.push_back(at);
            }
            value_base_.push_back(partner_.size());
            const std::size_t values = value_base_[k + 1] - value_base_[k];
            word_base_.push_back(word_base_.back() + (values + Domain::kWordBits - 1) / Domain::kWordBits);
        }
    }

    std::span<const VarId> scope() const override { return scope_.vars; }
    std::string describe() const override { return "inverse of " + std::to_string(size()) + " positions"; }

    bool satisfied(std::span<const int> values) const override {
        auto f = [&](std::size_t i) { return values[static_cast<std::size_t>(scope_.slot[i])]; };
        auto g = [&](std::size_t j) { return values[static_cast<std::size_t>(scope_.slot[size() + j])]; };
        const long long n = static_cast<long long>(size());
        for (std::size_t i = 0; i < size(); ++i) {
            const long long j = static_cast<long long>(f(i)) - g_offset_;
            if (j < 0 || j >= n || g(static_cast<std::size_t>(j)) != static_cast<long long>(i) + f_offset_)
                return false;
        }
        for (std::size_t j = 0; j < size(); ++j) {
            const long long i = static_cast<long long>(g(j)) - f_offset_;
            if (i < 0 || i >= n || f(static_cast<std::size_t>(i)) != static_cast<long long>(j) + g_offset_)
                return false;
        }
        return true;
    }

    std::unique_ptr<PropagatorState> make_state() const override {
        auto state = std::make_unique<InverseState>();
        reset(*state);
        return state;
    }

    /// Incremental: only the positions whose domain changed since the last call, or one of whose
    /// values lost its partner's support, are revised, in the order a full pass would take them.
    bool propagate(PropagationContext& context) const override {
        if (auto* state = static_cast<InverseState*>(context.state()))
            return run(context, *state, StateWriter{&context});
        thread_local InverseState scratch;  // no state kept between calls: every position is new
        reset(scratch);
        return run(context, scratch, StateWriter{nullptr});
    }

    /// A removal of j from f[i]: g[j] lacks i, or another f[i'] is fixed to j (so g[j] = i'), or
    /// another g[j'] is fixed to i (so f[i] = j'); the same for g. Values outside the other array's positions need no reason. Only for distinct
    /// variables (an involution's shared ones are explained by their domains).
    bool explains() const override { return scope_.vars.size() == args_.size(); }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (!explains() || q.kind != ExplainQuery::Kind::Removed) return false;
        const std::size_t n = size();
        const bool f_side = q.position < n;
        const std::size_t first = f_side ? 0 : n, other = f_side ? n : 0;
        const int offset = f_side ? f_offset_ : g_offset_, other_offset = f_side ? g_offset_ : f_offset_;
        const long long label = q.labels[q.position][static_cast<std::size_t>(q.index)];
        const long long j = label - other_offset;
        if (j < 0 || j >= static_cast<long long>(n)) return true;
        const std::size_t partner = other + static_cast<std::size_t>(j);
        const long long me = static_cast<long long>(q.position - first) + offset;
        const auto at = detail::index_of_label(q.labels[partner], me);
        if (!at) return true;
        if (!q.domains[partner].contains(*at)) {
            relevant[partner].insert(*at);
            return true;
        }
        for (std::size_t k = first; k < first + n; ++k) {
            const Domain& d = q.domains[k];
            if (k != q.position && d.is_singleton() && q.labels[k][static_cast<std::size_t>(d.min())] == label)
                return explain::mark_fixed(q, relevant, k);
        }
        // Another variable of the other side fixed to this position: this one points back to it.
        for (std::size_t k = other; k < other + n; ++k) {
            const Domain& d = q.domains[k];
            if (k != partner && d.is_singleton() && q.labels[k][static_cast<std::size_t>(d.min())] == me)
                return explain::mark_fixed(q, relevant, k);
        }
        return false;
    }

private:
    std::size_t size() const { return args_.size() / 2; }

    void reset(InverseState& state) const {
        state.seen.assign(word_base_.back(), {0, -1});
        state.started = {0, -1};
        state.pending.assign(args_.size(), 0);
    }

    bool run(PropagationContext& context, InverseState& state, StateWriter write) const {
        if (state.started.value == 0) {
            std::fill(state.pending.begin(), state.pending.end(), 1);
            write(state.started, 1);
        }
        for (;;) {
            bool any = false;
            for (std::size_t k = 0; k < args_.size(); ++k) {
                if (note(context, state, k, write)) state.pending[k] = 1;
                any = any || state.pending[k] != 0;
            }
            if (!any) return true;
            // f's positions, then g's, as the pass without memory does (the order the trail records
            // the changes in, which conflict analysis follows).
            for (std::size_t k = 0; k < args_.size(); ++k) {
                if (!state.pending[k]) continue;
                state.pending[k] = 0;
                int fixed = -1;
                if (!revise(context, k, fixed)) {
                    std::fill(state.pending.begin(), state.pending.end(), 0);
                    return false;
                }
                note(context, state, k, write);
                if (fixed >= 0) note(context, state, static_cast<std::size_t>(fixed), write);
            }
        }
    }

    // Compares position k's domain with the one seen last: the partners of the values it lost are
    // marked for revision and the domain is remembered. True when it changed.
    bool note(const PropagationContext& context, InverseState& state, std::size_t k, StateWriter write) const {
        const std::span<const Domain::Word> now = context.domain(args_[k]).words();
        bool changed = false;
        for (std::size_t w = 0; w + word_base_[k] < word_base_[k + 1]; ++w) {
            detail::TrailedWord& cell = state.seen[word_base_[k] + w];
            if (cell.value == now[w]) continue;
            changed = true;
            for (Domain::Word lost = cell.value & ~now[w]; lost != 0; lost &= lost - 1) {
                const std::size_t v = w * Domain::kWordBits + static_cast<std::size_t>(std::countr_zero(lost));
                const int partner = partner_[value_base_[k] + v];
                if (partner >= 0) state.pending[static_cast<std::size_t>(partner)] = 1;
            }
            write(cell, now[w]);
        }
        return changed;
    }

    // Arc consistency on each equivalence x = j ⇔ partner(j) = me from position k's side: x keeps
    // j only while the partner keeps me (values naming no position go), and once x is fixed to j
    // the partner is fixed to me (its position in `fixed`).
    bool revise(PropagationContext& context, std::size_t k, int& fixed) const {
        const VarId x = args_[k];
        const std::size_t base = value_base_[k];
        const Domain& current = context.domain(x);
        std::optional<Domain> keep;  // copied on the first value x loses
        for (int v : current) {
            const int partner = partner_[base + static_cast<std::size_t>(v)];
            if (partner >= 0 && context.domain(args_[static_cast<std::size_t>(partner)])
                                    .contains(partner_index_[base + static_cast<std::size_t>(v)]))
                continue;
            if (!keep) keep = current;
            keep->remove(v);
        }
        if (keep && !context.intersect(x, *keep)) return false;
        const Domain& d = context.domain(x);
        if (!d.is_singleton()) return true;
        const std::size_t v = static_cast<std::size_t>(d.min());
        fixed = partner_[base + v];  // kept, so it has a partner
        return context.assign(args_[static_cast<std::size_t>(fixed)], partner_index_[base + v]);
    }

    std::vector<VarId> args_;  // f, then g
    detail::DistinctScope scope_;
    int f_offset_;
    int g_offset_;
    std::vector<std::size_t> value_base_;  // per position, where its values start in the two below
    std::vector<std::size_t> word_base_;   // per position, where its words start in InverseState::seen
    std::vector<int> partner_;             // per (position, value index): the partner position, or -1
    std::vector<int> partner_index_;       // per (position, value index): this position's index there
};

}  // namespace

void add_inverse(Problem& problem, std::span<const VarId> f, int f_offset, std::span<const VarId> g, int g_offset) {
    for (VarId x : f) problem.check_variable(x, "add_inverse");
    for (VarId x : g) problem.check_variable(x, "add_inverse");
    if (f.size() != g.size())
        throw ModelError("add_inverse: f has " + std::to_string(f.size()) + " variables and g " +
                         std::to_string(g.size()) + " (inverse permutations have one length)");
    if (f.empty()) return;
    std::vector<VarId> args(f.begin(), f.end());
    args.insert(args.end(), g.begin(), g.end());
    problem.add_propagator(std::make_shared<InversePropagator>(problem, std::move(args), f_offset, g_offset));
}

}  // namespace csp
