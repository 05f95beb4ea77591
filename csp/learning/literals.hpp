#pragma once
/// The Boolean atoms of lazy clause generation over the engine's index domains: atom (x, i) is
/// [x = i] for value index i of variable x, and its negation [x ≠ i] is the removal of i from D(x).
/// A literal is 2 × atom for [x = i] and 2 × atom + 1 for [x ≠ i]. Atoms are numbered, not stored:
/// a variable's atoms are one range, so nothing is made for a value until it is first touched.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "csp/model/domain.hpp"
#include "csp/model/variable.hpp"

namespace csp::learning {

using Lit = int;

inline Lit equal_lit(int atom) { return 2 * atom; }
inline Lit differ_lit(int atom) { return 2 * atom + 1; }
inline int atom_of(Lit lit) { return lit >> 1; }
inline bool is_removal(Lit lit) { return (lit & 1) != 0; }
inline Lit negate(Lit lit) { return lit ^ 1; }

/// Numbers the atoms: variable x owns the atoms first(x) … first(x) + capacity(x) − 1.
class Atoms {
public:
    explicit Atoms(const std::vector<Domain>& domains) {
        first_.reserve(domains.size() + 1);
        std::int64_t next = 0;
        for (const Domain& d : domains) {
            first_.push_back(next);
            next += d.capacity();
        }
        first_.push_back(next);
    }
    std::int64_t count() const { return first_.back(); }
    int atom(VarId x, int index) const { return static_cast<int>(first_[static_cast<std::size_t>(x)] + index); }
    /// The variable of an atom: a binary search over the ranges (analysis asks rarely per conflict).
    VarId var(int atom) const {
        const auto it = std::upper_bound(first_.begin(), first_.end(), static_cast<std::int64_t>(atom));
        return static_cast<VarId>(it - first_.begin() - 1);
    }
    int index(int atom) const { return static_cast<int>(atom - first_[static_cast<std::size_t>(var(atom))]); }
    int capacity(VarId x) const {
        const auto i = static_cast<std::size_t>(x);
        return static_cast<int>(first_[i + 1] - first_[i]);
    }

private:
    std::vector<std::int64_t> first_;  // per variable, and one past the last atom
};

}  // namespace csp::learning
