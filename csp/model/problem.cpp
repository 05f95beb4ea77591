#include "csp/model/problem.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <map>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <utility>

#include "csp/model/propagator.hpp"

namespace csp {

namespace {

using detail::CompiledRelation;
using RelationPtr = std::shared_ptr<const CompiledRelation>;

struct Variable {
    std::string name;
    int label_set;  // index into Impl::label_sets; variables with equal values share one
    Domain domain;
    std::vector<int> propagators;
};

// Labels are sorted and distinct: a run of consecutive integers iff the span equals the count.
bool consecutive(const std::vector<int>& labels) {
    return static_cast<long long>(labels.back()) - labels.front() == static_cast<long long>(labels.size()) - 1;
}

// The built-in relations between runs of consecutive labels, in closed form over indices: label
// a − label b = (lx₀ + a) − (ly₀ + b), so a label difference k is the index difference k − lx₀ + ly₀.
std::optional<CompiledRelation> closed_form(const Relation& relation, const std::vector<int>& lx,
                                            const std::vector<int>& ly) {
    using Kind = Relation::Kind;
    using Form = CompiledRelation::Form;
    Form form = Form::Excluded;
    long long k = 0;
    switch (relation.kind()) {
        case Kind::NotEqual: break;
        case Kind::NotEqualOffset: k = relation.offset(); break;
        case Kind::Equal: form = Form::Shift; break;
        case Kind::EqualOffset: form = Form::Shift, k = relation.offset(); break;
        case Kind::Less: form = Form::Bound, k = -1; break;
        case Kind::LessEqual: form = Form::Bound; break;
        case Kind::Table:
        case Kind::Predicate: return std::nullopt;
    }
    if (!consecutive(lx) || !consecutive(ly)) return std::nullopt;
    CompiledRelation compiled;
    compiled.form = form;
    compiled.nx = static_cast<int>(lx.size());
    compiled.ny = static_cast<int>(ly.size());
    compiled.description = relation.describe();
    const long long diff = k - lx.front() + ly.front();
    // Outside −(ny − 1)..nx − 1 no pair has that difference.
    const bool reachable = diff > -compiled.ny && diff < compiled.nx;
    switch (form) {
        case Form::Excluded:
            if (reachable) compiled.excluded.push_back(static_cast<int>(diff));
            compiled.max_conflicts = static_cast<int>(compiled.excluded.size());
            return compiled;
        case Form::Shift: compiled.offset = reachable ? static_cast<int>(diff) : compiled.nx; break;
        case Form::Bound:
            compiled.offset = static_cast<int>(std::clamp<long long>(diff, -compiled.ny, compiled.nx - 1));
            break;
        case Form::Bitsets: break;
    }
    compiled.max_conflicts = std::max(compiled.nx, compiled.ny);
    return compiled;
}

// The conjunction of two closed forms on the same pair when it has one: excluded sets merge, a
// shift stays a shift (or allows nothing) and two bounds keep the tighter one.
std::optional<CompiledRelation> combine_closed(const CompiledRelation& a, const CompiledRelation& b) {
    using Form = CompiledRelation::Form;
    if (!a.closed() || !b.closed()) return std::nullopt;
    if (a.form == Form::Excluded && b.form == Form::Excluded) {
        CompiledRelation both = a;
        both.excluded.insert(both.excluded.end(), b.excluded.begin(), b.excluded.end());
        std::sort(both.excluded.begin(), both.excluded.end());
        both.excluded.erase(std::unique(both.excluded.begin(), both.excluded.end()), both.excluded.end());
        both.max_conflicts = static_cast<int>(both.excluded.size());
        return both;
    }
    if (a.form == Form::Shift || b.form == Form::Shift) {
        const CompiledRelation& shift = a.form == Form::Shift ? a : b;
        const CompiledRelation& other = a.form == Form::Shift ? b : a;
        CompiledRelation both = shift;
        // allows(false, d, 0) asks whether the index difference d is allowed.
        if (!other.allows(false, shift.offset, 0)) both.offset = both.nx;  // no pair is that far apart
        return both;
    }
    if (a.form == Form::Bound && b.form == Form::Bound) {
        CompiledRelation both = a;
        both.offset = std::min(a.offset, b.offset);
        return both;
    }
    return std::nullopt;
}

std::uint64_t content_hash(const CompiledRelation& r) {
    std::uint64_t h = 1469598103934665603ull;
    const auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 1099511628211ull; };
    mix(static_cast<std::uint64_t>(r.nx));
    mix(static_cast<std::uint64_t>(r.ny));
    mix(static_cast<std::uint64_t>(r.form));
    mix(static_cast<std::uint64_t>(static_cast<std::uint32_t>(r.offset)));
    for (int k : r.excluded) mix(static_cast<std::uint64_t>(static_cast<std::uint32_t>(k)));
    for (const Domain& row : r.support)
        for (auto w : row.words()) mix(w);
    return h;
}

// The key of the unordered pair {x, y} in Impl::constraint_of_pair.
std::uint64_t pair_key(VarId x, VarId y) {
    return (static_cast<std::uint64_t>(std::min(x, y)) << 32) | static_cast<std::uint32_t>(std::max(x, y));
}

struct PairHash {
    template <class A, class B>
    std::size_t operator()(const std::pair<A, B>& p) const {
        const std::uint64_t h = std::hash<A>{}(p.first) * 0x9E3779B97F4A7C15ull ^ std::hash<B>{}(p.second);
        return static_cast<std::size_t>(h * 0xBF58476D1CE4E5B9ull >> 17 ^ h);
    }
};

// An index of the items of a vector by a key that each item has: open addressing over the item
// indices alone (4 bytes a slot, the keys are read back from the items, no allocation per entry),
// for the constraints of models with millions of them. key_of(i) is the key of item i.
template <class Key, class Hash>
class FlatIndex {
public:
    template <class KeyOf>
    std::optional<int> find(const Key& key, KeyOf key_of) const {
        if (slots_.empty()) return std::nullopt;
        for (std::size_t i = home(key);; i = (i + 1) & (slots_.size() - 1)) {
            const int item = slots_[i];
            if (item < 0) return std::nullopt;
            if (key_of(item) == key) return item;
        }
    }
    // Precondition: no item with this key is indexed yet.
    template <class KeyOf>
    void insert(const Key& key, int item, KeyOf key_of) {
        if (2 * (count_ + 1) > slots_.size()) {  // at most half full: short probes
            std::vector<int> old(std::max<std::size_t>(16, 2 * slots_.size()), -1);
            old.swap(slots_);
            bits_ = std::countr_zero(slots_.size());
            for (int moved : old)
                if (moved >= 0) place(key_of(moved), moved);
        }
        place(key, item);
        ++count_;
    }

private:
    std::size_t home(const Key& key) const {  // Fibonacci hashing: the top bits_ bits of the product
        return static_cast<std::size_t>((static_cast<std::uint64_t>(Hash{}(key)) * 0x9E3779B97F4A7C15ull) >>
                                        (64 - bits_));
    }
    void place(const Key& key, int item) {
        std::size_t i = home(key);
        while (slots_[i] >= 0) i = (i + 1) & (slots_.size() - 1);
        slots_[i] = item;
    }
    std::vector<int> slots_;  // item indices, -1 = empty; the size is a power of two
    std::size_t count_ = 0;
    int bits_ = 0;
};

struct SameKey {
    std::uint64_t operator()(std::uint64_t key) const { return key; }
};
using PairIndex = FlatIndex<std::uint64_t, SameKey>;

bool same_content(const CompiledRelation& a, const CompiledRelation& b) {
    return a.form == b.form && a.offset == b.offset && a.nx == b.nx && a.ny == b.ny && a.excluded == b.excluded &&
           a.support == b.support && a.description == b.description;
}

}  // namespace

