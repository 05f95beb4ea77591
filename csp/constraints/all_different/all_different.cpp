#include "csp/constraints/all_different/all_different.hpp"

#include <algorithm>
#include <bit>
#include <boost/container/small_vector.hpp>
#include <limits>
#include <map>
#include <set>

#include "csp/base/enum_names.hpp"
#include "csp/constraints/all_different/detail.hpp"

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

namespace {
// x − y ≠ k for the difference k of two int offsets, which may lie outside int (two int labels can
// still differ by that much): beyond int's range a predicate says it.
Relation offset_difference(long long k) {
    if (k == 0) return not_equal();
    if (k > std::numeric_limits<int>::min() && k <= std::numeric_limits<int>::max())
        return not_equal_offset(static_cast<int>(k));
    return predicate([k](int x, int y) { return static_cast<long long>(x) - y != k; }, "x-y!=" + std::to_string(k));
}
}  // namespace

void add_all_different(Problem& problem, std::span<const VarId> vars, std::span<const int> offsets,
                       AllDifferentStrength strength) {
    for (VarId x : vars) problem.check_variable(x, "add_all_different");
    if (std::set<VarId>(vars.begin(), vars.end()).size() != vars.size())
        throw ModelError("add_all_different: a variable appears twice");
    if (offsets.size() != vars.size())
        throw ModelError("add_all_different: " + std::to_string(offsets.size()) + " offsets for " +
                         std::to_string(vars.size()) + " variables");
    if (vars.size() < 2) return;  // nothing to constrain
    switch (strength) {
        case AllDifferentStrength::Binary: {
            // x_i + o_i ≠ x_j + o_j is x_i − x_j ≠ o_j − o_i; one relation per difference, shared.
            std::map<long long, Relation> relations;
            for (std::size_t i = 0; i < vars.size(); ++i)
                for (std::size_t j = i + 1; j < vars.size(); ++j) {
                    const long long k = static_cast<long long>(offsets[j]) - offsets[i];
                    auto it = relations.find(k);
                    if (it == relations.end()) it = relations.emplace(k, offset_difference(k)).first;
                    problem.add_constraint(vars[i], vars[j], it->second);
                }
            return;
        }
        case AllDifferentStrength::Value:
            problem.add_propagator(detail::make_all_different_value(problem, vars, offsets));
            return;
        case AllDifferentStrength::Hidden:
            problem.add_propagator(detail::make_all_different_hidden(problem, vars, offsets));
            return;
        case AllDifferentStrength::Bounds:
            problem.add_propagator(detail::make_all_different_bounds(problem, vars, offsets));
            return;
        case AllDifferentStrength::Domain:
            problem.add_propagator(detail::make_all_different_domain(problem, vars, offsets));
            return;
    }
}

void add_all_different(Problem& problem, std::span<const VarId> vars, AllDifferentStrength strength) {
    const std::vector<int> none(vars.size(), 0);
    add_all_different(problem, vars, none, strength);
}

namespace detail {

bool AllDifferentBase::propagate_words(PropagationContext& context, bool hidden) const {
    const int n = size();
    if (n > Domain::kWordBits) return context.fail(vars_[0]);  // more variables than the ≤ 64 values
    const VarId* vars = vars_.data();
    Word d[Domain::kWordBits];
    for (int i = 0; i < n; ++i) d[i] = common_word(context, i);
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
        if (!narrow_word(context, i, d[i])) return false;
    }
    return true;
}

bool AllDifferentBase::explain(const ExplainQuery& query, std::span<Domain> relevant) const {
    // A bound: by a Hall interval, else asked again value by value.
    if (query.kind != ExplainQuery::Kind::Removed) return explain_bound_by_hall_interval(query, relevant);
    const auto shifted = [&](std::size_t k, int index) {
        return static_cast<long long>(query.labels[k][static_cast<std::size_t>(index)]) +
               (offsets_.empty() ? 0 : offsets_[k]);
    };
    const long long target = shifted(query.position, query.index);
    for (std::size_t k = 0; k < vars_.size(); ++k) {
        const Domain& d = query.domains[k];
        if (k == query.position || !d.is_singleton() || shifted(k, d.min()) != target) continue;
        relevant[k].insert(d.min());  // [x_k = w]
        return true;
    }
    return explain_by_hall_set(query, relevant);
}

