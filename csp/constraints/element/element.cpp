#include "csp/constraints/element/element.hpp"

#include <algorithm>
#include <climits>
#include <utility>

#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp {

namespace {

/// Marks the absence of label w from a slot's domain (nothing when w is not one of its labels);
/// false when the domain still has it.
bool mark_label_missing(const ExplainQuery& q, std::span<Domain> relevant, std::size_t slot, long long w) {
    const auto at = detail::index_of_label(q.labels[slot], w);
    if (!at) return true;
    if (q.domains[slot].contains(*at)) return false;
    relevant[slot].insert(*at);
    return true;
}

// Position index − offset of an index label, or −1 outside the array.
long long position(long long label, int offset, std::size_t size) {
    const long long at = label - offset;
    return at >= 0 && at < static_cast<long long>(size) ? at : -1;
}

class ConstantElement final : public Propagator {
public:
    ConstantElement(VarId index, std::vector<int> array, VarId value, int offset)
        : args_{index, value}, scope_(args_), array_(std::move(array)), offset_(offset) {
        // The positions of each entry, grouped by entry: an explanation reads only the value's own.
        for (std::size_t at = 0; at < array_.size(); ++at) by_entry_.emplace_back(array_[at], static_cast<int>(at));
        std::sort(by_entry_.begin(), by_entry_.end());
    }

    std::span<const VarId> scope() const override { return scope_.vars; }
    std::string describe() const override { return "element of " + std::to_string(array_.size()) + " constants"; }

    bool satisfied(std::span<const int> values) const override {
        const int index = values[static_cast<std::size_t>(scope_.slot[0])];
        const int value = values[static_cast<std::size_t>(scope_.slot[1])];
        const long long at = position(index, offset_, array_.size());
        return at >= 0 && array_[static_cast<std::size_t>(at)] == value;
    }

    bool propagate(PropagationContext& context) const override {
        const VarId index = args_[0], value = args_[1];
        const Domain& di = context.domain(index);
        const Domain& dv = context.domain(value);
        const auto li = context.labels(index);
        const auto lv = context.labels(value);
        Domain keep_index(di.capacity()), keep_value(dv.capacity());
        for (int i : di) {
            const long long at = position(li[static_cast<std::size_t>(i)], offset_, array_.size());
            if (at < 0) continue;
            const int entry = array_[static_cast<std::size_t>(at)];
            if (index == value) {  // the index is its own entry
                if (entry == li[static_cast<std::size_t>(i)]) keep_index.insert(i);
                continue;
            }
            const auto v = detail::index_of_label(lv, entry);
            if (!v || !dv.contains(*v)) continue;
            keep_index.insert(i);
            keep_value.insert(*v);
        }
        if (index == value) return context.intersect(index, keep_index);
        return context.intersect(index, keep_index) && context.intersect(value, keep_value);
    }

    /// An index goes when its entry is missing from the value's domain; a value when every index
    /// whose entry it is has gone.
    bool explains() const override { return args_[0] != args_[1]; }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (args_[0] == args_[1] || q.kind != ExplainQuery::Kind::Removed) return false;
        const auto index_slot = static_cast<std::size_t>(scope_.slot[0]);
        const auto value_slot = static_cast<std::size_t>(scope_.slot[1]);
        const long long label = q.labels[q.position][static_cast<std::size_t>(q.index)];
        const auto missing = [&](std::size_t slot, long long w) { return mark_label_missing(q, relevant, slot, w); };
        if (q.position == index_slot) {
            const long long at = position(label, offset_, array_.size());
            if (at < 0) return true;  // outside the array: impossible whatever the other domains
            return missing(value_slot, array_[static_cast<std::size_t>(at)]);
        }
        if (label < INT_MIN || label > INT_MAX) return true;  // no entry holds it
        const auto entry = static_cast<int>(label);
        const auto first = std::lower_bound(by_entry_.begin(), by_entry_.end(), std::pair{entry, INT_MIN});
        for (auto it = first; it != by_entry_.end() && it->first == entry; ++it)
            if (!missing(index_slot, static_cast<long long>(it->second) + offset_)) return false;
        return true;
    }

private:
    std::vector<VarId> args_;  // index, value
    detail::DistinctScope scope_;
    std::vector<int> array_;
    int offset_;
    std::vector<std::pair<int, int>> by_entry_;  // (entry, position) for each position, sorted
};

class VariableElement final : public Propagator {
public:
    VariableElement(std::vector<VarId> args, int offset)
        : args_(std::move(args)), scope_(args_), offset_(offset), explains_(own_index_and_value()) {}

    std::span<const VarId> scope() const override { return scope_.vars; }
    std::string describe() const override { return "element of " + std::to_string(size()) + " variables"; }

    bool satisfied(std::span<const int> values) const override {
        auto value_of = [&](std::size_t k) { return values[static_cast<std::size_t>(scope_.slot[k])]; };
        const long long at = position(value_of(0), offset_, size());
        return at >= 0 && value_of(2 + static_cast<std::size_t>(at)) == value_of(1);
    }

