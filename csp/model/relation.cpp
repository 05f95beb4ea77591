#include "csp/model/relation.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace csp {

bool Relation::allows(int a, int b) const {
    switch (spec_->kind) {
        case Kind::NotEqual: return a != b;
        case Kind::Equal: return a == b;
        case Kind::Less: return a < b;
        case Kind::LessEqual: return a <= b;
        case Kind::NotEqualOffset: return static_cast<long long>(a) - b != spec_->offset;
        case Kind::EqualOffset: return static_cast<long long>(a) - b == spec_->offset;
        case Kind::Table: return std::binary_search(spec_->pairs.begin(), spec_->pairs.end(), std::pair{a, b});
        case Kind::Predicate: return spec_->fn(a, b);
    }
    return false;
}

std::string Relation::describe() const {
    switch (spec_->kind) {
        case Kind::NotEqual: return "!=";
        case Kind::Equal: return "==";
        case Kind::Less: return "<";
        case Kind::LessEqual: return "<=";
        case Kind::NotEqualOffset: return "x-y!=" + std::to_string(spec_->offset);
        case Kind::EqualOffset: return "x-y=" + std::to_string(spec_->offset);
        case Kind::Table: return "table(" + std::to_string(spec_->pairs.size()) + ")";
        case Kind::Predicate: return spec_->name;
    }
    return "?";
}

Relation not_equal() { return Relation({.kind = Relation::Kind::NotEqual}); }
Relation equal() { return Relation({.kind = Relation::Kind::Equal}); }
Relation less() { return Relation({.kind = Relation::Kind::Less}); }
Relation less_equal() { return Relation({.kind = Relation::Kind::LessEqual}); }
Relation not_equal_offset(int k) { return Relation({.kind = Relation::Kind::NotEqualOffset, .offset = k}); }
Relation equal_offset(int k) { return Relation({.kind = Relation::Kind::EqualOffset, .offset = k}); }

Relation table(std::vector<std::pair<int, int>> allowed) {
    std::sort(allowed.begin(), allowed.end());
    allowed.erase(std::unique(allowed.begin(), allowed.end()), allowed.end());
    return Relation({.kind = Relation::Kind::Table, .pairs = std::move(allowed)});
}

Relation predicate(Relation::Predicate fn, std::string name) {
    if (!fn) throw std::invalid_argument("predicate relation needs a callable");
    return Relation({.kind = Relation::Kind::Predicate, .fn = std::move(fn), .name = std::move(name)});
}

Relation transpose(const Relation& r) {
    switch (r.kind()) {
        case Relation::Kind::NotEqual:
        case Relation::Kind::Equal: return r;
        // −INT_MIN is no int: y − x ≠ 2³¹ then needs a predicate.
        case Relation::Kind::NotEqualOffset:
            if (r.offset() == std::numeric_limits<int>::min())
                return predicate([](int y, int x) { return static_cast<long long>(y) - x != 2147483648LL; },
                                 "x-y!=2147483648");
            return not_equal_offset(-r.offset());
        case Relation::Kind::EqualOffset:
            if (r.offset() == std::numeric_limits<int>::min())
                return predicate([](int y, int x) { return static_cast<long long>(y) - x == 2147483648LL; },
                                 "x-y=2147483648");
            return equal_offset(-r.offset());
        case Relation::Kind::Table: {
            std::vector<std::pair<int, int>> swapped;
            swapped.reserve(r.pairs().size());
            for (auto [a, b] : r.pairs()) swapped.emplace_back(b, a);
            return table(std::move(swapped));
        }
        case Relation::Kind::Less: return predicate([](int a, int b) { return a > b; }, ">");
        case Relation::Kind::LessEqual: return predicate([](int a, int b) { return a >= b; }, ">=");
        case Relation::Kind::Predicate: break;
    }
    return predicate([spec = r.spec_](int a, int b) { return spec->fn(b, a); }, r.spec_->name + " (transposed)");
}

}  // namespace csp
