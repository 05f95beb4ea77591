#include "csp/model/problem.hpp"

#include <algorithm>
#include <boost/container/small_vector.hpp>
#include <map>
#include <optional>
#include <tuple>
#include <unordered_map>

#include "csp/propagation/propagator.hpp"

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

// ≠ and x − y ≠ k between runs of consecutive labels, as a − b ∉ K over indices: label a − label b
// = (lx₀ + a) − (ly₀ + b), so the label offset k excludes the index difference k − lx₀ + ly₀.
std::optional<CompiledRelation> as_difference(const Relation& relation, const std::vector<int>& lx,
                                              const std::vector<int>& ly) {
    if (relation.kind() != Relation::Kind::NotEqual && relation.kind() != Relation::Kind::NotEqualOffset)
        return std::nullopt;
    if (!consecutive(lx) || !consecutive(ly)) return std::nullopt;
    CompiledRelation compiled;
    compiled.difference = true;
    compiled.nx = static_cast<int>(lx.size());
    compiled.ny = static_cast<int>(ly.size());
    compiled.description = relation.describe();
    const long long k = relation.kind() == Relation::Kind::NotEqual ? 0 : relation.offset();
    const long long diff = k - lx.front() + ly.front();
    // Outside −(ny − 1)..nx − 1 no pair has that difference: nothing is excluded.
    if (diff > -compiled.ny && diff < compiled.nx) compiled.excluded.push_back(static_cast<int>(diff));
    compiled.max_conflicts = static_cast<int>(compiled.excluded.size());
    return compiled;
}

std::uint64_t content_hash(const CompiledRelation& r) {
    std::uint64_t h = 1469598103934665603ull;
    const auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 1099511628211ull; };
    mix(static_cast<std::uint64_t>(r.nx));
    mix(static_cast<std::uint64_t>(r.ny));
    mix(r.difference ? 1 : 0);
    for (int k : r.excluded) mix(static_cast<std::uint64_t>(static_cast<std::uint32_t>(k)));
    for (const Domain& row : r.support)
        for (auto w : row.words()) mix(w);
    return h;
}

// The key of the unordered pair {x, y} in Impl::constraint_of_pair.
std::uint64_t pair_key(VarId x, VarId y) {
    return (static_cast<std::uint64_t>(std::min(x, y)) << 32) | static_cast<std::uint32_t>(std::max(x, y));
}

bool same_content(const CompiledRelation& a, const CompiledRelation& b) {
    return a.difference == b.difference && a.nx == b.nx && a.ny == b.ny && a.excluded == b.excluded &&
           a.support == b.support && a.description == b.description;
}

}  // namespace

struct Problem::Impl {
    std::vector<Variable> variables;
    std::vector<std::vector<int>> label_sets;
    std::map<std::vector<int>, int> label_set_ids;
    std::vector<Constraint> constraints;
    // The relations as written, per constraint (for allows() and validators).
    std::vector<boost::container::small_vector<Relation, 1>> sources;
    std::vector<std::vector<Arc>> arcs;
    std::vector<std::shared_ptr<const Propagator>> propagators;
    std::vector<std::vector<int>> labels_by_variable;
    std::unordered_map<std::uint64_t, int> constraint_of_pair;
    std::unordered_map<std::string, VarId> by_name;
    bool has_false_constant = false;  // a constraint over no variables that does not hold was added
    // Compiling to bitsets is O(|X|·|Y|); built-in kinds are cached by (kind, offset, label sets) so a
    // 64×64 Sudoku's 358k ≠ arcs compile once. Everything is then interned by content.
    std::map<std::tuple<int, int, int, int>, RelationPtr> builtin_cache;
    // Tables and predicates by identity: one Relation (and its copies) added to many arcs with the same
    // label sets compiles once (the Python binding hands each predicate over once). The Relation is
    // kept so that its identity is not reused.
    std::map<std::tuple<const void*, int, int>, std::pair<Relation, RelationPtr>> shared_cache;
    std::unordered_multimap<std::uint64_t, RelationPtr> interned;

    int add_label_set(std::vector<int> labels) {
        auto [it, inserted] = label_set_ids.try_emplace(std::move(labels), static_cast<int>(label_sets.size()));
        if (inserted) label_sets.push_back(it->first);
        return it->second;
    }