bool AllDifferentBase::explain_by_hall_set(const ExplainQuery& query, std::span<Domain> relevant) const {
    // A set S of the other variables whose domains all lie in a set U of |S| values, the removed value
    // among them: S takes all of U. Grown greedily from the smallest domain holding the value, by
    // the domain that enlarges U least, until S is as large as U; none found: the scope's removals.
    const auto shifted = [&](std::size_t k, int index) {
        return static_cast<long long>(query.labels[k][static_cast<std::size_t>(index)]) +
               (offsets_.empty() ? 0 : offsets_[k]);
    };
    const std::size_t n = vars_.size(), p = query.position;
    std::vector<long long> space;  // the values the other variables may take
    for (std::size_t k = 0; k < n; ++k)
        if (k != p)
            for (int i : query.domains[k]) space.push_back(shifted(k, i));
    std::sort(space.begin(), space.end());
    space.erase(std::unique(space.begin(), space.end()), space.end());
    if (static_cast<long long>(space.size()) * static_cast<long long>(n) > kHallSearchLimit) return false;
    const auto id = [&](long long v) {
        const auto at = std::lower_bound(space.begin(), space.end(), v);
        return at != space.end() && *at == v ? static_cast<int>(at - space.begin()) : -1;
    };
    const int target = id(shifted(p, query.index));
    if (target < 0) return false;
    const int m = static_cast<int>(space.size());
    std::vector<Domain> sets(n, Domain(m));
    for (std::size_t k = 0; k < n; ++k)
        if (k != p)
            for (int i : query.domains[k]) sets[k].insert(id(shifted(k, i)));
    Domain all(m);  // U
    std::size_t seed = n;
    for (std::size_t k = 0; k < n; ++k)
        if (k != p && sets[k].contains(target) && (seed == n || sets[k].size() < sets[seed].size())) seed = k;
    if (seed == n) return false;
    all = sets[seed];
    for (;;) {
        int inside = 0;
        std::size_t best = n;
        int best_size = 0;
        for (std::size_t k = 0; k < n; ++k) {
            if (k == p) continue;
            if (sets[k].is_subset_of(all)) {
                ++inside;
                continue;
            }
            const int grown = all.size() + sets[k].size() - sets[k].intersection_size(all);  // |U ∪ D_k|
            if (best == n || grown < best_size) {
                best = k;
                best_size = grown;
            }
        }
        if (inside >= all.size()) break;
        if (best == n || best_size >= static_cast<int>(n)) return false;  // U too large for the others
        for (int v : sets[best]) all.insert(v);
    }
    for (std::size_t k = 0; k < n; ++k) {
        if (k == p || !sets[k].is_subset_of(all)) continue;
        const Domain& d = query.domains[k];
        for (int c = 0; c < d.capacity(); ++c) {
            if (d.contains(c)) continue;
            const int v = id(shifted(k, c));
            if (v < 0 || !all.contains(v)) relevant[k].insert(c);
        }
    }
    return true;
}

namespace {
/// The bits of word `base / 64` for the indices first..last (none when first > last).
Domain::Word word_of_range(int base, int first, int last) {
    first = std::max(first, base);
    last = std::min(last, base + Domain::kWordBits - 1);
    if (first > last) return 0;
    const int count = last - first + 1;
    const Domain::Word ones = count == Domain::kWordBits ? ~Domain::Word{0} : (Domain::Word{1} << count) - 1;
    return ones << (first - base);
}
}  // namespace

bool AllDifferentBase::explain_bound_by_hall_interval(const ExplainQuery& query, std::span<Domain> relevant) const {
    // Work in the common space, where the propagators find their Hall intervals: the index order
    // of each variable is its common order, so a domain's bounds are its common bounds.
    const std::size_t n = vars_.size(), p = query.position;
    const auto at = [](std::size_t k) { return static_cast<int>(k); };
    const bool upper = query.kind == ExplainQuery::Kind::AtMost;  // the values above index are gone
    const auto cut = [&](int i) { return upper ? i > query.index : i < query.index; };
    const Domain& own = query.domains[p];
    int first = -1, last = -1;  // the present values the bound cut off, as common indices
    for (int i : own)
        if (cut(i)) {
            const int c = to_common(at(p), i);
            if (first < 0) first = c;
            last = c;
        }
    if (first < 0) return false;  // the bound follows from the variable's own removals
    struct Span {
        int lo, hi;
        std::size_t k;
    };
    std::vector<Span> others;
    others.reserve(n);
    for (std::size_t k = 0; k < n; ++k)
        if (k != p && !query.domains[k].empty())
            others.push_back({to_common(at(k), query.domains[k].min()), to_common(at(k), query.domains[k].max()), k});
    // Every cut-off value taken by a fixed variable: the value propagation's reason, [y = v] each.
    bool all_taken = true;
    for (int i : own) {
        if (!cut(i) || !all_taken) continue;
        const int c = to_common(at(p), i);
        all_taken = std::any_of(others.begin(), others.end(), [&](const Span& s) { return s.lo == c && s.hi == c; });
    }
    if (all_taken) return false;
    // The smallest interval [lo, hi] ⊇ [first, last] holding as many of the others as its values.
    std::sort(others.begin(), others.end(), [](const Span& a, const Span& b) { return a.hi < b.hi; });
    int best_lo = 0, best_hi = -1;
    for (const Span& start : others) {
        const int lo = start.lo;
        if (lo > first || (best_hi >= best_lo && best_hi - best_lo <= last - lo)) continue;
        int inside = 0;
        for (std::size_t j = 0; j < others.size(); ++j) {
            const Span& s = others[j];
            inside += s.lo >= lo ? 1 : 0;
            if (j + 1 < others.size() && others[j + 1].hi == s.hi) continue;  // ties counted together
            if (s.hi < last || inside < s.hi - lo + 1) continue;
            if (best_hi < best_lo || s.hi - lo < best_hi - best_lo) best_lo = lo, best_hi = s.hi;
            break;  // a larger hi from this lo is no better
        }
    }
    if (best_hi < best_lo) return false;
    // Marks: the Hall set's values outside the interval, and the queried variable's beyond its bound,
    // word by word: index order is common order, so "outside" is two runs of indices.
    const auto mark_outside = [&](std::size_t k, bool only_cut) {
        const Domain& d = query.domains[k];
        const int below = index_at_least(at(k), best_lo) - 1, above = index_at_most(at(k), best_hi) + 1;
        const int from = only_cut && !upper ? 0 : only_cut ? query.index + 1 : 0;
        const int to = only_cut && !upper ? query.index - 1 : d.capacity() - 1;
        const auto present = d.words();
        const auto marks = relevant[k].words();
        for (std::size_t w = 0; w < present.size(); ++w) {
            const int base = static_cast<int>(w) * Domain::kWordBits;
            const Word outside = word_of_range(base, 0, below) | word_of_range(base, above, d.capacity() - 1);
            marks[w] |= outside & word_of_range(base, from, to) & ~present[w];
        }
    };
    int needed = best_hi - best_lo + 1;
    for (const Span& s : others)
        if (needed > 0 && s.lo >= best_lo && s.hi <= best_hi) {
            mark_outside(s.k, false);
            --needed;
        }
    mark_outside(p, true);
    return true;
}

