#include "csp/local/option_table.hpp"

#include "csp/search/option_table.hpp"

namespace csp {

const std::vector<OptionRow<MinConflictsOptions>>& min_conflicts_option_table() {
    namespace access = option_access;
    static const std::vector<OptionRow<MinConflictsOptions>> table = [] {
        std::vector<OptionRow<MinConflictsOptions>> rows = {
            // At least 1: the struct's 0 (no limit but the limits) would let an unsatisfiable
            // problem run for ever from a front end.
            {.name = "max_steps",
             .type = OptionType::Whole,
             .help = "repairs before giving up",
             .unit = "steps",
             .least = 1,
             .get = access::get(&MinConflictsOptions::max_steps),
             .set = access::set(&MinConflictsOptions::max_steps)},
            {.name = "seed",
             .type = OptionType::Whole,
             .help = "seed of the random choices (same seed, same run)",
             .get = access::get(&MinConflictsOptions::seed),
             .set = access::set(&MinConflictsOptions::seed)},
            {.name = "random_walk",
             .type = OptionType::Real,
             .help = "probability that a step gives a random value instead of the best one",
             .low = 0,
             .high = 1,
             .get = access::get(&MinConflictsOptions::random_walk),
             .set = access::set(&MinConflictsOptions::random_walk)},
        };
        for (const auto& row : search_limit_table())
            rows.push_back(lift(row, &MinConflictsOptions::limits, std::monostate{}));
        return rows;
    }();
    return table;
}

}  // namespace csp
