#include "csp/propagation/all_different.hpp"

#include <algorithm>
#include <bit>
#include <boost/container/small_vector.hpp>
#include <functional>
#include <set>

#include "csp/base/enum_names.hpp"
#include "csp/propagation/all_different_detail.hpp"

namespace csp {

namespace {
constexpr detail::NameTable<AllDifferentStrength, 5> kNames = {{AllDifferentStrength::Binary, "binary"},
                                                               {AllDifferentStrength::Value, "value"},
                                                               {AllDifferentStrength::Hidden, "hidden"},
                                                               {AllDifferentStrength::Bounds, "bounds"},
                                                               {AllDifferentStrength::Domain, "domain"}};
}  // namespace

std::string_view to_string(AllDifferentStrength strength) { return detail::name_of(strength, kNames); }
AllDifferentStrength all_different_strength_from_string(std::string_view name) {
    return detail::value_of(name, kNames, "all-different strength");
}
std::vector<std::string_view> all_different_strength_names() { return detail::names_of(kNames); }

void add_all_different(Problem& problem, std::span<const VarId> vars, AllDifferentStrength strength) {
    for (VarId x : vars) problem.check_variable(x, "add_all_different");
    if (std::set<VarId>(vars.begin(), vars.end()).size() != vars.size())
        throw ModelError("add_all_different: a variable appears twice");
    if (vars.size() < 2) return;  // nothing to constrain
    switch (strength) {
        case AllDifferentStrength::Binary:
            for (std::size_t i = 0; i < vars.size(); ++i)
                for (std::size_t j = i + 1; j < vars.size(); ++j) problem.add_constraint(vars[i], vars[j], not_equal());
            return;
        case AllDifferentStrength::Value:
            problem.add_propagator(detail::make_all_different_value(problem, vars));
            return;
        case AllDifferentStrength::Hidden:
            problem.add_propagator(detail::make_all_different_hidden(problem, vars));
            return;
        case AllDifferentStrength::Bounds:
            problem.add_propagator(detail::make_all_different_bounds(problem, vars));
            return;
        case AllDifferentStrength::Domain:
            problem.add_propagator(detail::make_all_different_domain(problem, vars));
            return;
    }
}

namespace detail {

AllDifferentBase::AllDifferentBase(const Problem& problem, std::span<const VarId> vars, std::string name)
    : vars_(vars.begin(), vars.end()), name_(std::move(name)) {
    for (VarId x : vars_) {
        const auto labels = problem.labels(x);
        union_labels_.insert(union_labels_.end(), labels.begin(), labels.end());
        same_labels_ = same_labels_ && std::equal(labels.begin(), labels.end(), problem.labels(vars_[0]).begin(),
                                                  problem.labels(vars_[0]).end());
    }
    std::sort(union_labels_.begin(), union_labels_.end());
    union_labels_.erase(std::unique(union_labels_.begin(), union_labels_.end()), union_labels_.end());
    if (same_labels_) return;
    for (VarId x : vars_) {
        std::vector<int> map;
        for (int label : problem.labels(x))
            map.push_back(static_cast<int>(std::lower_bound(union_labels_.begin(), union_labels_.end(), label) -
                                           union_labels_.begin()));
        to_common_.push_back(std::move(map));
    }
}

bool AllDifferentBase::satisfied(std::span<const int> values) const {
    std::vector<int> sorted(values.begin(), values.end());
    std::sort(sorted.begin(), sorted.end());
    return std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
}

Domain AllDifferentBase::common(const PropagationContext& context, int i) const {
    const Domain& d = context.domain(vars_[static_cast<std::size_t>(i)]);
    if (same_labels_) return d;
    Domain out(values());
    for (int v : d) out.insert(to_common_[static_cast<std::size_t>(i)][static_cast<std::size_t>(v)]);
    return out;
}

bool AllDifferentBase::narrow(PropagationContext& context, int i, const Domain& keep) const {
    const VarId x = vars_[static_cast<std::size_t>(i)];
    if (same_labels_) return context.intersect(x, keep);
    Domain mask(context.domain(x).capacity());
    const auto& map = to_common_[static_cast<std::size_t>(i)];
    for (std::size_t v = 0; v < map.size(); ++v)
        if (keep.contains(map[v])) mask.insert(static_cast<int>(v));
    return context.intersect(x, mask);
}

bool AllDifferentBase::propagate_words(PropagationContext& context, bool hidden) const {
    using Word = Domain::Word;
    const int n = size();
    if (n > Domain::kWordBits) return context.fail(vars_[0]);  // more variables than the ≤ 64 values
    const VarId* vars = vars_.data();
    Word d[Domain::kWordBits];
    for (int i = 0; i < n; ++i) d[i] = context.domain(vars[i]).words()[0];
    Word touched = 0;  // bit i: d[i] narrowed (n ≤ 64, so the scope positions fit one word)
    for (bool again = true; again;) {
        again = false;
        // One pass: values of fixed variables, values with a place (`once`), with two or more (`twice`).
        Word fixed = 0, clash = 0, once = 0, twice = 0;
        for (int i = 0; i < n; ++i) {
            const Word w = d[i];
            const Word fixed_value = w & all_if(is_single(w));  // d[i] is never empty here
            clash |= fixed & fixed_value;
            fixed |= fixed_value;
            twice |= once & w;
            once |= w;
        }
        if (clash) return context.fail(vars[0]);  // two fixed alike
        const int available = std::popcount(once);
        // Pigeonhole (too few values left) is counting reasoning: hidden strength only, so that
        // value strength prunes exactly like the ≠ decomposition.
        if (hidden && available < n) return context.fail(vars[0]);
        // A value with exactly one place must go there, when every value is needed (Hall: |values| = n).
        const Word single = hidden && available == n ? once & ~twice & ~fixed : 0;
        // Nothing to remove: no open variable holds a fixed value or a value with one place.
        if ((twice & fixed) == 0 && single == 0) break;
        // Without branches on the domains: which variables are open or change is data the branch
        // predictor cannot learn (docs/experiments.md#branch-free-kernels).
        Word broken = 0;  // bit i: open d[i] loses every value, or is the one place of two values
        Word became_fixed = 0;
        for (int i = 0; i < n; ++i) {
            const Word w = d[i];
            const Word open = all_if(!is_single(w));
            const Word left = w & ~fixed;
            const Word hidden_single = left & single;
            const Word next = ((hidden_single != 0 ? hidden_single : left) & open) | (w & ~open);
            broken |= (open & Word{!is_single(hidden_single) || next == 0}) << i;
            const Word narrowed = Word{next != w};
            touched |= narrowed << i;
            became_fixed |= narrowed & Word{is_single(next)};
            d[i] = next;
        }
        if (broken) return context.fail(vars[std::countr_zero(broken)]);
        again = became_fixed != 0;
    }
    for (; touched != 0; touched &= touched - 1) {
        const int i = std::countr_zero(touched);
        if (!context.intersect_word(vars[i], d[i])) return false;
    }
    return true;
}

namespace {

// Removes every fixed variable's value from the others, until no new variable becomes fixed.
// Shared by the value and hidden strengths. `domains` mirrors the scope in the common space.
bool propagate_fixed_values(const AllDifferentBase& self, PropagationContext& context, std::vector<Domain>& domains,
                            const std::function<bool(int, const Domain&)>& narrow) {
    (void)self;
    const int n = static_cast<int>(domains.size());
    std::vector<char> done(static_cast<std::size_t>(n), 0);
    for (bool again = true; again;) {
        again = false;
        for (int i = 0; i < n; ++i) {
            if (done[static_cast<std::size_t>(i)] || !domains[static_cast<std::size_t>(i)].is_singleton()) continue;
            done[static_cast<std::size_t>(i)] = 1;
            const int v = domains[static_cast<std::size_t>(i)].min();
            for (int j = 0; j < n; ++j) {
                if (j == i || !domains[static_cast<std::size_t>(j)].contains(v)) continue;
                Domain keep = domains[static_cast<std::size_t>(j)];
                keep.remove(v);
                if (!narrow(j, keep)) return false;
                domains[static_cast<std::size_t>(j)] = keep;
                if (keep.is_singleton()) again = true;
            }
        }
    }
    (void)context;
    return true;
}

class ValueAllDifferent final : public AllDifferentBase {
public:
    ValueAllDifferent(const Problem& p, std::span<const VarId> vars) : AllDifferentBase(p, vars, "value") {}
    bool fixed_events_only() const override { return true; }
    bool propagate(PropagationContext& context) const override {
        if (word_sized()) return propagate_words(context, false);
        std::vector<Domain> domains;
        for (int i = 0; i < size(); ++i) domains.push_back(common(context, i));
        return propagate_fixed_values(*this, context, domains,
                                      [&](int j, const Domain& keep) { return narrow(context, j, keep); });
    }
};

class HiddenAllDifferent final : public AllDifferentBase {
public:
    HiddenAllDifferent(const Problem& p, std::span<const VarId> vars) : AllDifferentBase(p, vars, "hidden") {}
    bool propagate(PropagationContext& context) const override {
        if (word_sized()) return propagate_words(context, true);
        std::vector<Domain> domains;
        for (int i = 0; i < size(); ++i) domains.push_back(common(context, i));
        auto narrow_to = [&](int j, const Domain& keep) { return narrow(context, j, keep); };
        for (bool again = true; again;) {
            again = false;
            if (!propagate_fixed_values(*this, context, domains, narrow_to)) return false;
            // Count each value's places: `once` = in at least one domain, `twice` = in two or more.
            Domain once(values()), twice(values());
            for (const Domain& d : domains) {
                Domain both = once;
                both.intersect_with(d);
                for (std::size_t w = 0; w < twice.words().size(); ++w) {
                    twice.words()[w] |= both.words()[w];
                    once.words()[w] |= d.words()[w];
                }
            }
            if (once.size() < size()) return context.fail(vars_[0]);  // pigeonhole: too few values
            if (once.size() > size()) break;                          // spare values: a value need not be used at all
            Domain single = once;
            single.subtract(twice);
            for (int v : single) {
                for (int i = 0; i < size(); ++i) {
                    Domain& d = domains[static_cast<std::size_t>(i)];
                    if (!d.contains(v) || d.is_singleton()) continue;
                    Domain only(values());
                    only.insert(v);
                    if (!narrow(context, i, only)) return false;
                    d = only;
                    again = true;
                }
            }
        }
        return true;
    }
};

}  // namespace

std::shared_ptr<const Propagator> make_all_different_value(const Problem& p, std::span<const VarId> vars) {
    return std::make_shared<ValueAllDifferent>(p, vars);
}
std::shared_ptr<const Propagator> make_all_different_hidden(const Problem& p, std::span<const VarId> vars) {
    return std::make_shared<HiddenAllDifferent>(p, vars);
}

}  // namespace detail
}  // namespace csp
