#include "csp/constraints/group_reasoning/group_reasoning.hpp"

#include <algorithm>
#include <set>

#include "csp/base/enum_names.hpp"
#include "csp/constraints/group_reasoning/detail.hpp"
#include "csp/model/domain.hpp"

namespace csp {

namespace {
constexpr detail::NameTable<GroupReasoning, 4> kLevels = {{GroupReasoning::None, "none"},
                                                          {GroupReasoning::Intersections, "pointing"},
                                                          {GroupReasoning::Subsets, "subsets"},
                                                          {GroupReasoning::Full, "full"}};

void check_groups(const Problem& problem, std::span<const std::vector<VarId>> groups) {
    const std::vector<int>* labels = nullptr;
    std::vector<int> first;
    for (const auto& group : groups) {
        for (VarId x : group) problem.check_variable(x, "add_group_reasoning");
        if (std::set<VarId>(group.begin(), group.end()).size() != group.size())
            throw ModelError("add_group_reasoning: a variable appears twice in a group");
        for (VarId x : group) {
            const auto l = problem.labels(x);
            if (!labels) {
                first.assign(l.begin(), l.end());
                labels = &first;
            } else if (!std::equal(l.begin(), l.end(), labels->begin(), labels->end())) {
                throw ModelError("add_group_reasoning: variable '" + problem.name(x) +
                                 "' has other values than the rest (all must share one value set)");
            }
        }
    }
    if (labels && static_cast<int>(labels->size()) > Domain::kWordBits)
        throw ModelError("add_group_reasoning: " + std::to_string(labels->size()) + " values (at most " +
                         std::to_string(Domain::kWordBits) + " are supported)");
}

std::vector<VarId> shared(const std::vector<VarId>& a, const std::vector<VarId>& b) {
    std::vector<VarId> out;
    for (VarId x : a)
        if (std::find(b.begin(), b.end(), x) != b.end()) out.push_back(x);
    return out;
}
}  // namespace

std::string_view to_string(GroupReasoning level) { return detail::name_of(level, kLevels); }
GroupReasoning group_reasoning_from_string(std::string_view name) {
    return detail::value_of(name, kLevels, "group reasoning");
}
std::vector<std::string_view> group_reasoning_names() { return detail::names_of(kLevels); }

void add_group_reasoning(Problem& problem, std::span<const std::vector<VarId>> groups, GroupReasoning level,
                         int max_subset) {
    if (level == GroupReasoning::None) return;
    check_groups(problem, groups);
    if (level == GroupReasoning::Subsets || level == GroupReasoning::Full)
        for (const auto& group : groups)
            if (static_cast<int>(group.size()) > 2 && max_subset >= 2)
                problem.add_propagator(detail::make_subset_propagator(problem, group, max_subset));
    if (level == GroupReasoning::Intersections || level == GroupReasoning::Full)
        for (std::size_t i = 0; i < groups.size(); ++i)
            for (std::size_t j = i + 1; j < groups.size(); ++j)
                // One shared variable is covered by singles; a group inside another has nothing outside.
                if (const auto both = shared(groups[i], groups[j]);
                    both.size() >= 2 && both.size() < groups[i].size() && both.size() < groups[j].size())
                    problem.add_propagator(detail::make_intersection_propagator(groups[i], groups[j]));
}

namespace detail {

bool all_distinct(std::span<const int> values) {
    std::vector<int> sorted(values.begin(), values.end());
    std::sort(sorted.begin(), sorted.end());
    return std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
}

}  // namespace detail
}  // namespace csp
