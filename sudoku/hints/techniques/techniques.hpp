#pragma once
/// One finder per technique, each adding the steps it finds to the sink until add() says it is
/// full. Internal to the step finder (finder.cpp lists them in the order of the Technique enum).
/// A file per technique or family; the family's shared search lives in that file.

#include <limits>
#include <vector>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/step.hpp"

namespace sudoku::hints {

using Finder = void (*)(const Board&, StepSink&);

/// Every step `find` sees in the position, for techniques built from another's steps.
inline std::vector<Step> all_steps(const Board& board, Finder find) {
    StepSink sink(board.side(), std::numeric_limits<std::size_t>::max());
    find(board, sink);
    return sink.take();
}

// singles.cpp
void find_full_house(const Board& board, StepSink& sink);
void find_hidden_single(const Board& board, StepSink& sink);
void find_naked_single(const Board& board, StepSink& sink);
// direct.cpp (Sudoku Explainer's: the placement a pattern's eliminations leave)
void find_direct_pointing(const Board& board, StepSink& sink);
void find_direct_claiming(const Board& board, StepSink& sink);
void find_direct_hidden_pair(const Board& board, StepSink& sink);
void find_direct_hidden_triple(const Board& board, StepSink& sink);
// intersections.cpp
void find_pointing(const Board& board, StepSink& sink);
void find_claiming(const Board& board, StepSink& sink);
// subsets.cpp (locked pairs and triples are naked subsets inside a line and a box at once)
void find_locked_pair(const Board& board, StepSink& sink);
void find_locked_triple(const Board& board, StepSink& sink);
void find_naked_pair(const Board& board, StepSink& sink);
void find_naked_triple(const Board& board, StepSink& sink);
void find_naked_quad(const Board& board, StepSink& sink);
void find_hidden_pair(const Board& board, StepSink& sink);
void find_hidden_triple(const Board& board, StepSink& sink);
void find_hidden_quad(const Board& board, StepSink& sink);
// basic_fish.cpp
void find_x_wing(const Board& board, StepSink& sink);
void find_swordfish(const Board& board, StepSink& sink);
void find_jellyfish(const Board& board, StepSink& sink);
// finned_fish.cpp
void find_finned_x_wing(const Board& board, StepSink& sink);
void find_sashimi_x_wing(const Board& board, StepSink& sink);
void find_finned_swordfish(const Board& board, StepSink& sink);
void find_sashimi_swordfish(const Board& board, StepSink& sink);
void find_finned_jellyfish(const Board& board, StepSink& sink);
void find_sashimi_jellyfish(const Board& board, StepSink& sink);
// skyscraper.cpp, two_string_kite.cpp, empty_rectangle.cpp
void find_skyscraper(const Board& board, StepSink& sink);
void find_two_string_kite(const Board& board, StepSink& sink);
void find_empty_rectangle(const Board& board, StepSink& sink);
// simple_colors.cpp
void find_simple_colors_trap(const Board& board, StepSink& sink);
void find_simple_colors_wrap(const Board& board, StepSink& sink);
void find_multi_colors_1(const Board& board, StepSink& sink);
void find_multi_colors_2(const Board& board, StepSink& sink);
// turbot_fish.cpp, dual_patterns.cpp
void find_turbot_fish(const Board& board, StepSink& sink);
void find_dual_two_string_kite(const Board& board, StepSink& sink);
void find_dual_empty_rectangle(const Board& board, StepSink& sink);
// xy_wing.cpp, xyz_wing.cpp, w_wing.cpp
void find_xy_wing(const Board& board, StepSink& sink);
void find_xyz_wing(const Board& board, StepSink& sink);
void find_w_wing(const Board& board, StepSink& sink);
// unique_rectangles.cpp, avoidable_rectangles.cpp, bug.cpp
void find_unique_rectangle_1(const Board& board, StepSink& sink);
void find_unique_rectangle_2(const Board& board, StepSink& sink);
void find_unique_rectangle_3(const Board& board, StepSink& sink);
void find_unique_rectangle_4(const Board& board, StepSink& sink);
void find_unique_rectangle_5(const Board& board, StepSink& sink);
void find_unique_rectangle_6(const Board& board, StepSink& sink);
void find_hidden_rectangle(const Board& board, StepSink& sink);
void find_avoidable_rectangle_1(const Board& board, StepSink& sink);
void find_avoidable_rectangle_2(const Board& board, StepSink& sink);
void find_bug_plus_one(const Board& board, StepSink& sink);
// remote_pair.cpp, x_chain.cpp, xy_chain.cpp, nice_loops.cpp (continuous, discontinuous, AIC)
void find_remote_pair(const Board& board, StepSink& sink);
void find_x_chain(const Board& board, StepSink& sink);
void find_xy_chain(const Board& board, StepSink& sink);
void find_continuous_nice_loop(const Board& board, StepSink& sink);
void find_discontinuous_nice_loop(const Board& board, StepSink& sink);
void find_aic(const Board& board, StepSink& sink);
void find_grouped_continuous_nice_loop(const Board& board, StepSink& sink);
void find_grouped_discontinuous_nice_loop(const Board& board, StepSink& sink);
void find_grouped_aic(const Board& board, StepSink& sink);
// sue_de_coq.cpp
void find_sue_de_coq(const Board& board, StepSink& sink);
// als_xz.cpp, als_chains.cpp (ALS-XY-Wing, ALS-XY-Chain, death blossom), on als.hpp's sets
void find_als_xz(const Board& board, StepSink& sink);
void find_als_xy_wing(const Board& board, StepSink& sink);
void find_als_xy_chain(const Board& board, StepSink& sink);
void find_death_blossom(const Board& board, StepSink& sink);
// se_forcing_chains.cpp (Sudoku Explainer's, each step the shortest its search finds)
void find_nishio_forcing_chain(const Board& board, StepSink& sink);
void find_multiple_forcing_chain(const Board& board, StepSink& sink);
void find_dynamic_forcing_chain(const Board& board, StepSink& sink);
void find_dynamic_forcing_chain_plus(const Board& board, StepSink& sink);
void find_nested_forcing_chain(const Board& board, StepSink& sink);
void find_nested_multiple_forcing_chain(const Board& board, StepSink& sink);
void find_nested_dynamic_forcing_chain(const Board& board, StepSink& sink);
void find_nested_dynamic_forcing_chain_plus(const Board& board, StepSink& sink);
// forcing_chains.cpp (HoDoKu's)
void find_forcing_chain_contradiction(const Board& board, StepSink& sink);
void find_forcing_chain_verity(const Board& board, StepSink& sink);
// templates.cpp (HoDoKu's)
void find_template_set(const Board& board, StepSink& sink);
void find_template_delete(const Board& board, StepSink& sink);
// general_fish_finders.cpp (HoDoKu's Franken and mutant fish; the search: general_fish.cpp)
void find_franken_x_wing(const Board& board, StepSink& sink);
void find_franken_swordfish(const Board& board, StepSink& sink);
void find_franken_jellyfish(const Board& board, StepSink& sink);
void find_finned_franken_x_wing(const Board& board, StepSink& sink);
void find_finned_franken_swordfish(const Board& board, StepSink& sink);
void find_finned_franken_jellyfish(const Board& board, StepSink& sink);
void find_mutant_x_wing(const Board& board, StepSink& sink);
void find_mutant_swordfish(const Board& board, StepSink& sink);
void find_mutant_jellyfish(const Board& board, StepSink& sink);
void find_finned_mutant_x_wing(const Board& board, StepSink& sink);
void find_finned_mutant_swordfish(const Board& board, StepSink& sink);
void find_finned_mutant_jellyfish(const Board& board, StepSink& sink);
void find_finned_mutant_squirmbag(const Board& board, StepSink& sink);
void find_finned_mutant_whale(const Board& board, StepSink& sink);
// siamese_fish.cpp (HoDoKu's: two fish of one kind on the same base sets)
void find_siamese_finned_x_wing(const Board& board, StepSink& sink);
void find_siamese_finned_swordfish(const Board& board, StepSink& sink);
void find_siamese_finned_jellyfish(const Board& board, StepSink& sink);
void find_siamese_sashimi_x_wing(const Board& board, StepSink& sink);
void find_siamese_sashimi_swordfish(const Board& board, StepSink& sink);
void find_siamese_sashimi_jellyfish(const Board& board, StepSink& sink);
void find_siamese_finned_franken_x_wing(const Board& board, StepSink& sink);
void find_siamese_finned_franken_swordfish(const Board& board, StepSink& sink);
void find_siamese_finned_franken_jellyfish(const Board& board, StepSink& sink);
void find_siamese_finned_mutant_x_wing(const Board& board, StepSink& sink);
void find_siamese_finned_mutant_swordfish(const Board& board, StepSink& sink);
void find_siamese_finned_mutant_jellyfish(const Board& board, StepSink& sink);

}  // namespace sudoku::hints
