#include "csp/constraints/table/table.hpp"

#include <algorithm>
#include <bit>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/model/errors.hpp"

namespace csp {

namespace {

using Word = Domain::Word;
constexpr int kBits = Domain::kWordBits;

std::size_t words_for(std::size_t bits) { return (bits + kBits - 1) / kBits; }

/// One search's compact-table state: the valid tuples as a sparse bitset (its non-zero words are
/// live[0, limit)), and for each position the domain the last call ended with.
struct TableState final : PropagatorState {
    std::vector<detail::TrailedWord> valid;  // bit t: tuple t is still valid
    std::vector<int> live;                   // word numbers; only `limit` is trailed (swaps stay inside it)
    detail::TrailedWord limit;
    detail::TrailedWord filtered;           // 1 once a call has ended: each value of `seen` had a valid tuple
    std::vector<detail::TrailedWord> seen;  // per position, the domain's words at the end of the last call
    std::vector<int> residues;              // per (position, value): the support entry that last met the valid tuples
    std::vector<Word> mask;                 // scratch
};

class TablePropagator final : public Propagator {
public:
    /// `rows`: the distinct valid tuples, sorted, as labels; `indices`: the same as value indices.
    TablePropagator(const Problem& problem, std::vector<VarId> vars, std::vector<int> rows,
                    const std::vector<int>& indices, bool keeps_state)
        : vars_(std::move(vars)), rows_(std::move(rows)), indices_(indices), keeps_state_(keeps_state) {
        const std::size_t k = vars_.size();
        tuples_ = k == 0 ? 0 : rows_.size() / k;
        value_base_.push_back(0);
        seen_base_.push_back(0);
        for (VarId x : vars_) {
            const std::size_t values = problem.labels(x).size();
            value_base_.push_back(value_base_.back() + values);
            seen_base_.push_back(seen_base_.back() + words_for(values));
        }
        entry_begin_.assign(value_base_.back() + 1, 0);
        std::vector<std::size_t> order(tuples_), start;
        for (std::size_t i = 0; i < k; ++i) {
            // Tuples grouped by their value at position i, in increasing order within each group.
            const std::size_t values = value_base_[i + 1] - value_base_[i];
            start.assign(values + 1, 0);
            for (std::size_t t = 0; t < tuples_; ++t) ++start[static_cast<std::size_t>(indices[t * k + i]) + 1];
            for (std::size_t v = 0; v < values; ++v) start[v + 1] += start[v];
            for (std::size_t t = 0; t < tuples_; ++t) order[start[static_cast<std::size_t>(indices[t * k + i])]++] = t;
            std::size_t at = 0;
            for (std::size_t v = 0; v < values; ++v) {
                entry_begin_[value_base_[i] + v] = entry_word_.size();
                for (; at < tuples_ && static_cast<std::size_t>(indices[order[at] * k + i]) == v; ++at) {
                    const std::size_t t = order[at];
                    const int word = static_cast<int>(t / kBits);
                    if (entry_word_.size() == entry_begin_[value_base_[i] + v] || entry_word_.back() != word) {
                        entry_word_.push_back(word);
                        entry_bits_.push_back(0);
                    }
                    entry_bits_.back() |= Word{1} << (t % kBits);
                }
            }
        }
        entry_begin_.back() = entry_word_.size();
    }

    std::span<const VarId> scope() const override { return vars_; }

    std::string describe() const override {
        return "table of " + std::to_string(vars_.size()) + " variables with " + std::to_string(tuples_) + " tuples";
    }

    /// A value goes when each tuple with it holds a value missing elsewhere: one such value per
    /// tuple, reusing the ones already chosen.
    bool explains() const override { return true; }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (q.kind != ExplainQuery::Kind::Removed) return false;
        const std::size_t k = vars_.size();
        // The value's tuples, in increasing order, from its support entries.
        const std::size_t value = value_base_[q.position] + static_cast<std::size_t>(q.index);
        for (std::size_t e = entry_begin_[value]; e < entry_begin_[value + 1]; ++e) {
            for (Word bits = entry_bits_[e]; bits != 0; bits &= bits - 1) {
                const std::size_t t =
                    static_cast<std::size_t>(entry_word_[e]) * kBits + static_cast<std::size_t>(std::countr_zero(bits));
                const std::span<const int> row = std::span<const int>(indices_).subspan(t * k, k);
                std::size_t chosen = k;
                bool covered = false;
                for (std::size_t j = 0; j < k && !covered; ++j) {
                    if (j == q.position || q.domains[j].contains(row[j])) continue;
                    if (relevant[j].contains(row[j])) covered = true;
                    else if (chosen == k) chosen = j;
                }
                if (covered) continue;
                if (chosen == k) return false;  // a tuple still supports the value
                relevant[chosen].insert(row[chosen]);
            }
        }
        return true;
    }

