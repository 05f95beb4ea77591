#include "csp/search/option_table.hpp"

#include <limits>

#include "csp/search/inference.hpp"
#include "csp/search/ordering.hpp"
#include "csp/search/restarts.hpp"

namespace csp {

namespace access = option_access;

const std::vector<OptionRow<SearchLimits>>& search_limit_table() {
    static const std::vector<OptionRow<SearchLimits>> table = {
        {.name = "node_limit",
         .type = OptionType::Whole,
         .help = "give up after this many search nodes (0 = none)",
         .unit = "nodes",
         .get = access::get(&SearchLimits::node_limit),
         .set = access::set(&SearchLimits::node_limit)},
        {.name = "time_limit",
         .type = OptionType::Seconds,
         .help = "give up after this many seconds (0 = none)",
         .unit = "seconds",
         .get = [](const SearchLimits& l) -> OptionValue { return seconds_of(l.time_limit); },
         .set = [](SearchLimits& l,
                   const OptionValue& v) { l.time_limit = time_limit_from_seconds(std::get<double>(v)); }},
    };
    return table;
}

const std::vector<OptionRow<SolverOptions>>& solver_option_table() {
    static const std::vector<OptionRow<SolverOptions>> table = [] {
        std::vector<OptionRow<SolverOptions>> rows = {
            {.name = "inference",
             .type = OptionType::Choice,
             .help = "propagation after each assignment",
             .choices = inference_names(),
             .get = access::get_enum(&SolverOptions::inference),
             .set = access::set_enum(&SolverOptions::inference, &inference_from_string)},
            {.name = "variable_order",
             .type = OptionType::Choice,
             .help = "variable ordering",
             .choices = variable_order_names(),
             .get = access::get_enum(&SolverOptions::variable_order),
             .set = access::set_enum(&SolverOptions::variable_order, &variable_order_from_string),
             .cli_aliases = {"var_order"}},
            {.name = "value_order",
             .type = OptionType::Choice,
             .help = "value ordering",
             .choices = value_order_names(),
             .get = access::get_enum(&SolverOptions::value_order),
             .set = access::set_enum(&SolverOptions::value_order, &value_order_from_string),
             .cli_aliases = {"val_order"}},
            {.name = "seed",
             .type = OptionType::Whole,
             .help = "seed for random value order and random ties",
             .get = access::get(&SolverOptions::seed),
             .set = access::set(&SolverOptions::seed)},
            {.name = "max_solutions",
             .type = OptionType::Whole,
             .help = "stop after this many solutions (0 = all)",
             .unit = "solutions",
             .most = std::numeric_limits<std::size_t>::max(),
             .get = access::get(&SolverOptions::max_solutions),
             .set = access::set(&SolverOptions::max_solutions)},
            {.name = "keep_solutions",
             .type = OptionType::Flag,
             .help = "keep the solutions found (false: only count them)",
             .get = access::get(&SolverOptions::keep_solutions),
             .set = access::set(&SolverOptions::keep_solutions)},
        };
        for (const auto& row : search_limit_table())
            rows.push_back(lift(row, &SolverOptions::limits, std::monostate{}));
        const std::vector<OptionRow<SolverOptions>> restarts = {
            {.name = "random_ties",
             .type = OptionType::Flag,
             .help = "break variable-order ties at random (seeded by --seed)",
             .get = access::get(&SolverOptions::random_ties),
             .set = access::set(&SolverOptions::random_ties)},
            {.name = "restarts",
             .type = OptionType::Choice,
             .help = "restart policy (learnt weights and nogoods are kept)",
             .choices = restart_policy_names(),
             .get = access::get_enum(&SolverOptions::restarts),
             .set = access::set_enum(&SolverOptions::restarts, &restart_policy_from_string)},
            {.name = "restart_base",
             .type = OptionType::Whole,
             .help = "failures allowed in the first run",
             .unit = "failures",
             .least = 1,
             .get = access::get(&SolverOptions::restart_base),
             .set = access::set(&SolverOptions::restart_base)},
            {.name = "restart_growth",
             .type = OptionType::Real,
             .help = "geometric restarts: cutoff factor per run",
             .low = 1,
             .high = 100,
             .get = access::get(&SolverOptions::restart_growth),
             .set = access::set(&SolverOptions::restart_growth)},
            {.name = "nogoods",
             .type = OptionType::Flag,
             .help = "record nogoods at restarts",
             .get = access::get(&SolverOptions::nogoods),
             .set = access::set(&SolverOptions::nogoods)},
            {.name = "learning",
             .type = OptionType::Flag,
             .help = "learn a clause from each failure, under mac (lazy clause generation)",
             .get = access::get(&SolverOptions::learning),
             .set = access::set(&SolverOptions::learning)},
            {.name = "adaptive_learning",
             .type = OptionType::Flag,
             .help = "judge learning as the search goes: plain first, learning past a small budget, plain again "
                     "when the learnt clauses rarely prune (with learning; not when enumerating)",
             .get = access::get(&SolverOptions::adaptive_learning),
             .set = access::set(&SolverOptions::adaptive_learning)},
            {.name = "propagate_refutations",
             .type = OptionType::Flag,
             .help = "under mac, binary branching: after x = v, propagate x != v and choose a variable again",
             .get = access::get(&SolverOptions::propagate_refutations),
             .set = access::set(&SolverOptions::propagate_refutations)},
            {.name = "branch_singletons",
             .type = OptionType::Flag,
             .help = "under mac, branch on one-value domains too, as AIMA's pseudocode does (textbook MAC)",
             .get = access::get(&SolverOptions::branch_singletons),
             .set = access::set(&SolverOptions::branch_singletons)},
            {.name = "count_pair_checks",
             .type = OptionType::Flag,
             .help = "under fc and mac, count the value pairs the textbook's inference tests (pair_checks; slower)",
             .get = access::get(&SolverOptions::count_pair_checks),
             .set = access::set(&SolverOptions::count_pair_checks)},
        };
        rows.insert(rows.end(), restarts.begin(), restarts.end());
        return rows;
    }();
    return table;
}

}  // namespace csp
