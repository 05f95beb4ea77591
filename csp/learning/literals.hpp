#pragma once
/// The Boolean atoms of lazy clause generation over the engine's index domains. Variable x with a
/// domain of capacity c owns 2c atoms: the equality atoms [x = i] for value index i, then the
/// bound atoms [x ≤ i] (values are indices of sorted labels, so index order is value order).
/// A literal is 2 × atom for the atom and 2 × atom + 1 for its negation: [x ≠ i] (the removal of i
/// from D(x)) and [x > i], i.e. [x ≥ i + 1]. Atoms are numbered, not stored: a variable's atoms are
/// one range, so nothing is made for a value until it is first touched.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "csp/model/domain.hpp"
#include "csp/model/variable.hpp"

namespace csp::learning {

using Lit = int;

inline Lit equal_lit(int atom) { return 2 * atom; }
inline Lit differ_lit(int atom) { return 2 * atom + 1; }
/// [x ≤ i] and [x ≥ i + 1] for the bound atom of index i.
inline Lit at_most_lit(int atom) { return 2 * atom; }
inline Lit above_lit(int atom) { return 2 * atom + 1; }
inline int atom_of(Lit lit) { return lit >> 1; }
/// The negative literal of its atom: [x ≠ i] or [x > i].
inline bool is_removal(Lit lit) { return (lit & 1) != 0; }
inline Lit negate(Lit lit) { return lit ^ 1; }

/// Numbers the atoms: variable x owns the atoms first(x) … first(x) + 2·capacity(x) − 1.
class Atoms {
public:
    explicit Atoms(const std::vector<Domain>& domains) {
        first_.reserve(domains.size() + 1);
        std::int64_t next = 0;
        for (const Domain& d : domains) {
            first_.push_back(next);
            next += 2 * static_cast<std::int64_t>(d.capacity());
        }
        first_.push_back(next);
        owner_.reserve(static_cast<std::size_t>(next / 2));
        for (std::size_t x = 0; x < domains.size(); ++x)
            owner_.insert(owner_.end(), static_cast<std::size_t>((first_[x + 1] - first_[x]) / 2),
                          static_cast<VarId>(x));
    }
    std::int64_t count() const { return first_.back(); }
    /// The equality atom [x = index].
    int atom(VarId x, int index) const { return static_cast<int>(first_[static_cast<std::size_t>(x)] + index); }
    /// The bound atom [x ≤ index].
    int bound(VarId x, int index) const { return atom(x, capacity(x) + index); }
    /// The variable of an atom: looked up, as backjumps and conflict analysis ask it of every entry.
    VarId var(int atom) const { return owner_[static_cast<std::size_t>(atom) / 2]; }
    bool is_bound(int atom) const {
        const VarId x = var(atom);
        return atom - first_[static_cast<std::size_t>(x)] >= capacity(x);
    }
    /// The value index of an atom, equality or bound.
    int index(int atom) const {
        const VarId x = var(atom);
        const int offset = static_cast<int>(atom - first_[static_cast<std::size_t>(x)]);
        return offset < capacity(x) ? offset : offset - capacity(x);
    }
    int capacity(VarId x) const {
        const auto i = static_cast<std::size_t>(x);
        return static_cast<int>((first_[i + 1] - first_[i]) / 2);
    }
    /// Does x taking value index `value` make `lit` (one of x's literals) true?
    bool holds(Lit lit, int value) const {
        const int a = atom_of(lit);
        const bool atom_true = is_bound(a) ? value <= index(a) : value == index(a);
        return atom_true != is_removal(lit);
    }

private:
    std::vector<std::int64_t> first_;  // per variable, and one past the last atom
    std::vector<VarId> owner_;         // per pair of atoms (a variable owns an even number): its variable
};

}  // namespace csp::learning