struct Problem::Impl {
    std::vector<Variable> variables;
    std::vector<std::vector<int>> label_sets;
    std::map<std::vector<int>, int> label_set_ids;
    std::vector<Constraint> constraints;
    // The relations as written, per constraint (for allows() and validators): an index into
    // source_sets, where each distinct list is kept once (N-Queens: 3n lists for n² constraints).
    std::vector<int> source_of;
    std::vector<std::vector<Relation>> source_sets;
    std::unordered_map<std::pair<int, const void*>, int, PairHash> source_set_after;  // extend_sources()
    std::vector<std::vector<Arc>> arcs;
    std::vector<std::shared_ptr<const Propagator>> propagators;
    // Each variable's labels, a view into label_sets (variables with equal values share one list:
    // a FlatZinc model of a hundred 0..4,000,000 variables keeps 16 MB of labels, not 1.6 GB).
    // Views into another Impl's lists after a copy: relink() points them at this one's.
    std::vector<std::span<const int>> labels_by_variable;
    PairIndex constraint_of_pair;
    std::unordered_map<std::string, VarId> by_name;
    bool has_false_constant = false;  // a constraint over no variables that does not hold was added
    // Compiling to bitsets is O(|X|·|Y|); built-in kinds are cached by (kind, offset, label sets) so a
    // 64×64 Sudoku's 358k ≠ arcs compile once. Everything is then interned by content.
    std::unordered_map<std::pair<std::uint64_t, std::uint64_t>, RelationPtr, PairHash> builtin_cache;
    // Tables and predicates by identity: one Relation (and its copies) added to many arcs with the same
    // label sets compiles once (the Python binding hands each predicate over once). The Relation is
    // kept so that its identity is not reused.
    std::map<std::tuple<const void*, int, int>, std::pair<Relation, RelationPtr>> shared_cache;
    std::unordered_multimap<std::uint64_t, RelationPtr> interned;
    std::unordered_map<std::pair<const CompiledRelation*, const CompiledRelation*>, RelationPtr, PairHash> combined;
    std::unordered_map<const void*, std::pair<Relation, Relation>> transposes;  // by the original's identity
    // What adding a relation does to a constraint: its relations as written (source set, -1 for a
    // new constraint), the relation added and the label sets of (x, y) determine the compiled
    // result, so each distinct step is compiled once and then costs one lookup.
    struct Step {
        int sources;
        int sx;
        int sy;
        const void* added;
        bool operator==(const Step&) const = default;
    };
    struct StepHash {
        std::size_t operator()(const Step& s) const {
            const PairHash hash;
            return hash(std::pair{hash(std::pair{s.sources, s.added}), hash(std::pair{s.sx, s.sy})});
        }
    };
    struct Outcome {
        RelationPtr relation;
        int sources;
    };
    // One Relation per built-in kind and offset, standing for every copy a model makes (a
    // not_equal() per constraint), so that the steps and source sets above are shared between them.
    std::vector<Relation> builtins;
    PairIndex builtin_index;  // by builtin_key
    std::vector<Step> steps;
    std::vector<Outcome> outcomes;  // of each step
    FlatIndex<Step, StepHash> step_index;

