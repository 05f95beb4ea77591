#include "flatzinc/model/translator.hpp"

#include <algorithm>
#include <limits>
#include <map>

#include "csp/constraints/comparison/comparison.hpp"
#include "flatzinc/reader/parse_error.hpp"

namespace flatzinc::detail {

namespace {

IntSet intersect(const IntSet& a, const IntSet& b) {
    IntSet out;
    std::size_t i = 0, j = 0;
    while (i < a.ranges.size() && j < b.ranges.size()) {
        const std::int64_t lo = std::max(a.ranges[i].lo, b.ranges[j].lo);
        const std::int64_t hi = std::min(a.ranges[i].hi, b.ranges[j].hi);
        if (lo <= hi) out.ranges.push_back({lo, hi});
        (a.ranges[i].hi < b.ranges[j].hi) ? ++i : ++j;
    }
    return out;
}

bool fits_int(std::int64_t v) { return v >= std::numeric_limits<int>::min() && v <= std::numeric_limits<int>::max(); }

bool is_scalar_var(const Declaration& d) { return d.is_var() && !d.is_array(); }

}  // namespace

Translator::Translator(const Model& model, const TranslationLimits& limits)
    : model_(model),
      limits_(limits),
      parent_(model.declarations.size()),
      engine_var_(model.declarations.size(), -1),
      merged_constraint_(model.constraints.size(), 0) {
    for (std::size_t i = 0; i < parent_.size(); ++i) parent_[i] = static_cast<int>(i);
}

namespace {

/// " (model.mzn:3:12, int2float)": the innermost step of an mzn_path annotation
/// ("FILE|LINE|COLUMN|LINE|COLUMN|KIND[|NAME];" per step, outermost first), or "" without one.
std::string model_origin(const std::vector<Annotation>* annotations) {
    if (!annotations) return {};
    for (const Annotation& a : *annotations) {
        const Expr* path = a.name == "mzn_path" ? a.only_argument() : nullptr;
        const auto* text = path ? path->get_if<StringLiteral>() : nullptr;
        if (!text) continue;
        std::string_view steps = text->value;
        while (steps.ends_with(';')) steps.remove_suffix(1);
        const std::string_view step =
            steps.substr(steps.find_last_of(';') == std::string_view::npos ? 0 : steps.find_last_of(';') + 1);
        std::vector<std::string_view> fields;
        for (std::size_t start = 0; start <= step.size();) {
            const std::size_t end = std::min(step.find('|', start), step.size());
            fields.push_back(step.substr(start, end - start));
            start = end + 1;
        }
        if (fields.size() < 6) return {};
        std::string origin = " (in the MiniZinc model at " + std::string(fields[0]) + ":" + std::string(fields[1]) +
                             ":" + std::string(fields[2]);
        if (fields.size() > 6 && !fields[6].empty()) origin += ", " + std::string(fields[6]);
        return origin + ")";
    }
    return {};
}

}  // namespace

void Translator::refuse(Location at, const std::string& detail) const {
    throw ParseError(model_.file_name, at.line, at.column, detail + model_origin(item_annotations_));
}

std::string Translator::locate(Location at) const {
    return model_.file_name + ":" + std::to_string(at.line) + ":" + std::to_string(at.column);
}

void Translator::check_deadline() const {
    if (limits_.deadline && std::chrono::steady_clock::now() >= *limits_.deadline)
        throw TranslationTimeout("the time limit ran out while the model was built");
}

int Translator::root(int d) const {
    while (parent_[static_cast<std::size_t>(d)] != d) {
        int& p = parent_[static_cast<std::size_t>(d)];
        p = parent_[static_cast<std::size_t>(p)];
        d = p;
    }
    return d;
}

void Translator::unite(int a, int b) {
    a = root(a), b = root(b);
    // The earlier declaration represents the set, so engine variables keep the file's order.
    if (a != b) parent_[static_cast<std::size_t>(std::max(a, b))] = std::min(a, b);
}

// The reader resolves every name outside annotations; inside them (a search annotation's variables)
// a name may be undeclared.
const Declaration& Translator::declared(const Identifier& id, Location at) const {
    if (id.declaration == kUndeclared) refuse(at, "undeclared identifier '" + id.name + "'");
    return model_.declarations[static_cast<std::size_t>(id.declaration)];
}

Term Translator::term(const Expr& e) const {
    if (const auto* b = e.get_if<bool>()) return {*b ? 1 : 0, kUndeclared};
    if (const auto* i = e.get_if<std::int64_t>()) return {*i, kUndeclared};
    if (const auto* id = e.get_if<Identifier>()) {
        const Declaration& d = model_.declarations[static_cast<std::size_t>(id->declaration)];
        if (d.is_array())
            refuse(e.location, "expected a single variable or constant, found the array '" + d.name + "'");
        if (d.is_var()) return {std::nullopt, root(id->declaration)};
        if (!d.value) refuse(e.location, "the parameter '" + d.name + "' has no value");
        return term(*d.value);
    }
    if (const auto* access = e.get_if<ArrayAccess>()) {
        const Declaration& d = declared(Identifier{access->name, access->declaration}, e.location);
        if (!d.is_array() || !d.value) refuse(e.location, "'" + d.name + "' is not an array");
        const auto& items = elements(*d.value);
        return term(items[static_cast<std::size_t>(access->index - 1)]);
    }
    if (e.is<double>()) refuse(e.location, "floats are not supported: the engine solves integer and Boolean models");
    refuse(e.location, "expected a variable or a constant, found " + std::string(e.kind_name()));
}

const std::vector<Expr>& Translator::elements(const Expr& e) const {
    if (const auto* a = e.get_if<ArrayLiteral>()) return a->elements;
    if (const auto* id = e.get_if<Identifier>()) {
        const Declaration& d = declared(*id, e.location);
        if (d.is_array() && d.value) return elements(*d.value);
        refuse(e.location, "expected an array, found '" + d.name + "'");
    }
    refuse(e.location, "expected an array, found " + std::string(e.kind_name()));
}

std::int64_t Translator::integer(const Expr& e) const {
    const Term t = term(e);
    if (!t.constant)
        refuse(e.location, "expected a constant, found the variable '" +
                               model_.declarations[static_cast<std::size_t>(t.declaration)].name + "'");
    return *t.constant;
}

int Translator::small_integer(const Expr& e) const {
    const std::int64_t v = integer(e);
    if (!fits_int(v)) refuse(e.location, "the value " + std::to_string(v) + " is outside the engine's 32-bit integers");
    return static_cast<int>(v);
}

std::vector<int> Translator::integers(const Expr& e) const {
    std::vector<int> out;
    for (const Expr& item : elements(e)) out.push_back(small_integer(item));
    return out;
}

IntSet Translator::set(const Expr& e) const {
    if (const auto* s = e.get_if<IntSet>()) return *s;
    if (const auto* id = e.get_if<Identifier>()) {
        const Declaration& d = declared(*id, e.location);
        if (!d.is_var() && !d.is_array() && d.value) return set(*d.value);
    }
    refuse(e.location, "expected a set of integers, found " + std::string(e.kind_name()));
}

csp::VarId Translator::constant(std::int64_t value) {
    if (!fits_int(value)) throw std::logic_error("constant checked by the caller");
    const auto [it, added] = constants_.try_emplace(value, -1);
    // A name no FlatZinc identifier can have.
    if (added)
        it->second = out_.problem.add_variable("=" + std::to_string(value), std::vector<int>{static_cast<int>(value)});
    return it->second;
}

csp::VarId Translator::variable_of(int declaration) { return engine_var_[static_cast<std::size_t>(root(declaration))]; }

csp::VarId Translator::var(const Expr& e) {
    const Term t = term(e);
    if (t.constant) {
        if (!fits_int(*t.constant))
            refuse(e.location, "the value " + std::to_string(*t.constant) + " is outside the engine's 32-bit integers");
        return constant(*t.constant);
    }
    return variable_of(t.declaration);
}

std::vector<csp::VarId> Translator::vars(const Expr& e) {
    std::vector<csp::VarId> out;
    for (const Expr& item : elements(e)) out.push_back(var(item));
    return out;
}

void Translator::linear(const Expr& coefficients, const Expr& terms, csp::LinearRelation relation, std::int64_t rhs,
                        std::optional<csp::VarId> reified) {
    const auto& as = elements(coefficients);
    const auto& xs = elements(terms);
    if (as.size() != xs.size())
        refuse(coefficients.location, "the coefficients (" + std::to_string(as.size()) + ") and the variables (" +
                                          std::to_string(xs.size()) + ") differ in number");
    std::map<csp::VarId, std::int64_t> sum;  // ordered: the engine sees the terms in a fixed order
    std::vector<csp::VarId> order;
    for (std::size_t i = 0; i < as.size(); ++i) {
        const std::int64_t a = integer(as[i]);
        const Term t = term(xs[i]);
        if (t.constant) {
            std::int64_t product = 0;
            if (__builtin_mul_overflow(a, *t.constant, &product) || __builtin_sub_overflow(rhs, product, &rhs))
                refuse(as[i].location, "the linear sum goes beyond 64-bit integers");
            continue;
        }
        const csp::VarId x = variable_of(t.declaration);
        const auto [at, added] = sum.try_emplace(x, 0);
        if (added) order.push_back(x);
        if (__builtin_add_overflow(at->second, a, &at->second))
            refuse(as[i].location, "the linear sum goes beyond 64-bit integers");
    }
    std::vector<int> cs;
    std::vector<csp::VarId> vs;
    for (csp::VarId x : order) {
        const std::int64_t a = sum[x];
        if (a == 0) continue;
        if (!fits_int(a)) refuse(coefficients.location, "the coefficient " + std::to_string(a) + " is too large");
        cs.push_back(static_cast<int>(a));
        vs.push_back(x);
    }
    if (reified) csp::add_linear_reified(out_.problem, cs, vs, relation, rhs, apart(*reified, vs));
    else csp::add_linear(out_.problem, cs, vs, relation, rhs);
}

csp::VarId Translator::apart(csp::VarId r, std::span<const csp::VarId> operands) {
    if (std::find(operands.begin(), operands.end(), r) == operands.end()) return r;
    const csp::VarId copy = out_.problem.add_variable("=copy" + std::to_string(copies_++), 0, 1);
    csp::add_comparison(out_.problem, copy, csp::Comparison::Equal, r);
    return copy;
}

// int_eq, bool_eq and bool2int between two variables, and `var … : x = y`, make one engine variable.
void Translator::merge_equalities() {
    for (std::size_t i = 0; i < model_.declarations.size(); ++i) {
        const Declaration& d = model_.declarations[i];
        if (!is_scalar_var(d) || !d.value) continue;
        const Term t = term(*d.value);
        if (!t.constant) unite(static_cast<int>(i), t.declaration);
    }
    for (std::size_t c = 0; c < model_.constraints.size(); ++c) {
        const ConstraintItem& item = model_.constraints[c];
        if (item.arguments.size() != 2) continue;
        if (item.name != "int_eq" && item.name != "bool_eq" && item.name != "bool2int") continue;
        const Term a = term(item.arguments[0]);
        const Term b = term(item.arguments[1]);
        if (a.constant || b.constant) continue;
        unite(a.declaration, b.declaration);
        merged_constraint_[c] = 1;
    }
}

void Translator::make_variables() {
    std::vector<std::optional<IntSet>> domain(model_.declarations.size());  // per representative
    for (std::size_t i = 0; i < model_.declarations.size(); ++i) {
        const Declaration& d = model_.declarations[i];
        if (!d.is_var()) continue;
        item_annotations_ = &d.annotations;
        if (d.type.base == BaseType::Float)
            refuse(d.location, "the float variable '" + d.name +
                                   "' is not supported: the engine solves integer and Boolean models");
        if (d.type.base == BaseType::IntSet)
            refuse(d.location,
                   "set variables are not supported (MiniZinc turns them into Booleans with the "
                   "solver's library: compile with --solver csp)");
        if (d.is_array()) continue;
        std::optional<IntSet> own;
        if (d.type.base == BaseType::Bool) own = IntSet::range(0, 1);
        else if (d.type.int_domain) own = *d.type.int_domain;
        if (d.value) {
            const Term t = term(*d.value);
            if (t.constant)
                own = own ? intersect(*own, IntSet::range(*t.constant, *t.constant))
                          : IntSet::range(*t.constant, *t.constant);
        }
        auto& joint = domain[static_cast<std::size_t>(root(static_cast<int>(i)))];
        if (own) joint = joint ? intersect(*joint, *own) : *own;
    }
    item_annotations_ = nullptr;
    infer_bounds(*this, model_, domain);
    for (std::size_t i = 0; i < model_.declarations.size(); ++i)
        if (is_scalar_var(model_.declarations[i]) && root(static_cast<int>(i)) == static_cast<int>(i) && !domain[i]) {
            item_annotations_ = &model_.declarations[i].annotations;
            refuse(model_.declarations[i].name_location,
                   "the variable '" + model_.declarations[i].name +
                       "' has no domain and no constraint that bounds it; the engine needs finite domains");
        }
    for (std::size_t i = 0; i < model_.declarations.size(); ++i) {
        const Declaration& d = model_.declarations[i];
        if (!is_scalar_var(d) || root(static_cast<int>(i)) != static_cast<int>(i)) continue;
        check_deadline();  // a domain of 2^22 values takes a quarter of a second
        item_annotations_ = &d.annotations;
        const IntSet& values = *domain[i];
        if (values.size() > limits_.max_domain_size)
            refuse(d.name_location,
                   "the variable '" + d.name + "' has " +
                       (values.size() == std::numeric_limits<std::uint64_t>::max() ? std::string("unboundedly many")
                                                                                   : std::to_string(values.size())) +
                       " values; the engine keeps at most " + std::to_string(limits_.max_domain_size) +
                       " (give it a smaller domain)");
        if (!values.empty() && (!fits_int(values.min()) || !fits_int(values.max())))
            refuse(d.name_location, "the domain of '" + d.name + "' goes beyond the engine's 32-bit integers");
        std::vector<int> labels;
        labels.reserve(static_cast<std::size_t>(values.size()));
        for (const IntRange& r : values.ranges)
            for (std::int64_t v = r.lo; v <= r.hi; ++v) labels.push_back(static_cast<int>(v));
        if (labels.empty()) {
            // An empty domain: the model has no solution; the engine still needs a variable.
            const csp::VarId x = out_.problem.add_variable(d.name, std::vector<int>{0});
            out_.problem.remove_value(x, 0);
            engine_var_[i] = x;
        } else {
            engine_var_[i] = out_.problem.add_variable(d.name, std::move(labels));
        }
    }
    item_annotations_ = nullptr;
}

void Translator::add_constraints() {
    add_count_groups(*this, merged_constraint_);
    for (std::size_t c = 0; c < model_.constraints.size(); ++c) {
        if (merged_constraint_[c]) continue;
        check_deadline();
        item_annotations_ = &model_.constraints[c].annotations;
        try {
            add_constraint(*this, model_.constraints[c]);
        } catch (const csp::ModelError& e) {
            refuse(model_.constraints[c].location, std::string(model_.constraints[c].name) + ": " + e.what());
        }
    }
    item_annotations_ = nullptr;
}

void Translator::read_objective() {
    const SolveItem& solve = model_.solve;
    if (solve.kind == SolveKind::Satisfy) return;
    out_.objective = csp::Objective{var(*solve.objective), solve.kind == SolveKind::Minimize};
}

OutputSlot Translator::slot(const Expr& e) {
    const Term t = term(e);
    if (t.constant) return {-1, *t.constant};
    return {variable_of(t.declaration), 0};
}

void Translator::read_outputs() {
    for (const Declaration& d : model_.declarations) {
        if (!d.is_var()) continue;
        OutputItem item{d.name, d.type.base == BaseType::Bool, {}, {}};
        if (!d.is_array()) {
            if (!d.annotation("output_var")) continue;
            item.slots.push_back({variable_of(static_cast<int>(&d - model_.declarations.data())), 0});
        } else {
            const Annotation* a = d.annotation("output_array");
            if (!a) continue;
            const Expr* dims = a->only_argument();
            if (!dims || !dims->is<ArrayLiteral>()) refuse(a->location, "expected output_array([ranges])");
            for (const Expr& r : dims->get_if<ArrayLiteral>()->elements) {
                const auto* s = r.get_if<IntSet>();
                if (!s || s->ranges.size() > 1) refuse(r.location, "expected an index range a..b");
                item.dimensions.push_back(s->ranges.empty() ? IntRange{1, 0} : s->ranges.front());
            }
            for (const Expr& e : elements(*d.value)) item.slots.push_back(slot(e));
            check_output_size(item, a->location);
        }
        out_.outputs.push_back(std::move(item));
    }
}

// The index sets name the array's shape: their product must be its length, or the printed
// array1d(1..5, [1, 1]) is not what MiniZinc can read back.
void Translator::check_output_size(const OutputItem& item, Location at) const {
    const std::uint64_t n = item.slots.size();
    std::uint64_t size = 1;  // the product of the lengths, held at n + 1 once it is larger than n
    for (const IntRange& r : item.dimensions) {
        const std::uint64_t length =
            r.hi < r.lo ? 0 : static_cast<std::uint64_t>(r.hi) - static_cast<std::uint64_t>(r.lo) + 1;
        size = length != 0 && size > n / length ? n + 1 : size * length;
    }
    if (size != n)
        refuse(at, "output_array of '" + item.name + "': its index sets hold " + (size > n ? "more" : "fewer") +
                       " elements than the array's " + std::to_string(n));
}

void Translator::read_search() {
    out_.annotated = search_plan(*this, model_.solve.annotations);
    std::vector<char> decision(static_cast<std::size_t>(out_.problem.num_variables()), 0);
    for (std::size_t i = 0; i < model_.declarations.size(); ++i) {
        const Declaration& d = model_.declarations[i];
        if (is_scalar_var(d) && !d.annotation("var_is_introduced") && !d.annotation("is_defined_var"))
            decision[static_cast<std::size_t>(variable_of(static_cast<int>(i)))] = 1;
    }
    for (const OutputItem& item : out_.outputs)
        for (const OutputSlot& s : item.slots)
            if (s.variable >= 0) decision[static_cast<std::size_t>(s.variable)] = 1;
    if (out_.objective) decision[static_cast<std::size_t>(out_.objective->variable)] = 1;
    for (const csp::SearchGroup& g : out_.annotated.groups)
        for (csp::VarId x : g.variables) decision[static_cast<std::size_t>(x)] = 1;
    for (csp::VarId x = 0; x < out_.problem.num_variables(); ++x)
        (decision[static_cast<std::size_t>(x)] ? out_.decision_variables : out_.auxiliary_variables).push_back(x);
}

Translation Translator::run() {
    merge_equalities();
    make_variables();
    add_constraints();
    read_objective();
    read_outputs();
    read_search();
    return std::move(out_);
}

}  // namespace flatzinc::detail