    bool satisfied(std::span<const int> values) const override {
        const std::size_t k = vars_.size();
        const auto row = [&](std::size_t t) { return std::span<const int>(rows_).subspan(t * k, k); };
        std::size_t low = 0, high = tuples_;  // binary search among the sorted rows
        while (low < high) {
            const std::size_t mid = (low + high) / 2;
            const auto r = row(mid);
            if (std::lexicographical_compare(r.begin(), r.end(), values.begin(), values.end())) low = mid + 1;
            else high = mid;
        }
        if (low == tuples_) return false;
        const auto r = row(low);
        return std::equal(r.begin(), r.end(), values.begin(), values.end());
    }

    std::unique_ptr<PropagatorState> make_state() const override {
        if (!keeps_state_) return nullptr;
        auto state = std::make_unique<TableState>();
        reset(*state);
        return state;
    }

    bool propagate(PropagationContext& context) const override {
        if (auto* state = static_cast<TableState*>(context.state())) return run(context, *state, StateWriter{&context});
        // No state kept between calls: start from all tuples (the buffers are reused, one set per thread).
        thread_local TableState scratch;
        reset(scratch);
        return run(context, scratch, StateWriter{nullptr});
    }

private:
    /// All tuples valid, every value seen, nothing filtered yet.
    void reset(TableState& state) const {
        const std::size_t words = words_for(tuples_);
        state.valid.assign(words, {~Word{0}, -1});
        if (tuples_ % kBits != 0) state.valid.back().value = (Word{1} << (tuples_ % kBits)) - 1;
        state.live.resize(words);
        for (std::size_t w = 0; w < words; ++w) state.live[w] = static_cast<int>(w);
        state.limit = {words, -1};
        state.filtered = {0, -1};
        state.seen.assign(seen_base_.back(), {~Word{0}, -1});
        for (std::size_t i = 0; i < vars_.size(); ++i) {
            const std::size_t values = value_base_[i + 1] - value_base_[i];
            if (values % kBits != 0) state.seen[seen_base_[i + 1] - 1].value = (Word{1} << (values % kBits)) - 1;
        }
        if (state.residues.size() != value_base_.back()) state.residues.assign(value_base_.back(), 0);
        state.mask.resize(words);
    }

    bool run(PropagationContext& context, TableState& state, StateWriter write) const {
        if (state.limit.value == 0) return context.fail(vars_[0]);  // no tuple at all
        // The valid tuples follow the domains: every position whose domain lost values since the
        // last call updates them.
        int changed = 0;
        std::size_t last_changed = 0;
        for (std::size_t i = 0; i < vars_.size(); ++i) {
            const std::span<const Word> domain = context.domain(vars_[i]).words();
            const std::span<detail::TrailedWord> seen = seen_of(state, i);
            int removed = 0, size = 0;
            for (std::size_t w = 0; w < seen.size(); ++w) {
                removed += std::popcount(seen[w].value & ~domain[w]);
                size += std::popcount(domain[w]);
            }
            if (removed == 0) continue;
            ++changed;
            last_changed = i;
            if (!update(state, i, domain, removed < size, write)) return context.fail(vars_[i]);
            remember(state, i, domain, write);
        }
        if (changed == 0 && state.filtered.value != 0) return true;
        // A value stays when one of its tuples is valid. After a change at one position only, that
        // position's values keep the tuples they had: only the others can lose their support.
        const bool skip_one = changed == 1 && state.filtered.value != 0;
        for (std::size_t i = 0; i < vars_.size(); ++i) {
            if (skip_one && i == last_changed) continue;
            const VarId x = vars_[i];
            const Domain& domain = context.domain(x);
            // Every valid tuple has its position-i value in the domain, so a fixed variable is supported.
            if (domain.is_singleton()) continue;
            std::optional<Domain> keep;
            for (int v : domain) {
                if (supported(state, i, v)) continue;
                if (!keep) keep = domain;
                keep->remove(v);
            }
            if (!keep) continue;
            if (!context.intersect(x, *keep)) return false;
            remember(state, i, context.domain(x).words(), write);
        }
        if (state.filtered.value == 0) write(state.filtered, 1);
        return true;
    }

    std::span<detail::TrailedWord> seen_of(TableState& state, std::size_t i) const {
        return std::span(state.seen).subspan(seen_base_[i], seen_base_[i + 1] - seen_base_[i]);
    }

    void remember(TableState& state, std::size_t i, std::span<const Word> domain, StateWriter write) const {
        const std::span<detail::TrailedWord> seen = seen_of(state, i);
        for (std::size_t w = 0; w < seen.size(); ++w)
            if (seen[w].value != domain[w]) write(seen[w], domain[w]);
    }