namespace {

class ValueAllDifferent final : public AllDifferentBase {
public:
    ValueAllDifferent(const Problem& p, std::span<const VarId> vars, std::span<const int> offsets)
        : AllDifferentBase(p, vars, offsets, "value") {}
    bool fixed_events_only() const override { return true; }
    bool propagate(PropagationContext& context) const override {
        if (word_sized()) return propagate_words(context, false);
        std::unique_ptr<AllDifferentState> local;
        return propagate_fixed(context, state_of(context, local));
    }
};

class HiddenAllDifferent final : public AllDifferentBase {
public:
    HiddenAllDifferent(const Problem& p, std::span<const VarId> vars, std::span<const int> offsets)
        : AllDifferentBase(p, vars, offsets, "hidden") {}
    // Beyond one word, the counting (every domain loaded, twice when a value has one place) waits
    // until the cheaper propagators are at their fixpoint; the incremental value reasoning runs on
    // each change.
    bool has_cheap_stage() const override { return !word_sized(); }
    bool propagate_cheap(PropagationContext& context) const override {
        if (word_sized()) return propagate_words(context, true);
        std::unique_ptr<AllDifferentState> local;
        return propagate_fixed(context, state_of(context, local));
    }
    bool propagate(PropagationContext& context) const override {
        if (word_sized()) return propagate_words(context, true);
        std::unique_ptr<AllDifferentState> local;
        AllDifferentState& state = state_of(context, local);
        const auto w = static_cast<std::size_t>(words());
        std::vector<Word>& once = state.once;
        std::vector<Word>& twice = state.twice;
        std::vector<Word>& d = state.row;
        once.resize(w), twice.resize(w), d.resize(w);
        for (bool again = true; again;) {
            again = false;
            if (!propagate_fixed(context, state)) return false;
            // Each value's places, word by word: `once` = in at least one domain, `twice` = in two or more.
            std::fill(once.begin(), once.end(), Word{0});
            std::fill(twice.begin(), twice.end(), Word{0});
            for (int i = 0; i < size(); ++i) {
                load(context, i, d.data());
                for (std::size_t k = 0; k < w; ++k) twice[k] |= once[k] & d[k], once[k] |= d[k];
            }
            int available = 0;
            for (Word word : once) available += std::popcount(word);
            if (available < size()) return context.fail(vars_[0]);  // pigeonhole: too few values
            if (available > size()) break;                          // spare values: a value need not be used at all
            Word singles = 0;
            for (std::size_t k = 0; k < w; ++k) singles |= once[k] & ~twice[k];
            if (singles == 0) break;
            // Every value is needed: one with a single place goes there.
            for (int i = 0; i < size(); ++i) {
                load(context, i, d.data());
                int found = 0;
                for (std::size_t k = 0; k < w; ++k) {
                    d[k] &= once[k] & ~twice[k];
                    found += std::popcount(d[k]);
                }
                if (found == 0 || is_fixed(context.domain(vars_[static_cast<std::size_t>(i)]))) continue;
                if (found > 1) return context.fail(vars_[static_cast<std::size_t>(i)]);  // two values need it
                if (!narrow(context, i, d.data())) return false;
                again = true;
            }
        }
        return true;
    }
};

}  // namespace

std::shared_ptr<const Propagator> make_all_different_value(const Problem& p, std::span<const VarId> vars,
                                                           std::span<const int> offsets) {
    return std::make_shared<ValueAllDifferent>(p, vars, offsets);
}
std::shared_ptr<const Propagator> make_all_different_hidden(const Problem& p, std::span<const VarId> vars,
                                                            std::span<const int> offsets) {
    return std::make_shared<HiddenAllDifferent>(p, vars, offsets);
}

}  // namespace detail
}  // namespace csp
