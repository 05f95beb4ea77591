// Naked and hidden subsets within one all-different group (see group_reasoning.hpp). Built on the
// all-different base, which supplies the scope, the independent check and the description.
#include <bit>
#include <boost/container/small_vector.hpp>

#include "csp/constraints/all_different/detail.hpp"
#include "csp/constraints/group_reasoning/detail.hpp"

namespace csp::detail {

namespace {

using Word = Domain::Word;
using Words = boost::container::small_vector<Word, 64>;

/// Looks for k of `sets` (2 ≤ k ≤ max) whose union has exactly k members, growing combinations in
/// index order and cutting any whose union already exceeds `max`. On finding one, calls
/// found(members, union) and stops if it returns true. Returns false when some k sets have fewer
/// than k members together (pigeonhole: no solution).
class SubsetSearch {
public:
    SubsetSearch(const Words& sets, const Words& candidates_order, int max)
        : sets_(sets), order_(candidates_order), max_(max) {}

    template <class Found>
    bool run(Found&& found, bool& stopped) {
        return extend(0, 0, 0, 0, found, stopped);
    }

private:
    template <class Found>
    bool extend(std::size_t from, int k, Word members, Word united, Found& found, bool& stopped) {
        for (std::size_t c = from; c < order_.size() && !stopped; ++c) {
            const std::size_t i = static_cast<std::size_t>(order_[c]);
            const Word u = united | sets_[i];
            const int size = std::popcount(u);
            if (size > max_) continue;
            const Word m = members | Word{1} << i;
            if (size < k + 1) return false;
            if (k + 1 >= 2 && size == k + 1 && found(m, u)) {
                stopped = true;
                return true;
            }
            if (k + 1 < max_ && !extend(c + 1, k + 1, m, u, found, stopped)) return false;
        }
        return true;
    }

    const Words& sets_;
    const Words& order_;
    int max_;
};

class SubsetPropagator final : public AllDifferentBase {
public:
    SubsetPropagator(const Problem& p, std::span<const VarId> vars, int max_subset)
        : AllDifferentBase(p, vars, "subsets"), max_subset_(max_subset) {}

    bool propagate(PropagationContext& context) const override {
        const int n = size();
        if (n > Domain::kWordBits) return context.fail(vars_[0]);  // more variables than values
        Words d(static_cast<std::size_t>(n)), before(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i)
            d[static_cast<std::size_t>(i)] = before[static_cast<std::size_t>(i)] =
                context.domain(vars_[static_cast<std::size_t>(i)]).words()[0];
        for (bool again = true; again;) {
            bool ok = true;
            again = naked(d, ok) || (ok && hidden(d, ok));
            if (!ok) return context.fail(vars_[0]);
        }
        for (int i = 0; i < n; ++i) {
            const auto s = static_cast<std::size_t>(i);
            if (d[s] != before[s] && !context.intersect_word(vars_[s], d[s])) return false;
        }
        return true;
    }

private:
    // k unfixed variables holding k values between them: no other variable can take those values.
    bool naked(Words& d, bool& ok) const {
        Words order;
        for (std::size_t i = 0; i < d.size(); ++i)
            if (const int c = std::popcount(d[i]); c >= 2 && c <= max_subset_) order.push_back(i);
        bool changed = false;
        bool stopped = false;
        ok = SubsetSearch(d, order, max_subset_)
                 .run(
                     [&](Word members, Word values) {
                         for (std::size_t i = 0; i < d.size(); ++i) {
                             if (members >> i & 1u || !(d[i] & values)) continue;
                             d[i] &= ~values;
                             changed = true;
                         }
                         return changed;
                     },
                     stopped);
        for (Word w : d) ok = ok && w != 0;
        return ok && changed;
    }

    // k values with only k places left between them (every value must be used): those places
    // hold nothing else.
    bool hidden(Words& d, bool& ok) const {
        Word all = 0;
        for (Word w : d) all |= w;
        const int values = std::popcount(all);
        if (values < static_cast<int>(d.size())) return ok = false;
        if (values > static_cast<int>(d.size())) return false;  // a value may stay unused
        Words places(static_cast<std::size_t>(Domain::kWordBits), 0);
        for (std::size_t i = 0; i < d.size(); ++i)
            for (Word w = d[i]; w; w &= w - 1) places[static_cast<std::size_t>(std::countr_zero(w))] |= Word{1} << i;
        Words order;
        for (Word w = all; w; w &= w - 1)
            if (const int v = std::countr_zero(w), c = std::popcount(places[static_cast<std::size_t>(v)]);
                c >= 2 && c <= max_subset_)
                order.push_back(static_cast<Word>(v));
        bool changed = false;
        bool stopped = false;
        ok = SubsetSearch(places, order, max_subset_)
                 .run(
                     [&](Word chosen_values, Word cells) {
                         for (Word w = cells; w; w &= w - 1) {
                             Word& cell = d[static_cast<std::size_t>(std::countr_zero(w))];
                             if (!(cell & ~chosen_values)) continue;
                             cell &= chosen_values;
                             changed = true;
                         }
                         return changed;
                     },
                     stopped);
        return ok && changed;
    }

    int max_subset_;
};

}  // namespace

std::shared_ptr<const Propagator> make_subset_propagator(const Problem& problem, std::span<const VarId> group,
                                                         int max_subset) {
    return std::make_shared<SubsetPropagator>(problem, group, max_subset);
}

}  // namespace csp::detail
