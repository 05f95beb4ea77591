#include "sudoku/logic/deductions.hpp"

#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>

#include "csp/base/enum_names.hpp"
#include "sudoku/logic/deducer.hpp"

namespace sudoku {

namespace {

constexpr std::pair<Rule, std::string_view> kRuleNames[] = {
    {Rule::NakedSingle, "naked singles"}, {Rule::HiddenSingle, "hidden singles"},
    {Rule::NakedSubset, "naked subsets"}, {Rule::HiddenSubset, "hidden subsets"},
    {Rule::Pointing, "pointing"},         {Rule::BoxLine, "box-line"},
};
constexpr std::pair<Deduction, std::string_view> kDeductionNames[] = {
    {Deduction::Solved, "solved"}, {Deduction::Stuck, "stuck"}, {Deduction::Contradiction, "contradiction"}};

}  // namespace

std::string_view to_string(Rule rule) { return csp::detail::name_of(rule, kRuleNames); }
std::string_view to_string(Deduction deduction) { return csp::detail::name_of(deduction, kDeductionNames); }

bool RuleSet::enabled(Rule rule) const {
    switch (rule) {
        case Rule::NakedSingle: return naked_singles;
        case Rule::HiddenSingle: return hidden_singles;
        case Rule::NakedSubset: return naked_subsets;
        case Rule::HiddenSubset: return hidden_subsets;
        case Rule::Pointing: return pointing;
        case Rule::BoxLine: return box_line;
    }
    return false;
}

RuleSet RuleSet::with(Rule rule, bool on) const {
    RuleSet copy = *this;
    switch (rule) {
        case Rule::NakedSingle: copy.naked_singles = on; break;
        case Rule::HiddenSingle: copy.hidden_singles = on; break;
        case Rule::NakedSubset: copy.naked_subsets = on; break;
        case Rule::HiddenSubset: copy.hidden_subsets = on; break;
        case Rule::Pointing: copy.pointing = on; break;
        case Rule::BoxLine: copy.box_line = on; break;
    }
    return copy;
}

DeduceResult deduce(PencilMarks& marks, const RuleSet& rules) {
    return std::visit(
        [&](auto& s) {
            detail::Deducer<std::decay_t<decltype(s)>::kWords> deducer(marks.geometry(), rules);
            DeduceResult result;
            result.outcome = deducer.adopt(s);
            result.fired = deducer.fired();
            result.eliminations = deducer.eliminations();
            return result;
        },
        marks.state());
}

}  // namespace sudoku