    bool propagate(PropagationContext& context) const override {
        const VarId index = args_[0], value = args_[1];
        for (;;) {
            const int index_size = context.domain(index).size();
            const int value_size = context.domain(value).size();
            // index: positions whose variable shares a value with `value`.
            const Domain& di = context.domain(index);
            const auto li = context.labels(index);
            Domain keep_index(di.capacity());
            for (int i : di) {
                const long long at = position(li[static_cast<std::size_t>(i)], offset_, size());
                if (at >= 0 && detail::share_label(context, entry(at), value)) keep_index.insert(i);
            }
            if (!context.intersect(index, keep_index)) return false;
            // value: the values of the variables at the positions left.
            Domain keep_value(context.domain(value).capacity());
            for (int i : context.domain(index))
                detail::mark_labels_of(context, entry(position(li[static_cast<std::size_t>(i)], offset_, size())),
                                       value, keep_value);
            if (!context.intersect(value, keep_value)) return false;
            // A fixed index: the chosen variable equals value.
            bool chosen_changed = false;
            if (context.domain(index).is_singleton()) {
                const VarId chosen =
                    entry(position(li[static_cast<std::size_t>(context.domain(index).min())], offset_, size()));
                const int chosen_size = context.domain(chosen).size();
                Domain keep_chosen(context.domain(chosen).capacity());
                detail::mark_labels_of(context, value, chosen, keep_chosen);
                if (!context.intersect(chosen, keep_chosen)) return false;
                chosen_changed = context.domain(chosen).size() != chosen_size;
            }
            if (context.domain(index).size() == index_size && context.domain(value).size() == value_size &&
                !chosen_changed)
                return true;
        }
    }

    /// index loses i: each value of the array's variable at i is missing from `value`, or missing
    /// there. value loses w: each position left lacks w, or the index lacks that position. An entry
    /// loses w: the index is fixed to its position and `value` lacks w. (The index and the value
    /// must be variables of their own; the array's may repeat.)
    bool explains() const override { return explains_; }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (!explains() || q.kind != ExplainQuery::Kind::Removed) return false;
        const std::size_t index = slot(0), value = slot(1);
        const long long label = q.labels[q.position][static_cast<std::size_t>(q.index)];
        const auto missing = [&](std::size_t s, long long w) { return mark_label_missing(q, relevant, s, w); };
        if (q.position == index) {
            const long long at = position(label, offset_, size());
            if (at < 0) return true;
            const std::size_t e = slot(2 + static_cast<std::size_t>(at));
            for (int c = 0; c < q.domains[e].capacity(); ++c) {
                if (!q.domains[e].contains(c)) relevant[e].insert(c);
                else if (!missing(value, q.labels[e][static_cast<std::size_t>(c)])) return false;
            }
            return true;
        }
        if (q.position == value) {
            for (int i = 0; i < q.domains[index].capacity(); ++i) {
                const long long at = position(q.labels[index][static_cast<std::size_t>(i)], offset_, size());
                if (at < 0) continue;
                if (!q.domains[index].contains(i)) relevant[index].insert(i);
                else if (!missing(slot(2 + static_cast<std::size_t>(at)), label)) return false;
            }
            return true;
        }
        const Domain& di = q.domains[index];
        if (!di.is_singleton()) return false;
        const long long at = position(q.labels[index][static_cast<std::size_t>(di.min())], offset_, size());
        if (at < 0 || slot(2 + static_cast<std::size_t>(at)) != q.position) return false;
        return missing(value, label) && explain::mark_fixed(q, relevant, index);
    }

private:
    std::size_t size() const { return args_.size() - 2; }
    VarId entry(long long at) const { return args_[2 + static_cast<std::size_t>(at)]; }
    std::size_t slot(std::size_t k) const { return static_cast<std::size_t>(scope_.slot[k]); }
    bool own_index_and_value() const {
        for (std::size_t k = 1; k < args_.size(); ++k)
            if (slot(k) == slot(0) || (k >= 2 && slot(k) == slot(1))) return false;
        return true;
    }

    std::vector<VarId> args_;  // index, value, then the array
    detail::DistinctScope scope_;
    int offset_;
    bool explains_;
};

void check_element(Problem& problem, VarId index, VarId value, std::size_t size) {
    problem.check_variable(index, "add_element");
    problem.check_variable(value, "add_element");
    if (size == 0) throw ModelError("add_element: the array is empty (no index can select an entry)");
}

}  // namespace

void add_element(Problem& problem, VarId index, std::span<const int> array, VarId value, int offset) {
    check_element(problem, index, value, array.size());
    problem.add_propagator(
        std::make_shared<ConstantElement>(index, std::vector<int>(array.begin(), array.end()), value, offset));
}

void add_variable_element(Problem& problem, VarId index, std::span<const VarId> array, VarId value, int offset) {
    check_element(problem, index, value, array.size());
    for (VarId x : array) problem.check_variable(x, "add_variable_element");
    std::vector<VarId> args{index, value};
    args.insert(args.end(), array.begin(), array.end());
    problem.add_propagator(std::make_shared<VariableElement>(std::move(args), offset));
}

}  // namespace csp