    const std::vector<int>& labels(VarId x) const {
        return label_sets[static_cast<std::size_t>(variables[static_cast<std::size_t>(x)].label_set)];
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
        const auto key = std::tuple{static_cast<int>(relation.kind()), relation.offset(), sx, sy};
        const auto shared_key = std::tuple{relation.identity(), sx, sy};
        if (builtin) {
            if (auto it = builtin_cache.find(key); it != builtin_cache.end()) return it->second;
        } else if (auto it = shared_cache.find(shared_key); it != shared_cache.end()) {
            return it->second.second;
        }
        std::optional<CompiledRelation> compiled = as_difference(relation, lx, ly);
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

    // The conjunction of two relations on the same (x, y) pair. Two difference relations merge
    // their excluded sets, O(|K|), so stacking ≠-like relations on a pair never builds a table;
    // any other mix is intersected as bitsets.
    RelationPtr combine(const CompiledRelation& a, const CompiledRelation& b) {
        CompiledRelation both;
        if (a.difference && b.difference) {
            both = a;
            both.excluded.insert(both.excluded.end(), b.excluded.begin(), b.excluded.end());
            std::sort(both.excluded.begin(), both.excluded.end());
            both.excluded.erase(std::unique(both.excluded.begin(), both.excluded.end()), both.excluded.end());
            both.max_conflicts = static_cast<int>(both.excluded.size());
        } else {
            both = detail::to_bitsets(a);
            const CompiledRelation converted = b.difference ? detail::to_bitsets(b) : CompiledRelation{};
            const CompiledRelation& other = b.difference ? converted : b;
            for (std::size_t i = 0; i < both.support.size(); ++i) both.support[i].intersect_with(other.support[i]);
            detail::finish_bitsets(both);
        }
        both.description = a.description + " & " + b.description;
        return intern(std::move(both));
    }
};

Problem::Problem() : impl_(std::make_unique<Impl>()) {}
Problem::~Problem() = default;
Problem::Problem(const Problem& other) : impl_(std::make_unique<Impl>(*other.impl_)) {}
Problem& Problem::operator=(const Problem& other) {
    if (this != &other) impl_ = std::make_unique<Impl>(*other.impl_);
    return *this;
}
Problem::Problem(Problem&&) noexcept = default;
Problem& Problem::operator=(Problem&&) noexcept = default;

VarId Problem::add_variable(std::string name, std::vector<int> values) {
    std::sort(values.begin(), values.end());
    if (const auto twice = std::adjacent_find(values.begin(), values.end()); twice != values.end())
        throw ModelError("variable '" + name + "' has the value " + std::to_string(*twice) + " twice");
    if (values.empty()) throw ModelError("variable '" + name + "' has an empty domain");
    if (impl_->by_name.contains(name))
        throw ModelError("add_variable: a variable named '" + name + "' already exists (names must be distinct)");
    const VarId id = static_cast<VarId>(impl_->variables.size());
    const int size = static_cast<int>(values.size());
    impl_->by_name.emplace(name, id);
    impl_->labels_by_variable.push_back(values);
    impl_->variables.push_back({std::move(name), impl_->add_label_set(std::move(values)), Domain::range(size), {}});
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
    const std::uint64_t key = pair_key(x, y);
    if (auto it = impl.constraint_of_pair.find(key); it != impl.constraint_of_pair.end()) {
        Constraint& existing = impl.constraints[static_cast<std::size_t>(it->second)];
        // Orient the new relation like the existing constraint, then intersect.
        const Relation oriented = existing.x == x ? relation : transpose(relation);
        const RelationPtr added = impl.compile(oriented, existing.x, existing.y);
        existing.relation = impl.combine(*existing.relation, *added);
        impl.sources[static_cast<std::size_t>(it->second)].push_back(oriented);
        return;
    }
    const int index = static_cast<int>(impl.constraints.size());
    impl.constraints.push_back({x, y, impl.compile(relation, x, y)});
    impl.sources.emplace_back(1, relation);
    impl.arcs[static_cast<std::size_t>(x)].push_back({y, index, false});
    impl.arcs[static_cast<std::size_t>(y)].push_back({x, index, true});
    impl.constraint_of_pair.emplace(key, index);
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

const std::vector<std::vector<int>>& Problem::all_labels() const { return impl_->labels_by_variable; }

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
    for (const Relation& r : impl_->sources.at(static_cast<std::size_t>(constraint)))
        if (!r.allows(a, b)) return false;
    return true;
}

std::size_t Problem::num_relations() const { return impl_->interned.size(); }

std::optional<int> Problem::constraint_between(VarId x, VarId y) const {
    check_variable(x, "constraint_between");
    check_variable(y, "constraint_between");
    const auto it = impl_->constraint_of_pair.find(pair_key(x, y));
    if (it == impl_->constraint_of_pair.end()) return std::nullopt;
    return it->second;
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
    to.labels_by_variable = from.labels_by_variable;
    to.by_name = from.by_name;
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
        const int index = static_cast<int>(to.constraints.size());
        to.constraints.push_back(constraint);
        to.sources.push_back(from.sources[c]);
        to.arcs[static_cast<std::size_t>(constraint.x)].push_back({constraint.y, index, false});
        to.arcs[static_cast<std::size_t>(constraint.y)].push_back({constraint.x, index, true});
        to.constraint_of_pair.emplace(pair_key(constraint.x, constraint.y), index);
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
