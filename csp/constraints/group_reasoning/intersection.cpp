// Pointing / box-line between two all-different groups (see group_reasoning.hpp).
#include <algorithm>
#include <bit>
#include <boost/container/small_vector.hpp>
#include <vector>

#include "csp/constraints/group_reasoning/detail.hpp"

namespace csp::detail {

namespace {

using Word = Domain::Word;

class IntersectionPropagator final : public Propagator {
public:
    IntersectionPropagator(std::span<const VarId> a, std::span<const VarId> b) {
        // The scope is laid out as: shared variables, then A's own, then B's own.
        auto in = [](std::span<const VarId> group, VarId x) {
            return std::find(group.begin(), group.end(), x) != group.end();
        };
        for (VarId x : a)
            if (in(b, x)) scope_.push_back(x);
        shared_ = scope_.size();
        for (VarId x : a)
            if (!in(b, x)) scope_.push_back(x);
        a_end_ = scope_.size();
        for (VarId x : b)
            if (!in(a, x)) scope_.push_back(x);
    }

    std::span<const VarId> scope() const override { return scope_; }
    std::string describe() const override {
        return "intersection of two all-different groups (" + std::to_string(shared_) + " shared variables)";
    }
    bool satisfied(std::span<const int> values) const override {
        std::vector<int> a(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(a_end_));
        std::vector<int> b(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(shared_));
        b.insert(b.end(), values.begin() + static_cast<std::ptrdiff_t>(a_end_), values.end());
        return all_distinct(a) && all_distinct(b);
    }

    bool propagate(PropagationContext& context) const override {
        const std::size_t n = scope_.size();
        boost::container::small_vector<Word, 128> d(n), before(n);
        for (std::size_t i = 0; i < n; ++i) d[i] = before[i] = context.domain(scope_[i]).words()[0];
        const auto size_a = static_cast<int>(a_end_);
        const auto size_b = static_cast<int>(shared_ + n - a_end_);
        for (bool again = true; again;) {
            again = false;
            const Word in_shared = unite(d, 0, shared_);
            const Word in_a = unite(d, shared_, a_end_);
            const Word in_b = unite(d, a_end_, n);
            const int values_a = std::popcount(in_shared | in_a);
            const int values_b = std::popcount(in_shared | in_b);
            if (values_a < size_a) return context.fail(scope_[shared_]);  // too few values for the group
            if (values_b < size_b) return context.fail(scope_[a_end_ < n ? a_end_ : 0]);
            // A value a group must take, found in its shared part only, is taken there.
            const Word locked_by_a = values_a == size_a ? in_shared & ~in_a : 0;
            const Word locked_by_b = values_b == size_b ? in_shared & ~in_b : 0;
            for (std::size_t i = a_end_; i < n && locked_by_a; ++i) {
                if (!(d[i] & locked_by_a)) continue;
                if (!(d[i] &= ~locked_by_a)) return context.fail(scope_[i]);
                again = true;
            }
            for (std::size_t i = shared_; i < a_end_ && locked_by_b; ++i) {
                if (!(d[i] & locked_by_b)) continue;
                if (!(d[i] &= ~locked_by_b)) return context.fail(scope_[i]);
                again = true;
            }
        }
        for (std::size_t i = shared_; i < n; ++i)
            if (d[i] != before[i] && !context.intersect_word(scope_[i], d[i])) return false;
        return true;
    }

private:
    template <class Words>
    static Word unite(const Words& d, std::size_t from, std::size_t to) {
        Word u = 0;
        for (std::size_t i = from; i < to; ++i) u |= d[i];
        return u;
    }

    std::vector<VarId> scope_;
    std::size_t shared_ = 0;  // scope_[0, shared_) lie in both groups
    std::size_t a_end_ = 0;   // scope_[shared_, a_end_) in A only, the rest in B only
};

}  // namespace

std::shared_ptr<const Propagator> make_intersection_propagator(std::span<const VarId> a, std::span<const VarId> b) {
    return std::make_shared<IntersectionPropagator>(a, b);
}

}  // namespace csp::detail
