#include "csp/explain/quickxplain.hpp"

#include <algorithm>
#include <iterator>
#include <numeric>
#include <stdexcept>
#include <string>

namespace csp {

namespace {

class QuickXplain {
public:
    QuickXplain(const SatisfiabilityCheck& check, ItemConflict& result) : check_(check), result_(result) {}

    bool unsatisfiable(const std::vector<int>& items) {
        ++result_.checks;
        const Satisfiability answer = check_(items);
        if (answer == Satisfiability::Unknown) result_.complete = false;
        return answer == Satisfiability::Unsatisfiable;
    }

    // Precondition: background ∪ items cannot hold. Returns a subset of `items` that cannot hold with
    // the background, minimal when every check answered. `added`: the background grew since it was
    // last checked, so it may already conflict on its own.
    std::vector<int> explain(const std::vector<int>& background, bool added, std::span<const int> items) {
        if (added && unsatisfiable(background)) return {};
        if (items.size() == 1) return {items.front()};
        const std::span<const int> first = items.first(items.size() / 2);
        const std::span<const int> second = items.subspan(items.size() / 2);
        const std::vector<int> needed_second = explain(merged(background, first), true, second);
        const std::vector<int> needed_first = explain(merged(background, needed_second), !needed_second.empty(), first);
        return merged(needed_first, needed_second);
    }

private:
    // The union of two increasing lists, increasing (the check sees items in order).
    static std::vector<int> merged(std::span<const int> a, std::span<const int> b) {
        std::vector<int> result;
        result.reserve(a.size() + b.size());
        std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(result));
        return result;
    }

    const SatisfiabilityCheck& check_;
    ItemConflict& result_;
};

}  // namespace

ItemConflict quickxplain(int n, const SatisfiabilityCheck& check) {
    if (n < 0) throw std::invalid_argument("quickxplain: " + std::to_string(n) + " items (expected 0 or more)");
    ItemConflict result;
    QuickXplain search(check, result);
    std::vector<int> all(static_cast<std::size_t>(n));
    std::iota(all.begin(), all.end(), 0);
    if (!search.unsatisfiable(all)) return result;
    // The background alone may already conflict; explain() checks a background only once it grew.
    if (n == 0 || search.unsatisfiable({})) {
        result.items.emplace();
        return result;
    }
    result.items = search.explain({}, false, all);
    return result;
}

}  // namespace csp