    int add_label_set(std::vector<int> labels) {
        auto [it, inserted] = label_set_ids.try_emplace(std::move(labels), static_cast<int>(label_sets.size()));
        if (inserted) label_sets.push_back(it->first);
        return it->second;
    }

    const std::vector<int>& labels(VarId x) const {
        return label_sets[static_cast<std::size_t>(variables[static_cast<std::size_t>(x)].label_set)];
    }

    void relink() {
        labels_by_variable.clear();
        for (const Variable& var : variables)
            labels_by_variable.emplace_back(label_sets[static_cast<std::size_t>(var.label_set)]);
    }

    RelationPtr intern(CompiledRelation compiled) {
        const std::uint64_t h = content_hash(compiled);
        auto [first, last] = interned.equal_range(h);
        for (auto it = first; it != last; ++it)
            if (same_content(*it->second, compiled)) return it->second;
        auto ptr = std::make_shared<const CompiledRelation>(std::move(compiled));
        interned.emplace(h, ptr);
        return ptr;
    }

    RelationPtr compile(const Relation& relation, VarId x, VarId y) {
        const auto& lx = labels(x);
        const auto& ly = labels(y);
        const int sx = variables[static_cast<std::size_t>(x)].label_set;
        const int sy = variables[static_cast<std::size_t>(y)].label_set;
        const bool builtin = relation.kind() != Relation::Kind::Table && relation.kind() != Relation::Kind::Predicate;
        const auto key = std::pair{
            static_cast<std::uint64_t>(relation.kind()) << 32 | static_cast<std::uint32_t>(relation.offset()),
            static_cast<std::uint64_t>(static_cast<std::uint32_t>(sx)) << 32 | static_cast<std::uint32_t>(sy)};
        const auto shared_key = std::tuple{relation.identity(), sx, sy};
        if (builtin) {
            if (auto it = builtin_cache.find(key); it != builtin_cache.end()) return it->second;
        } else if (auto it = shared_cache.find(shared_key); it != shared_cache.end()) {
            return it->second.second;
        }
        std::optional<CompiledRelation> compiled = closed_form(relation, lx, ly);
        if (!compiled) compiled = compile_bitsets(relation, x, y);
        RelationPtr result = intern(std::move(*compiled));
        if (builtin) builtin_cache.emplace(key, result);
        else shared_cache.emplace(shared_key, std::pair{relation, result});
        return result;
    }

