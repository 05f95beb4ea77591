// fzn_count_eq constraints of constant values over one array become one csp::add_counts group:
// magicseq's count(x, i, x[i]) for every i, a global_cardinality that MiniZinc decomposed. Each
// count alone is woken by every change of any x of the array (docs/experiments.md, "wave 13:
// count").
#include <algorithm>
#include <limits>
#include <map>

#include "csp/constraints/counting/counting.hpp"
#include "flatzinc/model/translator.hpp"

namespace flatzinc::detail {

namespace {

struct CountGroup {
    std::vector<int> values;
    std::vector<csp::VarId> counts;
    std::vector<std::size_t> constraints;
};

}  // namespace

void add_count_groups(Translator& t, std::vector<char>& done) {
    const auto& items = t.model().constraints;
    std::map<std::vector<csp::VarId>, CountGroup> groups;
    for (std::size_t c = 0; c < items.size(); ++c) {
        const ConstraintItem& item = items[c];
        if (done[c] || item.name != "fzn_count_eq" || item.arguments.size() != 3) continue;
        const auto value = t.term(item.arguments[1]).constant;
        if (!value || *value < std::numeric_limits<int>::min() || *value > std::numeric_limits<int>::max()) continue;
        CountGroup& group = groups[t.vars(item.arguments[0])];
        if (std::find(group.values.begin(), group.values.end(), *value) != group.values.end()) continue;
        group.values.push_back(static_cast<int>(*value));
        group.counts.push_back(t.var(item.arguments[2]));
        group.constraints.push_back(c);
    }
    for (const auto& [xs, group] : groups) {
        if (group.constraints.size() < 2) continue;  // a count alone stays one
        try {
            csp::add_counts(t.problem(), xs, group.values, group.counts);
        } catch (const csp::ModelError& e) {
            t.refuse(items[group.constraints.front()].location, std::string("fzn_count_eq: ") + e.what());
        }
        for (std::size_t c : group.constraints) done[c] = 1;
    }
}

}  // namespace flatzinc::detail
