#pragma once
// Shared machinery of the all-different propagators: the scope with its offsets, and the common value
// space where x_i + offset_i lives. When every variable's labels are one run of consecutive values
// (1..n, and so every model we ship), a variable's value index plus a shift per variable is its
// common index: a domain enters the space as a word shift and leaves it as a shifted AND. Other
// label sets go through a map, value by value.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/kernel/propagation_context.hpp"

namespace csp::detail {

// Word helpers for the bit-parallel kernels, written to compile to flag and mask arithmetic rather
// than branches (the domains' shapes are data the branch predictor cannot learn).
/// At most one bit set (a fixed variable's domain, or nothing).
constexpr bool is_single(Domain::Word w) { return (w & (w - 1)) == 0; }
/// All ones when `condition` holds, else zero.
constexpr Domain::Word all_if(bool condition) { return Domain::Word{0} - Domain::Word{condition}; }

/// Whether a domain holds exactly one value, looking at as few words as it can.
bool is_fixed(const Domain& d);

/// The per-search memory of the multi-word kernels: the scope positions not yet fixed (a
/// reversible sparse set: positions open_[0, open_count) are open; backtracking restores the
/// count, and removals only swap inside that prefix, so the set comes back whole), and scratch
/// space and caches that are right whatever their value (the last matching, checked on reuse).
struct AllDifferentState final : PropagatorState {
    explicit AllDifferentState(int n);
    std::vector<int> open;
    TrailedWord open_count;
    // Scratch and caches.
    std::vector<int> fresh;                      // positions found fixed in this call
    std::vector<int> value_of;                   // the last matching: position → common value, or -1
    std::vector<int> owner;                      // common value → position, or -1
    std::vector<Domain::Word> domains;           // the scope's domains in the common space, a row per position
    std::vector<Domain::Word> once, twice, row;  // the hidden strength's value counts, and one domain
};

class AllDifferentBase : public Propagator {
public:
    using Word = Domain::Word;
    AllDifferentBase(const Problem& problem, std::span<const VarId> vars, std::span<const int> offsets,
                     std::string name);
    /// No offsets.
    AllDifferentBase(const Problem& problem, std::span<const VarId> vars, std::string name)
        : AllDifferentBase(problem, vars, {}, std::move(name)) {}
    std::span<const VarId> scope() const override { return vars_; }
    bool satisfied(std::span<const int> values) const override;
    std::string describe() const override;
    std::unique_ptr<PropagatorState> make_state() const override;
    /// Value reasoning, at every strength: the queried value is another variable's fixed value.
    bool explains() const override { return true; }
    bool explain(const ExplainQuery& query, std::span<Domain> relevant) const override;
    /// The removal's reason as a Hall set of the other variables (explain's second try).
    bool explain_by_hall_set(const ExplainQuery& query, std::span<Domain> relevant) const;
    /// A bound's reason as a Hall interval [lo, hi] of the other variables' bounds holding every
    /// value the bound cut off: [y ≥ lo] ∧ [y ≤ hi] for each of its hi − lo + 1 variables, and the
    /// queried variable's values beyond the bound outside the interval (its old bound). False when
    /// each cut-off value is another variable's fixed value (value by value names those) or no
    /// interval is found.
    bool explain_bound_by_hall_interval(const ExplainQuery& query, std::span<Domain> relevant) const;
    /// The Hall set is searched only up to this many (variable, value) pairs.
    static constexpr long long kHallSearchLimit = 1 << 16;

protected:
    /// Values and hidden strengths on one-word common spaces: bit-parallel, in place. `hidden` adds
    /// the hidden-single and pigeonhole reasoning.
    bool propagate_words(PropagationContext& context, bool hidden) const;
    /// Value strength on any space, incremental: only the variables fixed since the last call remove
    /// their value from the open ones, O(1) per pair. Reaches its fixpoint.
    bool propagate_fixed(PropagationContext& context, AllDifferentState& state) const;
    /// The search's state of this propagator, or `local` (made fresh) when the caller keeps none.
    AllDifferentState& state_of(PropagationContext& context, std::unique_ptr<AllDifferentState>& local) const;

    /// The common space is at most one word and every domain enters it by a shift.
    bool word_sized() const { return shifted_ && values() <= Domain::kWordBits; }
    int size() const { return static_cast<int>(vars_.size()); }
    /// Size of the common value space.
    int values() const { return values_; }
    /// Words of the common value space.
    int words() const { return (values_ + Domain::kWordBits - 1) / Domain::kWordBits; }

    /// D(x_i) in the common space (word_sized() only).
    Word common_word(const PropagationContext& context, int i) const {
        return context.domain(vars_[static_cast<std::size_t>(i)]).words()[0] << shift_[static_cast<std::size_t>(i)];
    }
    /// D(x_i) ∩= keep, keep in the common space (word_sized() only).
    bool narrow_word(PropagationContext& context, int i, Word keep) const {
        return context.intersect_word(vars_[static_cast<std::size_t>(i)], keep >> shift_[static_cast<std::size_t>(i)]);
    }
    /// D(x_i) in the common space, into out[0, words()).
    void load(const PropagationContext& context, int i, Word* out) const;
    /// D(x_i) ∩= keep (words() words of the common space); false on wipe-out.
    bool narrow(PropagationContext& context, int i, const Word* keep) const;
    /// The common index of value index `index` of x_i.
    int to_common(int i, int index) const {
        return shifted_ ? index + shift_[static_cast<std::size_t>(i)]
                        : map_[static_cast<std::size_t>(i)][static_cast<std::size_t>(index)];
    }
    /// The value index of x_i at common index `c`, or -1 when x_i has no such value.
    int from_common(int i, int c) const;
    /// The least value index of x_i at common index `c` or above / the greatest at `c` or below
    /// (past x_i's ends when it has none: capacity or -1).
    int index_at_least(int i, int c) const;
    int index_at_most(int i, int c) const;

    std::vector<VarId> vars_;
    std::vector<int> offsets_;
    std::string name_;

private:
    bool shifted_ = true;
    int values_ = 0;
    std::vector<int> shift_;             // shifted_: common index = value index + shift
    std::vector<int> capacity_;          // per variable: its number of labels
    std::vector<std::vector<int>> map_;  // otherwise: per variable, value index → common index
};

std::shared_ptr<const Propagator> make_all_different_value(const Problem&, std::span<const VarId>,
                                                           std::span<const int>);
std::shared_ptr<const Propagator> make_all_different_hidden(const Problem&, std::span<const VarId>,
                                                            std::span<const int>);
std::shared_ptr<const Propagator> make_all_different_bounds(const Problem&, std::span<const VarId>,
                                                            std::span<const int>);
std::shared_ptr<const Propagator> make_all_different_domain(const Problem&, std::span<const VarId>,
                                                            std::span<const int>);

}  // namespace csp::detail
