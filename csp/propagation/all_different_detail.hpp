#pragma once
// Shared machinery of the all-different propagators: the scope, and a common value space when the
// variables' value sets differ (when they are equal, which is the usual case, indices are values).

#include <memory>
#include <string>
#include <vector>

#include "csp/propagation/all_different.hpp"
#include "csp/propagation/propagator.hpp"

namespace csp::detail {

// Word helpers for the bit-parallel kernels, written to compile to flag and mask arithmetic rather
// than branches (the domains' shapes are data the branch predictor cannot learn).
/// At most one bit set (a fixed variable's domain, or nothing).
constexpr bool is_single(Domain::Word w) { return (w & (w - 1)) == 0; }
/// All ones when `condition` holds, else zero.
constexpr Domain::Word all_if(bool condition) { return Domain::Word{0} - Domain::Word{condition}; }

class AllDifferentBase : public Propagator {
public:
    AllDifferentBase(const Problem& problem, std::span<const VarId> vars, std::string name);
    std::span<const VarId> scope() const override { return vars_; }
    bool satisfied(std::span<const int> values) const override;
    std::string describe() const override {
        return name_ + " all-different over " + std::to_string(vars_.size()) + " variables";
    }

protected:
    /// Values and hidden strengths on one-word domains: bit-parallel, in place. `hidden` adds the
    /// hidden-single and pigeonhole reasoning.
    bool propagate_words(PropagationContext& context, bool hidden) const;
    /// The scope shares one value set of at most 64 values, so indices are values and fit a word.
    bool word_sized() const { return same_labels_ && values() <= Domain::kWordBits; }

    int size() const { return static_cast<int>(vars_.size()); }
    int values() const { return static_cast<int>(union_labels_.size()); }
    /// D(x_i) in the common value space.
    Domain common(const PropagationContext& context, int i) const;
    /// D(x_i) ∩= keep (common value space); false on wipe-out.
    bool narrow(PropagationContext& context, int i, const Domain& keep) const;

    std::vector<VarId> vars_;
    bool same_labels_ = true;
    std::vector<int> union_labels_;
    std::vector<std::vector<int>> to_common_;  // per variable: its value index → common index
    std::string name_;
};

std::shared_ptr<const Propagator> make_all_different_value(const Problem&, std::span<const VarId>);
std::shared_ptr<const Propagator> make_all_different_hidden(const Problem&, std::span<const VarId>);
std::shared_ptr<const Propagator> make_all_different_bounds(const Problem&, std::span<const VarId>);
std::shared_ptr<const Propagator> make_all_different_domain(const Problem&, std::span<const VarId>);

}  // namespace csp::detail