    CompiledRelation compile_bitsets(const Relation& relation, VarId x, VarId y) const {
        const auto& lx = labels(x);
        const auto& ly = labels(y);
        CompiledRelation compiled;
        compiled.description = relation.describe();
        compiled.nx = static_cast<int>(lx.size());
        compiled.ny = static_cast<int>(ly.size());
        compiled.support.assign(lx.size(), Domain(compiled.ny));
        if (relation.kind() == Relation::Kind::Table) {
            for (auto [a, b] : relation.pairs()) {
                auto ia = std::lower_bound(lx.begin(), lx.end(), a);
                auto ib = std::lower_bound(ly.begin(), ly.end(), b);
                if (ia == lx.end() || *ia != a || ib == ly.end() || *ib != b)
                    throw ModelError("table relation between '" + variables[static_cast<std::size_t>(x)].name +
                                     "' and '" + variables[static_cast<std::size_t>(y)].name + "' mentions (" +
                                     std::to_string(a) + ", " + std::to_string(b) + "), outside their domains");
                compiled.support[static_cast<std::size_t>(ia - lx.begin())].insert(static_cast<int>(ib - ly.begin()));
            }
        } else {
            for (int a = 0; a < compiled.nx; ++a)
                for (int b = 0; b < compiled.ny; ++b)
                    if (relation.allows(lx[static_cast<std::size_t>(a)], ly[static_cast<std::size_t>(b)]))
                        compiled.support[static_cast<std::size_t>(a)].insert(b);
        }
        detail::finish_bitsets(compiled);
        return compiled;
    }

    // The conjunction of two relations on the same (x, y) pair: in closed form when there is one
    // (stacking ≠-like relations on a pair never builds a table), else intersected as bitsets.
    // Cached by the two interned relations, so the 2nd and 3rd relation of each queens arc cost a lookup.
    RelationPtr combine(const RelationPtr& a, const RelationPtr& b) {
        const auto key = std::pair{a.get(), b.get()};
        if (auto it = combined.find(key); it != combined.end()) return it->second;
        std::optional<CompiledRelation> closed = combine_closed(*a, *b);
        CompiledRelation both;
        if (closed) {
            both = std::move(*closed);
        } else {
            both = detail::to_bitsets(*a);
            const CompiledRelation converted = b->closed() ? detail::to_bitsets(*b) : CompiledRelation{};
            const CompiledRelation& other = b->closed() ? converted : *b;
            for (std::size_t i = 0; i < both.support.size(); ++i) both.support[i].intersect_with(other.support[i]);
            detail::finish_bitsets(both);
        }
        both.description = a->description + " & " + b->description;
        RelationPtr result = intern(std::move(both));
        combined.emplace(key, result);
        return result;
    }

    // The relations as written of a constraint that had those of `set` (-1: none) and gets `added`.
    int extend_sources(int set, const Relation& added) {
        const auto key = std::pair{set, added.identity()};
        if (auto it = source_set_after.find(key); it != source_set_after.end()) return it->second;
        std::vector<Relation> relations;
        if (set >= 0) relations = source_sets[static_cast<std::size_t>(set)];
        relations.push_back(added);  // keeps `added` alive, so its identity is not reused
        const int id = static_cast<int>(source_sets.size());
        source_sets.push_back(std::move(relations));
        source_set_after.emplace(key, id);
        return id;
    }

