#include "csp/constraints/circuit/circuit.hpp"

#include <algorithm>
#include <boost/container/small_vector.hpp>
#include <set>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp {

namespace {

class NoSubtour final : public Propagator {
public:
    NoSubtour(std::vector<VarId> succ, int offset) : succ_(std::move(succ)), offset_(offset) {}

    std::span<const VarId> scope() const override { return succ_; }
    std::string describe() const override { return "circuit of " + std::to_string(succ_.size()) + " nodes"; }

    bool satisfied(std::span<const int> values) const override {
        const long long n = static_cast<long long>(values.size());
        boost::container::small_vector<char, 64> seen(values.size(), 0);
        long long node = 0;
        for (long long steps = 0; steps < n; ++steps) {
            if (seen[static_cast<std::size_t>(node)]) return false;  // back early: a subtour
            seen[static_cast<std::size_t>(node)] = 1;
            node = static_cast<long long>(values[static_cast<std::size_t>(node)]) - offset_;
            if (node < 0 || node >= n) return false;
        }
        return node == 0;
    }

    bool propagate(PropagationContext& context) const override {
        const int n = static_cast<int>(succ_.size());
        for (int i = 0; i < n; ++i) {
            const VarId x = succ_[static_cast<std::size_t>(i)];
            if (!detail::narrow_to(context, x, offset_, static_cast<long long>(offset_) + n - 1)) return false;
            if (n > 1 &&
                !detail::cut_out(context, x, static_cast<long long>(offset_) + i, static_cast<long long>(offset_) + i))
                return false;
        }
        boost::container::small_vector<int, 64> next(static_cast<std::size_t>(n));
        boost::container::small_vector<char, 64> has_predecessor(static_cast<std::size_t>(n));
        boost::container::small_vector<char, 64> visited(static_cast<std::size_t>(n));
        for (bool changed = true; changed;) {
            changed = false;
            std::fill(has_predecessor.begin(), has_predecessor.end(), 0);
            std::fill(visited.begin(), visited.end(), 0);
            for (int i = 0; i < n; ++i) {
                const VarId x = succ_[static_cast<std::size_t>(i)];
                next[static_cast<std::size_t>(i)] = -1;
                if (!context.domain(x).is_singleton()) continue;
                const int j = static_cast<int>(detail::label_bounds(context, x).lo - offset_);
                if (has_predecessor[static_cast<std::size_t>(j)]) return context.fail(x);  // two arcs into j
                has_predecessor[static_cast<std::size_t>(j)] = 1;
                next[static_cast<std::size_t>(i)] = j;
            }
            // Each chain of fixed successors starts at a node without a fixed predecessor.
            for (int start = 0; start < n; ++start) {
                if (has_predecessor[static_cast<std::size_t>(start)]) continue;
                int end = start, length = 1;
                visited[static_cast<std::size_t>(start)] = 1;
                while (next[static_cast<std::size_t>(end)] >= 0) {
                    end = next[static_cast<std::size_t>(end)];
                    visited[static_cast<std::size_t>(end)] = 1;
                    ++length;
                }
                const VarId last = succ_[static_cast<std::size_t>(end)];
                const int size = context.domain(last).size();
                const bool ok = length < n ? detail::cut_out(context, last, static_cast<long long>(offset_) + start,
                                                             static_cast<long long>(offset_) + start)
                                           : detail::narrow_to(context, last, static_cast<long long>(offset_) + start,
                                                               static_cast<long long>(offset_) + start);
                if (!ok) return false;
                changed = changed || context.domain(last).size() != size;
            }
            // A node on no chain lies on a cycle of fixed successors: all n nodes, or a subtour.
            for (int i = 0; i < n; ++i)
                if (!visited[static_cast<std::size_t>(i)] && cycle_length({next.data(), next.size()}, i) < n)
                    return context.fail(succ_[static_cast<std::size_t>(i)]);
        }
        return true;
    }

    /// Why node i may not go to node j: j is out of range or i itself (no reason needed), j is
    /// another node's fixed successor, or the fixed successors lead from j back to i over fewer than
    /// n nodes (i → j would close a subtour). Failures and bound queries use the scope's removals.
    bool explains() const override { return true; }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (q.kind != ExplainQuery::Kind::Removed) return false;
        const long long n = static_cast<long long>(succ_.size());
        const auto node_of = [&](std::size_t slot, int index) {
            return static_cast<long long>(q.labels[slot][static_cast<std::size_t>(index)]) - offset_;
        };
        const long long i = static_cast<long long>(q.position);
        const long long j = node_of(q.position, q.index);
        if (j < 0 || j >= n || j == i) return true;
        for (std::size_t k = 0; k < succ_.size(); ++k) {
            const Domain& d = q.domains[k];
            if (k != q.position && d.is_singleton() && node_of(k, d.min()) == j)
                return explain::mark_fixed(q, relevant, k);
        }
        long long at = j, length = 1;  // the chain j → … → at, `length` nodes
        while (at != i && length < n && q.domains[static_cast<std::size_t>(at)].is_singleton()) {
            const long long next = node_of(static_cast<std::size_t>(at), q.domains[static_cast<std::size_t>(at)].min());
            if (next < 0 || next >= n) return false;
            at = next;
            ++length;
        }
        if (at != i || length >= n) return false;
        for (long long k = j; k != i;
             k = node_of(static_cast<std::size_t>(k), q.domains[static_cast<std::size_t>(k)].min()))
            explain::mark_fixed(q, relevant, static_cast<std::size_t>(k));
        return true;
    }

private:
    static int cycle_length(std::span<const int> next, int from) {
        int length = 1;
        for (int at = next[static_cast<std::size_t>(from)]; at != from; at = next[static_cast<std::size_t>(at)])
            ++length;
        return length;
    }

    std::vector<VarId> succ_;
    int offset_;
};

}  // namespace

void add_circuit(Problem& problem, std::span<const VarId> succ, int offset) {
    for (VarId x : succ) problem.check_variable(x, "add_circuit");
    if (std::set<VarId>(succ.begin(), succ.end()).size() != succ.size())
        throw ModelError("add_circuit: a variable appears twice (two nodes would share a successor)");
    if (succ.empty()) return;
    add_all_different(problem, succ, AllDifferentStrength::Domain);
    problem.add_propagator(std::make_shared<NoSubtour>(std::vector<VarId>(succ.begin(), succ.end()), offset));
}

}  // namespace csp
