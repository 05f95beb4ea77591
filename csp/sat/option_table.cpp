#include "csp/sat/option_table.hpp"

#include <stdexcept>
#include <string>

#include "csp/base/enum_names.hpp"

namespace csp {

namespace {

constexpr detail::NameTable<SatRestarts, 3> kRestartNames = {
    {SatRestarts::Glucose, "glucose"},
    {SatRestarts::Luby, "luby"},
    {SatRestarts::None, "none"},
};

using Row = OptionRow<SatOptions>;

Row whole(std::string_view name, std::string_view help, std::string_view unit, std::uint64_t least, std::uint64_t most,
          auto member) {
    return {.name = name,
            .type = OptionType::Whole,
            .help = help,
            .unit = unit,
            .least = least,
            .most = most,
            .get = option_access::get(member),
            .set = option_access::set(member)};
}

Row real(std::string_view name, std::string_view help, double low, double high, auto member) {
    return {.name = name,
            .type = OptionType::Real,
            .help = help,
            .low = low,
            .high = high,
            .get = option_access::get(member),
            .set = option_access::set(member)};
}

Row flag(std::string_view name, std::string_view help, auto member) {
    return {.name = name,
            .type = OptionType::Flag,
            .help = help,
            .get = option_access::get(member),
            .set = option_access::set(member)};
}

constexpr std::uint64_t kNoMost = std::numeric_limits<std::uint64_t>::max();

}  // namespace

std::string_view to_string(SatRestarts restarts) { return detail::name_of(restarts, kRestartNames); }
SatRestarts sat_restarts_from_string(std::string_view name) {
    return detail::value_of(name, kRestartNames, "sat restarts");
}
std::vector<std::string_view> sat_restarts_names() { return detail::names_of(kRestartNames); }

const std::vector<OptionRow<SatOptions>>& sat_option_table() {
    static const std::vector<Row> table = {
        {.name = "restarts",
         .type = OptionType::Choice,
         .help = "when to restart: glucose (recent learnt clauses worse than the mean), luby, none",
         .choices = sat_restarts_names(),
         .get = option_access::get_enum(&SatOptions::restarts),
         .set = option_access::set_enum(&SatOptions::restarts, &sat_restarts_from_string)},
        whole("luby_unit", "conflicts in the shortest Luby run", "conflicts", 1, kNoMost, &SatOptions::luby_unit),
        // Below 0.5 the activities forget everything after a conflict or two.
        real("var_decay", "activity decay of the variables per conflict (VSIDS)", 0.5, 1, &SatOptions::var_decay),
        real("clause_decay", "activity decay of the learnt clauses per conflict", 0.5, 1, &SatOptions::clause_decay),
        whole("first_reduce", "conflicts before the first reduction of the learnt clauses", "conflicts", 1, kNoMost,
              &SatOptions::first_reduce),
        whole("reduce_increment", "growth of the gap between reductions", "conflicts", 0, kNoMost,
              &SatOptions::reduce_increment),
        flag("minimise", "minimise learnt clauses (recursive)", &SatOptions::minimise),
        flag("shrink", "shrink learnt clauses to the unique implication points of their levels", &SatOptions::shrink),
        whole("bump_reasons", "also bump the variables of the reasons of a learnt clause, this many deep", "reasons", 0,
              3, &SatOptions::bump_reasons),
        flag("initial_phase", "decide variables true first", &SatOptions::initial_phase),
        whole("tier2_lbd", "learnt clauses of at most this glue survive a reduction if used since the last", "glue", 2,
              1000, &SatOptions::tier2_lbd),
        flag("block_restarts", "postpone a glucose restart while the trail is unusually long",
             &SatOptions::block_restarts),
        whole("seed", "seed of random initial activities (0: deterministic)", "", 0,
              std::numeric_limits<std::uint64_t>::max(), &SatOptions::seed),
        whole("stable_first", "conflicts of the first focused phase before stable phases (0: focused only)",
              "conflicts", 0, kNoMost, &SatOptions::stable_first),
        real("mode_growth", "each phase of either mode lasts this many times the one before", 1, 1000,
             &SatOptions::mode_growth),
        whole("stable_luby_unit", "stable phases: conflicts in the shortest Luby run", "conflicts", 1, kNoMost,
              &SatOptions::stable_luby_unit),
        flag("target_phases", "branch stable phases on the values of the longest conflict-free trail",
             &SatOptions::target_phases),
        whole("rephase_interval", "reset the saved phases every this many conflicts times k (0: never)", "conflicts", 0,
              kNoMost, &SatOptions::rephase_interval),
        whole("vivify_effort",
              "shorten kept learnt clauses after each reduction, with at most this many per mille of the "
              "search's propagations (0: off)",
              "per mille", 0, 1000, &SatOptions::vivify_effort),
    };
    return table;
}

void check_sat_options(const SatOptions& options) {
    for (const Row& row : sat_option_table()) {
        const OptionValue value = row.get(options);
        bool inside = true;
        std::string range;
        if (row.type == OptionType::Whole) {
            const auto n = std::get<std::uint64_t>(value);
            inside = n >= row.least && n <= row.most;
            range = "[" + std::to_string(row.least) + ", " + std::to_string(row.most) + "]";
        } else if (row.type == OptionType::Real) {
            const double x = std::get<double>(value);
            inside = x >= row.low && x <= row.high;  // false for NaN
            range = "[" + real_text(row.low) + ", " + real_text(row.high) + "]";
        }
        if (!inside)
            throw std::invalid_argument("SatOptions: " + std::string(row.name) + " must be in " + range + ", got " +
                                        option_text(value));
    }
}

}  // namespace csp
