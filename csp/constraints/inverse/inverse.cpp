#include "csp/constraints/inverse/inverse.hpp"

#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp {

namespace {

class InversePropagator final : public Propagator {
public:
    InversePropagator(std::vector<VarId> args, int f_offset, int g_offset)
        : args_(std::move(args)), scope_(args_), f_offset_(f_offset), g_offset_(g_offset) {}

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

    bool propagate(PropagationContext& context) const override {
        for (bool changed = true; changed;) {
            changed = false;
            if (!channel(context, 0, f_offset_, size(), g_offset_, changed) ||
                !channel(context, size(), g_offset_, 0, f_offset_, changed))
                return false;
        }
        return true;
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

    // For each variable of one side (from `first` in args_, positions from `offset`): keep value j
    // only while the other side's variable at j (from `other`, positions from `other_offset`) keeps
    // this position, and once it is fixed to j, fix that variable to this position (arc consistency
    // on each equivalence f[i] = j ⇔ g[j] = i).
    bool channel(PropagationContext& context, std::size_t first, int offset, std::size_t other, int other_offset,
                 bool& changed) const {
        const long long n = static_cast<long long>(size());
        for (std::size_t i = 0; i < size(); ++i) {
            const VarId x = args_[first + i];
            const long long me = static_cast<long long>(i) + offset;
            if (!detail::narrow_to(context, x, other_offset, other_offset + n - 1)) return false;
            const Domain current = context.domain(x);
            const auto labels = context.labels(x);
            Domain keep = current;
            for (int v : current) {
                const VarId y =
                    args_[other + static_cast<std::size_t>(static_cast<long long>(labels[static_cast<std::size_t>(v)]) -
                                                           other_offset)];
                const auto at = detail::index_of_label(context.labels(y), me);
                if (!at || !context.domain(y).contains(*at)) keep.remove(v);
            }
            if (!(keep == current)) {
                if (!context.intersect(x, keep)) return false;
                changed = true;
            }
            // x fixed to j: the other side's variable at j is fixed to this position.
            if (!context.domain(x).is_singleton()) continue;
            const VarId y = args_[other + static_cast<std::size_t>(detail::label_bounds(context, x).lo - other_offset)];
            const int size_before = context.domain(y).size();
            if (!detail::narrow_to(context, y, me, me)) return false;
            changed = changed || context.domain(y).size() != size_before;
        }
        return true;
    }

    std::vector<VarId> args_;  // f, then g
    detail::DistinctScope scope_;
    int f_offset_;
    int g_offset_;
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
    problem.add_propagator(std::make_shared<InversePropagator>(std::move(args), f_offset, g_offset));
}

}  // namespace csp