    // Constraint (x, y), with relations as written `sources` compiled into `current` (null and -1 for
    // a new constraint), after `added` (oriented as (x, y)) is added to it.
    const Outcome& add_relation(const RelationPtr& current, int sources, const Relation& added, VarId x, VarId y) {
        const Step step{sources, variables[static_cast<std::size_t>(x)].label_set,
                        variables[static_cast<std::size_t>(y)].label_set, added.identity()};
        const auto step_of = [this](int i) { return steps[static_cast<std::size_t>(i)]; };
        if (const std::optional<int> known = step_index.find(step, step_of))
            return outcomes[static_cast<std::size_t>(*known)];
        // A copy of a built-in relation first seen before (a not_equal() per constraint) takes the
        // steps of the first one.
        if (const Relation& stand_in = canonical(added); stand_in.identity() != added.identity())
            return add_relation(current, sources, stand_in, x, y);
        RelationPtr compiled = compile(added, x, y);
        if (current) compiled = combine(current, compiled);
        // The source set holds `added`, so the step's identity is not reused while the entry lives.
        const int sources_after = extend_sources(sources, added);
        steps.push_back(step);
        outcomes.push_back({std::move(compiled), sources_after});
        step_index.insert(step, static_cast<int>(steps.size()) - 1, step_of);
        return outcomes.back();
    }

    static std::uint64_t builtin_key(const Relation& r) {
        return static_cast<std::uint64_t>(r.kind()) << 32 | static_cast<std::uint32_t>(r.offset());
    }
    // The relation that stands for `relation` in the caches: a built-in's one copy, else itself.
    const Relation& canonical(const Relation& relation) {
        if (relation.kind() == Relation::Kind::Table || relation.kind() == Relation::Kind::Predicate) return relation;
        const auto key_of = [this](int i) { return builtin_key(builtins[static_cast<std::size_t>(i)]); };
        if (const std::optional<int> known = builtin_index.find(builtin_key(relation), key_of))
            return builtins[static_cast<std::size_t>(*known)];
        builtins.push_back(relation);
        builtin_index.insert(builtin_key(relation), static_cast<int>(builtins.size()) - 1, key_of);
        return builtins.back();
    }

    // transpose() makes a new relation each time; one per relation keeps the caches above working.
    const Relation& transposed(const Relation& relation) {
        auto it = transposes.find(relation.identity());
        if (it == transposes.end())
            it = transposes.emplace(relation.identity(), std::pair{relation, transpose(relation)}).first;
        return it->second.second;
    }

    std::uint64_t key_of(int c) const {
        const Constraint& constraint = constraints[static_cast<std::size_t>(c)];
        return pair_key(constraint.x, constraint.y);
    }
    std::optional<int> find_constraint(VarId x, VarId y) const {
        // Models add the relations of one pair one after the other (queens: three): try the last first.
        if (!constraints.empty() && key_of(static_cast<int>(constraints.size()) - 1) == pair_key(x, y))
            return static_cast<int>(constraints.size()) - 1;
        return constraint_of_pair.find(pair_key(x, y), [this](int c) { return key_of(c); });
    }
    // Appends constraint {x, y} with its relations as written (source set) and its arcs.
    void add_constraint(VarId x, VarId y, RelationPtr relation, int sources) {
        const int index = static_cast<int>(constraints.size());
        constraints.push_back({x, y, std::move(relation)});
        source_of.push_back(sources);
        arcs[static_cast<std::size_t>(x)].push_back({y, index, false});
        arcs[static_cast<std::size_t>(y)].push_back({x, index, true});
        constraint_of_pair.insert(pair_key(x, y), index, [this](int c) { return key_of(c); });
    }
};

Problem::Problem() : impl_(std::make_unique<Impl>()) {}
Problem::~Problem() = default;
Problem::Problem(const Problem& other) : impl_(std::make_unique<Impl>(*other.impl_)) { impl_->relink(); }
Problem& Problem::operator=(const Problem& other) {
    if (this != &other) {
        impl_ = std::make_unique<Impl>(*other.impl_);
        impl_->relink();
    }
    return *this;
}
Problem::Problem(Problem&&) noexcept = default;
Problem& Problem::operator=(Problem&&) noexcept = default;

