#include "sudoku/generator/option_table.hpp"

namespace sudoku {

const std::vector<GeneratorOptionRow>& generator_option_table() {
    static const std::vector<GeneratorOptionRow> table = {
        {.name = "symmetry",
         .type = csp::OptionType::Choice,
         .help = "remove clues in symmetric groups, as Sudoku Explainer's generator: rotational (180 degrees), "
                 "rotational-90, vertical or horizontal (mirror in that axis; mirror = vertical), orthogonal (both), "
                 "diagonal (r1c1 to r9c9) or anti-diagonal (r1c9 to r9c1), bi-diagonal (both), full (all eight); "
                 "minimal then means no group can go",
         .choices = symmetry_names(),
         .get = csp::option_access::get_enum(&GeneratorOptions::symmetry),
         .set = csp::option_access::set_enum(&GeneratorOptions::symmetry, &symmetry_from_string)},
        {.name = "se_min",
         .type = csp::OptionType::Real,
         .help = "the lowest SE number wanted (Sudoku Explainer's rating, as `sudoku grade` gives it); grids are "
                 "tried until one rates at least this (0 = no bound; boxes up to 8)",
         .low = 0,
         .high = kMaxSe,
         .get = csp::option_access::get(&GeneratorOptions::se_min),
         .set = csp::option_access::set(&GeneratorOptions::se_min)},
        {.name = "se_max",
         .type = csp::OptionType::Real,
         .help = "the highest SE number wanted; below SE's forcing chains (7.5) a clue is removed only while the "
                 "puzzle stays within it, and grids are tried until one does (0 = no bound; boxes up to 8)",
         .low = 0,
         .high = kMaxSe,
         .get = csp::option_access::get(&GeneratorOptions::se_max),
         .set = csp::option_access::set(&GeneratorOptions::se_max)},
    };
    return table;
}

}  // namespace sudoku
