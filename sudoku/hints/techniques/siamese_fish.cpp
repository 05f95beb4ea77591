// HoDoKu's Siamese fish: two finned fish of one kind on the same digit and base sets whose
// eliminations differ, shown as one step with both. A finned basic fish pairs with a sashimi one as
// well (HoDoKu's library does so), and the pair is the kind of its first fish, the one with the
// smaller cover sets: a Siamese Sashimi Swordfish is one whose first fish is sashimi.
#include "sudoku/hints/techniques/fish.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

/// `sashimi`: only the pairs whose first fish is (not) sashimi.
void report_pairs(const Board& board, StepSink& sink, const std::vector<Fish>& fishes, bool sashimi,
                  Technique technique, Technique each) {
    for_each_siamese_pair(board, fishes, [&](const Fish& first, const Fish& second) {
        return first.sashimi != sashimi || sink.add(siamese_fish_step(board, first, second, technique, each));
    });
}

void find_siamese_basic(const Board& board, StepSink& sink, int size, bool sashimi, Technique technique,
                        Technique each) {
    std::vector<Fish> fishes;
    for_each_fish(board, size, true, sink, [&](const Fish& fish) {
        fishes.push_back(fish);
        return true;
    });
    report_pairs(board, sink, fishes, sashimi, technique, each);
}

void find_siamese_general(const Board& board, StepSink& sink, FishShape shape, int size, Technique technique,
                          Technique each) {
    std::vector<Fish> fishes;
    for_each_general_fish(board, shape, size, true, sink, [&](const Fish& fish) {
        fishes.push_back(fish);
        return true;
    });
    report_pairs(board, sink, fishes, false, technique, each);
}

}  // namespace

void find_siamese_finned_x_wing(const Board& board, StepSink& sink) {
    find_siamese_basic(board, sink, 2, false, Technique::SiameseFinnedXWing, Technique::FinnedXWing);
}
void find_siamese_finned_swordfish(const Board& board, StepSink& sink) {
    find_siamese_basic(board, sink, 3, false, Technique::SiameseFinnedSwordfish, Technique::FinnedSwordfish);
}
void find_siamese_finned_jellyfish(const Board& board, StepSink& sink) {
    find_siamese_basic(board, sink, 4, false, Technique::SiameseFinnedJellyfish, Technique::FinnedJellyfish);
}
void find_siamese_sashimi_x_wing(const Board& board, StepSink& sink) {
    find_siamese_basic(board, sink, 2, true, Technique::SiameseSashimiXWing, Technique::SashimiXWing);
}
void find_siamese_sashimi_swordfish(const Board& board, StepSink& sink) {
    find_siamese_basic(board, sink, 3, true, Technique::SiameseSashimiSwordfish, Technique::SashimiSwordfish);
}
void find_siamese_sashimi_jellyfish(const Board& board, StepSink& sink) {
    find_siamese_basic(board, sink, 4, true, Technique::SiameseSashimiJellyfish, Technique::SashimiJellyfish);
}
void find_siamese_finned_franken_x_wing(const Board& board, StepSink& sink) {
    find_siamese_general(board, sink, FishShape::Franken, 2, Technique::SiameseFinnedFrankenXWing,
                         Technique::FinnedFrankenXWing);
}
void find_siamese_finned_franken_swordfish(const Board& board, StepSink& sink) {
    find_siamese_general(board, sink, FishShape::Franken, 3, Technique::SiameseFinnedFrankenSwordfish,
                         Technique::FinnedFrankenSwordfish);
}
void find_siamese_finned_franken_jellyfish(const Board& board, StepSink& sink) {
    find_siamese_general(board, sink, FishShape::Franken, 4, Technique::SiameseFinnedFrankenJellyfish,
                         Technique::FinnedFrankenJellyfish);
}
void find_siamese_finned_mutant_x_wing(const Board& board, StepSink& sink) {
    find_siamese_general(board, sink, FishShape::Mutant, 2, Technique::SiameseFinnedMutantXWing,
                         Technique::FinnedMutantXWing);
}
void find_siamese_finned_mutant_swordfish(const Board& board, StepSink& sink) {
    find_siamese_general(board, sink, FishShape::Mutant, 3, Technique::SiameseFinnedMutantSwordfish,
                         Technique::FinnedMutantSwordfish);
}
void find_siamese_finned_mutant_jellyfish(const Board& board, StepSink& sink) {
    find_siamese_general(board, sink, FishShape::Mutant, 4, Technique::SiameseFinnedMutantJellyfish,
                         Technique::FinnedMutantJellyfish);
}

}  // namespace sudoku::hints