VarId Problem::add_variable(std::string name, std::vector<int> values) {
    // Ranges come sorted: a linear check instead of sorting 4 million values again.
    if (!std::is_sorted(values.begin(), values.end())) std::sort(values.begin(), values.end());
    if (const auto twice = std::adjacent_find(values.begin(), values.end()); twice != values.end())
        throw ModelError("variable '" + name + "' has the value " + std::to_string(*twice) + " twice");
    if (values.empty()) throw ModelError("variable '" + name + "' has an empty domain");
    if (impl_->by_name.contains(name))
        throw ModelError("add_variable: a variable named '" + name + "' already exists (names must be distinct)");
    const VarId id = static_cast<VarId>(impl_->variables.size());
    const int size = static_cast<int>(values.size());
    impl_->by_name.emplace(name, id);
    // The inner lists stay where they are when label_sets grows (a vector's move keeps its buffer).
    const int label_set = impl_->add_label_set(std::move(values));
    impl_->variables.push_back({std::move(name), label_set, Domain::range(size), {}});
    impl_->labels_by_variable.emplace_back(impl_->label_sets[static_cast<std::size_t>(label_set)]);
    impl_->arcs.emplace_back();
    return id;
}

VarId Problem::add_variable(std::string name, int lo, int hi) {
    if (hi < lo)
        throw ModelError("variable '" + name + "' has an empty domain (" + std::to_string(lo) + ".." +
                         std::to_string(hi) + ")");
    std::vector<int> values(static_cast<std::size_t>(hi - lo + 1));
    for (std::size_t i = 0; i < values.size(); ++i) values[i] = lo + static_cast<int>(i);
    return add_variable(std::move(name), std::move(values));
}

VarId Problem::add_variable(std::string name, const Domain& domain) {
    return add_variable(std::move(name), std::vector<int>(domain.begin(), domain.end()));
}

namespace {
// Out of line and cold: the accessors below are called per variable in every solve, and building
// the message inline made each of them several times its size.
[[noreturn, gnu::cold, gnu::noinline]] void throw_unknown_variable(VarId x, std::string_view operation,
                                                                   std::size_t variables) {
    throw ModelError(std::string(operation) + ": unknown variable id " + std::to_string(x) + " (the problem has " +
                     std::to_string(variables) + " variables)");
}
}  // namespace

void Problem::check_variable(VarId x, std::string_view operation) const {
    const std::size_t variables = impl_->variables.size();
    if (static_cast<std::size_t>(x) >= variables) [[unlikely]]  // a negative id wraps to a huge one
        throw_unknown_variable(x, operation, variables);
}

void Problem::add_constraint(VarId x, VarId y, const Relation& relation) {
    check_variable(x, "add_constraint");
    check_variable(y, "add_constraint");
    if (x == y)
        throw ModelError("add_constraint: a binary constraint needs two different variables, got '" + name(x) +
                         "' twice");
    auto& impl = *impl_;
    if (const std::optional<int> found = impl.find_constraint(x, y)) {
        Constraint& existing = impl.constraints[static_cast<std::size_t>(*found)];
        int& sources = impl.source_of[static_cast<std::size_t>(*found)];
        // Orient the new relation like the existing constraint, then intersect.
        const Relation& oriented = existing.x == x ? relation : impl.transposed(impl.canonical(relation));
        const auto& outcome = impl.add_relation(existing.relation, sources, oriented, existing.x, existing.y);
        existing.relation = outcome.relation;
        sources = outcome.sources;
        return;
    }
    const auto& outcome = impl.add_relation(nullptr, -1, relation, x, y);
    impl.add_constraint(x, y, outcome.relation, outcome.sources);
}

