#include "flatzinc/reader/ast.hpp"

#include <algorithm>
#include <limits>

namespace flatzinc {

IntSet IntSet::range(std::int64_t lo, std::int64_t hi) {
    IntSet set;
    if (lo <= hi) set.ranges.push_back({lo, hi});
    return set;
}

IntSet IntSet::of(std::vector<std::int64_t> values) {
    std::sort(values.begin(), values.end());
    IntSet set;
    for (std::int64_t v : values) {
        // v - 1 is only computed for v above the last range's hi, so above INT64_MIN.
        if (!set.ranges.empty() && (v <= set.ranges.back().hi || v - 1 == set.ranges.back().hi)) {
            set.ranges.back().hi = std::max(set.ranges.back().hi, v);
        } else {
            set.ranges.push_back({v, v});
        }
    }
    return set;
}

std::uint64_t IntSet::size() const {
    constexpr auto kMax = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t total = 0;
    for (const IntRange& r : ranges) {
        // hi - lo in unsigned arithmetic is exact for any lo <= hi; + 1 overflows only for the whole range.
        const std::uint64_t span = static_cast<std::uint64_t>(r.hi) - static_cast<std::uint64_t>(r.lo);
        if (span == kMax || total > kMax - span - 1) return kMax;
        total += span + 1;
    }
    return total;
}

bool IntSet::contains(std::int64_t value) const {
    auto it = std::upper_bound(ranges.begin(), ranges.end(), value,
                               [](std::int64_t v, const IntRange& r) { return v < r.lo; });
    return it != ranges.begin() && value <= std::prev(it)->hi;
}

const Expr* Annotation::only_argument() const { return arguments.size() == 1 ? &arguments.front() : nullptr; }

std::string_view Expr::kind_name() const {
    struct Name {
        std::string_view operator()(bool) const { return "a Boolean"; }
        std::string_view operator()(std::int64_t) const { return "an integer"; }
        std::string_view operator()(double) const { return "a float"; }
        std::string_view operator()(const StringLiteral&) const { return "a string"; }
        std::string_view operator()(const IntSet&) const { return "a set of integers"; }
        std::string_view operator()(const FloatSet&) const { return "a set of floats"; }
        std::string_view operator()(const ArrayLiteral&) const { return "an array"; }
        std::string_view operator()(const Identifier&) const { return "a name"; }
        std::string_view operator()(const ArrayAccess&) const { return "an array element"; }
        std::string_view operator()(const Annotation&) const { return "an annotation"; }
    };
    return std::visit(Name{}, value);
}

std::string_view to_string(BaseType type) {
    switch (type) {
        case BaseType::Bool: return "bool";
        case BaseType::Int: return "int";
        case BaseType::Float: return "float";
        case BaseType::IntSet: return "set of int";
    }
    return "?";
}

std::string_view to_string(SolveKind kind) {
    switch (kind) {
        case SolveKind::Satisfy: return "satisfy";
        case SolveKind::Minimize: return "minimize";
        case SolveKind::Maximize: return "maximize";
    }
    return "?";
}

const Annotation* Declaration::annotation(std::string_view annotation_name) const {
    for (const Annotation& a : annotations)
        if (a.name == annotation_name) return &a;
    return nullptr;
}

}  // namespace flatzinc
