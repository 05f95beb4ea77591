// Finned and sashimi fish: a basic fish but for a few extra candidates (fins) in one box. Either a
// fin is the digit or the fish holds, so the cover cells in the fins' box lose the digit. Sashimi,
// as HoDoKu names it: some base line keeps at most one candidate once its fins are taken away, so
// without the fins the pattern would not even be a fish.
#include "sudoku/hints/techniques/fish.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

void find_finned_fish(const Board& board, StepSink& sink, int size, bool sashimi, Technique technique) {
    for_each_fish(board, size, true, sink, [&](const Fish& fish) {
        return fish.sashimi != sashimi || sink.add(fish_step(board, fish, technique));
    });
}

}  // namespace

void find_finned_x_wing(const Board& board, StepSink& sink) {
    find_finned_fish(board, sink, 2, false, Technique::FinnedXWing);
}
void find_sashimi_x_wing(const Board& board, StepSink& sink) {
    find_finned_fish(board, sink, 2, true, Technique::SashimiXWing);
}
void find_finned_swordfish(const Board& board, StepSink& sink) {
    find_finned_fish(board, sink, 3, false, Technique::FinnedSwordfish);
}
void find_sashimi_swordfish(const Board& board, StepSink& sink) {
    find_finned_fish(board, sink, 3, true, Technique::SashimiSwordfish);
}
void find_finned_jellyfish(const Board& board, StepSink& sink) {
    find_finned_fish(board, sink, 4, false, Technique::FinnedJellyfish);
}
void find_sashimi_jellyfish(const Board& board, StepSink& sink) {
    find_finned_fish(board, sink, 4, true, Technique::SashimiJellyfish);
}

}  // namespace sudoku::hints