void Problem::add_propagator(std::shared_ptr<const Propagator> propagator) {
    if (!propagator) throw ModelError("add_propagator: null propagator");
    if (propagator->scope().empty()) {
        // A constant: nothing to propagate, so no engine would ever look at it. True, it constrains
        // nothing; false, no assignment satisfies the problem, and the engines check this flag.
        if (propagator->satisfied({})) return;
        impl_->has_false_constant = true;
    }
    const int index = static_cast<int>(impl_->propagators.size());
    std::vector<VarId> seen;
    for (VarId x : propagator->scope()) {
        check_variable(x, "add_propagator (" + propagator->describe() + ")");
        if (std::find(seen.begin(), seen.end(), x) != seen.end())
            throw ModelError(propagator->describe() + ": variable '" + name(x) + "' appears twice in the scope");
        seen.push_back(x);
    }
    for (VarId x : seen) impl_->variables[static_cast<std::size_t>(x)].propagators.push_back(index);
    impl_->propagators.push_back(std::move(propagator));
}

std::span<const std::shared_ptr<const Propagator>> Problem::propagators() const { return impl_->propagators; }

std::span<const int> Problem::propagators_of(VarId x) const {
    check_variable(x, "propagators_of");
    return impl_->variables[static_cast<std::size_t>(x)].propagators;
}

const std::vector<std::span<const int>>& Problem::all_labels() const { return impl_->labels_by_variable; }

void Problem::restrict(VarId x, const std::function<bool(int)>& keep) {
    check_variable(x, "restrict");
    auto& var = impl_->variables[static_cast<std::size_t>(x)];
    const auto& lx = impl_->labels(x);
    for (int i = 0; i < static_cast<int>(lx.size()); ++i)
        if (!keep(lx[static_cast<std::size_t>(i)])) var.domain.remove(i);
}

void Problem::assign(VarId x, int value) {
    check_variable(x, "assign");
    const auto index = index_of(x, value);
    if (!index) throw ModelError("assign: " + std::to_string(value) + " is not a value of '" + name(x) + "'");
    auto& domain = impl_->variables[static_cast<std::size_t>(x)].domain;
    const bool present = domain.contains(*index);
    domain.clear();
    if (present) domain.insert(*index);  // assigning a removed value leaves the domain empty: unsatisfiable
}

void Problem::remove_value(VarId x, int value) {
    check_variable(x, "remove_value");
    if (const auto index = index_of(x, value)) impl_->variables[static_cast<std::size_t>(x)].domain.remove(*index);
}

int Problem::num_variables() const { return static_cast<int>(impl_->variables.size()); }

const std::string& Problem::name(VarId x) const {
    check_variable(x, "name");
    return impl_->variables[static_cast<std::size_t>(x)].name;
}

std::span<const int> Problem::labels(VarId x) const {
    check_variable(x, "labels");
    return impl_->labels(x);
}

const Domain& Problem::domain(VarId x) const {
    check_variable(x, "domain");
    return impl_->variables[static_cast<std::size_t>(x)].domain;
}

std::vector<Domain> Problem::domains() const {
    std::vector<Domain> result;
    result.reserve(impl_->variables.size());
    for (const Variable& v : impl_->variables) result.push_back(v.domain);
    return result;
}

std::optional<int> Problem::index_of(VarId x, int value) const {
    const auto& lx = labels(x);
    auto it = std::lower_bound(lx.begin(), lx.end(), value);
    if (it == lx.end() || *it != value) return std::nullopt;
    return static_cast<int>(it - lx.begin());
}

std::optional<VarId> Problem::find(std::string_view name) const {
    auto it = impl_->by_name.find(std::string(name));
    if (it == impl_->by_name.end()) return std::nullopt;
    return it->second;
}

VarId Problem::variable(std::string_view name) const {
    if (const auto x = find(name)) return *x;
    throw ModelError("no variable named '" + std::string(name) + "' (the problem has " +
                     std::to_string(num_variables()) + " variables)");
}

std::vector<std::string> Problem::variable_names() const {
    std::vector<std::string> names;
    names.reserve(impl_->variables.size());
    for (const Variable& v : impl_->variables) names.push_back(v.name);
    return names;
}

bool Problem::has_false_constant() const { return impl_->has_false_constant; }

void Problem::check_binary(std::string_view operation) const {
    if (!impl_->propagators.empty())
        throw ModelError(std::string(operation) + ": binary constraints only, but the problem has n-ary ones (" +
                         impl_->propagators.front()->describe() + ")");
}

std::span<const Constraint> Problem::constraints() const { return impl_->constraints; }