    /// The valid tuples lose those whose position-i value left the domain: by clearing the supports
    /// of the removed values (`by_removed`, when they are fewer) or keeping those of the values left.
    /// False when no tuple is left.
    bool update(TableState& state, std::size_t i, std::span<const Word> domain, bool by_removed,
                StateWriter write) const {
        std::size_t limit = static_cast<std::size_t>(state.limit.value);
        for (std::size_t j = 0; j < limit; ++j) state.mask[static_cast<std::size_t>(state.live[j])] = 0;
        const std::span<detail::TrailedWord> seen = seen_of(state, i);
        for (std::size_t w = 0; w < seen.size(); ++w) {
            for (Word bits = by_removed ? seen[w].value & ~domain[w] : domain[w]; bits != 0; bits &= bits - 1) {
                const std::size_t value = value_base_[i] + w * kBits + static_cast<std::size_t>(std::countr_zero(bits));
                for (std::size_t e = entry_begin_[value]; e < entry_begin_[value + 1]; ++e)
                    state.mask[static_cast<std::size_t>(entry_word_[e])] |= entry_bits_[e];
            }
        }
        const Word flip = by_removed ? ~Word{0} : 0;  // the mask holds the tuples to drop, or to keep
        for (std::size_t j = limit; j-- > 0;) {
            const auto word = static_cast<std::size_t>(state.live[j]);
            const Word old = state.valid[word].value;
            const Word next = old & (state.mask[word] ^ flip);
            if (next == old) continue;
            write(state.valid[word], next);
            if (next == 0) std::swap(state.live[j], state.live[--limit]);
        }
        if (limit != state.limit.value) write(state.limit, limit);
        return limit != 0;
    }

    /// Does value index v at position i have a valid tuple? The residue is tried first.
    bool supported(TableState& state, std::size_t i, int v) const {
        const std::size_t value = value_base_[i] + static_cast<std::size_t>(v);
        const std::size_t begin = entry_begin_[value], end = entry_begin_[value + 1];
        int& residue = state.residues[value];
        const std::size_t hint = begin + static_cast<std::size_t>(residue);
        if (hint < end && (state.valid[static_cast<std::size_t>(entry_word_[hint])].value & entry_bits_[hint]) != 0)
            return true;
        for (std::size_t e = begin; e < end; ++e)
            if ((state.valid[static_cast<std::size_t>(entry_word_[e])].value & entry_bits_[e]) != 0) {
                residue = static_cast<int>(e - begin);
                return true;
            }
        return false;
    }

    std::vector<VarId> vars_;
    std::vector<int> rows_;     // the valid tuples as labels, sorted (for satisfied())
    std::vector<int> indices_;  // the same as value indices (for explain())
    std::size_t tuples_ = 0;
    bool keeps_state_;
    std::vector<std::size_t> value_base_;  // per position: where its values start in the per-value arrays
    std::vector<std::size_t> seen_base_;   // per position: where its words start in TableState::seen
    /// The supports, sparse: value j's tuples are the words entry_word_[e] with bits entry_bits_[e],
    /// e in [entry_begin_[j], entry_begin_[j + 1]) (at most one entry per tuple: O(arity · tuples)).
    std::vector<std::size_t> entry_begin_;
    std::vector<int> entry_word_;
    std::vector<Word> entry_bits_;
};

void add(Problem& problem, std::span<const VarId> vars, std::span<const int> tuples, bool keeps_state) {
    if (vars.empty()) throw ModelError("add_table: no variables");
    for (VarId x : vars) problem.check_variable(x, "add_table");
    const std::size_t n = vars.size();
    if (tuples.size() % n != 0)
        throw ModelError("add_table: " + std::to_string(tuples.size()) + " values do not make tuples of " +
                         std::to_string(n) + " (one value per variable)");
    // A repeated variable is one position of the constraint: its copies must agree in a tuple.
    std::vector<VarId> scope;
    std::vector<std::size_t> position(n);
    for (std::size_t p = 0; p < n; ++p) {
        const auto it = std::find(scope.begin(), scope.end(), vars[p]);
        position[p] = static_cast<std::size_t>(it - scope.begin());
        if (it == scope.end()) scope.push_back(vars[p]);
    }
    const std::size_t k = scope.size();
    std::vector<std::vector<int>> valid;  // the tuples as value indices over `scope`
    std::vector<int> row(k);
    for (std::size_t t = 0; t < tuples.size() / n; ++t) {
        std::fill(row.begin(), row.end(), -1);
        bool ok = true;
        for (std::size_t p = 0; p < n && ok; ++p) {
            const std::optional<int> index = problem.index_of(vars[p], tuples[t * n + p]);
            int& slot = row[position[p]];
            ok = index && (slot < 0 || slot == *index);
            if (ok) slot = *index;
        }
        if (ok) valid.push_back(row);
    }
    std::sort(valid.begin(), valid.end());  // value indices sort as their labels do
    valid.erase(std::unique(valid.begin(), valid.end()), valid.end());
    std::vector<int> indices, labels;
    indices.reserve(valid.size() * k);
    labels.reserve(valid.size() * k);
    for (const auto& r : valid)
        for (std::size_t i = 0; i < k; ++i) {
            indices.push_back(r[i]);
            labels.push_back(problem.labels(scope[i])[static_cast<std::size_t>(r[i])]);
        }
    problem.add_propagator(
        std::make_shared<TablePropagator>(problem, std::move(scope), std::move(labels), indices, keeps_state));
}

}  // namespace

void add_table(Problem& problem, std::span<const VarId> vars, std::span<const int> tuples) {
    add(problem, vars, tuples, true);
}

void detail::add_table_from_scratch(Problem& problem, std::span<const VarId> vars, std::span<const int> tuples) {
    add(problem, vars, tuples, false);
}

}  // namespace csp
