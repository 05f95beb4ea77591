#include "flatzinc/app/option_table.hpp"

#include "csp/cli/option_flags.hpp"
#include "csp/search/option_table.hpp"

namespace flatzinc::app {

namespace access = csp::option_access;

const std::vector<csp::OptionRow<RunOptions, std::string_view>>& run_option_table() {
    using csp::OptionType;
    static const std::vector<csp::OptionRow<RunOptions, std::string_view>> table = {
        {.name = "all_solutions",
         .type = OptionType::Flag,
         .help = "print every solution (satisfaction) or every better one (optimisation)",
         .get = access::get(&RunOptions::all_solutions),
         .set = access::set(&RunOptions::all_solutions),
         .reader = "-a"},
        {.name = "intermediate",
         .type = OptionType::Flag,
         .help = "print each better solution of an optimisation",
         .get = access::get(&RunOptions::intermediate),
         .set = access::set(&RunOptions::intermediate),
         .reader = "-i"},
        {.name = "num_solutions",
         .type = OptionType::Whole,
         .help = "stop after this many solutions",
         .unit = "solutions",
         .least = 1,
         .get = access::get(&RunOptions::solutions),
         .set = access::set(&RunOptions::solutions),
         .reader = "-n"},
        {.name = "free_search",
         .type = OptionType::Flag,
         .help = "ignore the model's search annotations: dom/wdeg with restarts and nogoods",
         .get = access::get(&RunOptions::free_search),
         .set = access::set(&RunOptions::free_search),
         .reader = "-f"},
        {.name = "parallel",
         .type = OptionType::Whole,
         .help = "threads: a portfolio of differently seeded searches",
         .unit = "threads",
         .least = 1,
         .most = kMaxThreads,
         .get = access::get(&RunOptions::threads),
         .set = access::set(&RunOptions::threads),
         .reader = "-p"},
        {.name = "random_seed",
         .type = OptionType::Whole,
         .help = "seed of the random choices",
         .get = access::get(&RunOptions::seed),
         .set = access::set(&RunOptions::seed),
         .reader = "-r"},
        {.name = "statistics",
         .type = OptionType::Flag,
         .help = "print %%%mzn-stat lines after the search",
         .get = access::get(&RunOptions::statistics),
         .set = access::set(&RunOptions::statistics),
         .reader = "-s"},
        {.name = "time_limit",
         .type = OptionType::Milliseconds,
         .help = "stop after this many milliseconds (0: no limit)",
         .unit = "milliseconds",
         .get = [](const RunOptions& o) -> csp::OptionValue { return static_cast<double>(o.time_limit.count()); },
         .set =
             [](RunOptions& o, const csp::OptionValue& v) {
                 o.time_limit = csp::time_limit_from_seconds(std::get<double>(v) / 1000);
             },
         .reader = "-t"},
        {.name = "mpi",
         .type = OptionType::Flag,
         .help = "split the search over the ranks of `mpirun -np N fzn-csp --mpi` (built with CSP_WITH_MPI; "
                 "docs/distributed.md)",
         .get = access::get(&RunOptions::mpi),
         .set = access::set(&RunOptions::mpi),
         .reader = ""},
        {.name = "memory_limit",
         .type = OptionType::Whole,
         .help = "memory the process may allocate, in MiB (0: the machine's physical memory); past it: limit "
                 "reached (memory) and =====UNKNOWN=====",
         .unit = "MiB",
         .most = std::uint64_t{1} << 30,
         .get = access::get(&RunOptions::memory_limit),
         .set = access::set(&RunOptions::memory_limit),
         .reader = ""},
    };
    return table;
}

std::vector<const csp::OptionRow<csp::SolverOptions>*> engine_option_rows() {
    std::vector<const csp::OptionRow<csp::SolverOptions>*> rows;
    for (std::string_view name :
         {"inference", "variable_order", "value_order", "seed", "random_ties", "restarts", "restart_base",
          "restart_growth", "nogoods", "learning", "adaptive_learning", "node_limit"})
        rows.push_back(csp::find_option(csp::solver_option_table(), name));
    return rows;
}

namespace {

std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

/// MiniZinc's name of the row's type: bool (the flag alone), int, float, or opt:A:B:… for a choice.
std::string msc_type(const csp::OptionRow<csp::SolverOptions>& row) {
    switch (row.type) {
        case csp::OptionType::Flag: return "bool";
        case csp::OptionType::Whole: return "int";
        case csp::OptionType::Choice: {
            std::string type = "opt";
            for (std::string_view choice : row.choices) type += ":" + std::string(choice);
            return type;
        }
        default: return "float";
    }
}

}  // namespace

std::string msc_extra_flags(const csp::SolverOptions& engine) {
    std::string out = "[";
    for (const auto* row : engine_option_rows()) {
        // A flag's default is "false": given, it is passed on (--random-ties, or --no-nogoods).
        const std::string value = row->type == csp::OptionType::Flag ? "false" : row->text(engine);
        const std::string flag = csp::cli::flag_name(*row, RunOptions::default_engine());
        const std::string help = (flag.starts_with("--no-") ? "do not " : "") + std::string(row->help);
        out += std::string(out.size() > 1 ? ",\n    " : "\n    ") + "[" + json_string(flag) + ", " + json_string(help) +
               ", " + json_string(msc_type(*row)) + ", " + json_string(value) + "]";
    }
    return out + "\n  ]";
}

}  // namespace flatzinc::app