std::span<const Arc> Problem::arcs(VarId x) const {
    check_variable(x, "arcs");
    return impl_->arcs[static_cast<std::size_t>(x)];
}

bool Problem::allows(int constraint, int a, int b) const {
    const int sources = impl_->source_of.at(static_cast<std::size_t>(constraint));
    for (const Relation& r : impl_->source_sets[static_cast<std::size_t>(sources)])
        if (!r.allows(a, b)) return false;
    return true;
}

std::size_t Problem::num_relations() const { return impl_->interned.size(); }

std::optional<int> Problem::constraint_between(VarId x, VarId y) const {
    check_variable(x, "constraint_between");
    check_variable(y, "constraint_between");
    return impl_->find_constraint(x, y);
}

std::vector<ConstraintRef> Problem::constraint_refs() const {
    std::vector<ConstraintRef> refs;
    for (int c = 0; c < static_cast<int>(impl_->constraints.size()); ++c) refs.push_back(ConstraintRef::binary(c));
    for (VarId x = 0; x < num_variables(); ++x)
        if (domain(x).size() < static_cast<int>(labels(x).size())) refs.push_back(ConstraintRef::unary(x));
    for (int p = 0; p < static_cast<int>(impl_->propagators.size()); ++p) refs.push_back(ConstraintRef::propagator(p));
    return refs;
}

Problem Problem::restricted(std::span<const ConstraintRef> keep) const {
    const Impl& from = *impl_;
    std::vector<char> binary(from.constraints.size(), 0);
    std::vector<char> unary(from.variables.size(), 0);
    std::vector<char> nary(from.propagators.size(), 0);
    for (const ConstraintRef& ref : keep) {
        using Kind = ConstraintRef::Kind;
        std::vector<char>& chosen = ref.kind == Kind::Binary ? binary : ref.kind == Kind::Unary ? unary : nary;
        if (ref.index < 0 || static_cast<std::size_t>(ref.index) >= chosen.size()) {
            const char* what = ref.kind == Kind::Binary  ? "binary constraint"
                               : ref.kind == Kind::Unary ? "variable (for its unary restriction)"
                                                         : "propagator";
            throw ModelError("restricted: no " + std::string(what) + " " + std::to_string(ref.index) +
                             " (the problem has " + std::to_string(chosen.size()) + ")");
        }
        chosen[static_cast<std::size_t>(ref.index)] = 1;
    }

    Problem result;
    Impl& to = *result.impl_;
    to.variables = from.variables;
    to.label_sets = from.label_sets;
    to.label_set_ids = from.label_set_ids;
    to.relink();
    to.by_name = from.by_name;
    to.source_sets = from.source_sets;
    to.arcs.resize(from.arcs.size());
    for (std::size_t x = 0; x < to.variables.size(); ++x) {
        Variable& var = to.variables[x];
        var.propagators.clear();
        if (!unary[x])
            var.domain = Domain::range(static_cast<int>(to.label_sets[static_cast<std::size_t>(var.label_set)].size()));
    }
    for (std::size_t c = 0; c < from.constraints.size(); ++c) {
        if (!binary[c]) continue;
        const Constraint& constraint = from.constraints[c];
        to.add_constraint(constraint.x, constraint.y, constraint.relation, from.source_of[c]);
        // Interned once each, so that num_relations() counts the relations this problem uses.
        const std::uint64_t h = content_hash(*constraint.relation);
        auto [first, last] = to.interned.equal_range(h);
        if (std::none_of(first, last, [&](const auto& entry) { return entry.second == constraint.relation; }))
            to.interned.emplace(h, constraint.relation);
    }
    for (std::size_t p = 0; p < from.propagators.size(); ++p) {
        if (!nary[p]) continue;
        const auto& propagator = from.propagators[p];
        const int index = static_cast<int>(to.propagators.size());
        for (VarId x : propagator->scope()) to.variables[static_cast<std::size_t>(x)].propagators.push_back(index);
        // Only a constant that does not hold is ever kept (add_propagator drops the others).
        if (propagator->scope().empty()) to.has_false_constant = true;
        to.propagators.push_back(propagator);
    }
    return result;
}

}  // namespace csp
