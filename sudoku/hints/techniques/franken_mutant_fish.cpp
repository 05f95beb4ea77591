// HoDoKu's Franken and mutant fish, with and without fins: fish whose base or cover sets take in
// boxes (Franken: lines of one direction with boxes, against lines of the other with boxes) or mix
// kinds freely (mutant). The search lives in general_fish.cpp; the eliminations and words, shared
// with the basic fish, in fish.cpp.
#include "sudoku/hints/techniques/fish.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

void find_general_fish(const Board& board, StepSink& sink, FishShape shape, int size, bool finned,
                       Technique technique) {
    for_each_general_fish(board, shape, size, finned, sink,
                          [&](const Fish& fish) { return sink.add(fish_step(board, fish, technique)); });
}

}  // namespace

void find_franken_x_wing(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Franken, 2, false, Technique::FrankenXWing);
}
void find_franken_swordfish(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Franken, 3, false, Technique::FrankenSwordfish);
}
void find_franken_jellyfish(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Franken, 4, false, Technique::FrankenJellyfish);
}
void find_finned_franken_x_wing(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Franken, 2, true, Technique::FinnedFrankenXWing);
}
void find_finned_franken_swordfish(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Franken, 3, true, Technique::FinnedFrankenSwordfish);
}
void find_finned_franken_jellyfish(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Franken, 4, true, Technique::FinnedFrankenJellyfish);
}
void find_mutant_x_wing(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Mutant, 2, false, Technique::MutantXWing);
}
void find_mutant_swordfish(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Mutant, 3, false, Technique::MutantSwordfish);
}
void find_mutant_jellyfish(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Mutant, 4, false, Technique::MutantJellyfish);
}
void find_finned_mutant_x_wing(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Mutant, 2, true, Technique::FinnedMutantXWing);
}
void find_finned_mutant_swordfish(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Mutant, 3, true, Technique::FinnedMutantSwordfish);
}
void find_finned_mutant_jellyfish(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Mutant, 4, true, Technique::FinnedMutantJellyfish);
}
void find_finned_mutant_squirmbag(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Mutant, 5, true, Technique::FinnedMutantSquirmbag);
}
void find_finned_mutant_whale(const Board& board, StepSink& sink) {
    find_general_fish(board, sink, FishShape::Mutant, 6, true, Technique::FinnedMutantWhale);
}

}  // namespace sudoku::hints
