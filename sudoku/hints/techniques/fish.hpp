#pragma once
/// The search shared by basic and finned fish (basic_fish.cpp, finned_fish.cpp). A fish of size k on
/// a digit: k base lines (rows, or columns) whose candidates of the digit lie in k cover lines of
/// the other direction, apart from fins. Without fins every cover line has its digit in a base
/// line, so the cover lines' other cells lose it; with fins, either a fin is the digit or the fish
/// holds, so only the cover cells that see every fin lose it — for parallel lines, the cover cells
/// in the fins' box, which is why the fins must share one box.
///
/// The generalised fish (for_each_general_fish, HoDoKu's Franken and mutant fish) take boxes as base
/// and cover sets too: k base sets holding the digit in disjoint cells (a cell in two base sets is
/// an endo fin) and k cover sets holding every base cell but the fins. Each base set holds the digit
/// once, so without fins the k cover sets hold it only in base cells: their other cells lose it, and
/// so does a base cell in two cover sets (cannibalism). With fins, the cells that see every fin.

#include <functional>
#include <vector>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/step.hpp"

namespace sudoku::hints {

struct Fish {
    int digit = 0;
    std::vector<int> base;       ///< base units (all rows or all columns for a basic fish), increasing
    std::vector<int> cover;      ///< cover units (of the other direction for a basic fish), increasing
    std::vector<int> body;       ///< the base sets' candidates inside the cover sets (but endo fins)
    std::vector<int> fins;       ///< the base sets' candidates outside them (in one box for a basic fish)
    std::vector<int> endo_fins;  ///< candidates in two base sets (generalised fish only)
    /// Some base line keeps at most one candidate besides its fins (HoDoKu's definition).
    bool sashimi = false;
};

/// Calls found(fish) for every fish of `size` lines on every digit, rows as base lines first, then
/// columns: the basic ones (finned false) or the ones with fins and at least one cell to eliminate
/// (finned true). Stops as soon as found returns false, or once `sink` is stopped (a limit).
void for_each_fish(const Board& board, int size, bool finned, StepSink& sink,
                   const std::function<bool(const Fish&)>& found);

/// The shape of a fish by the kinds of its sets, as HoDoKu names them: basic (rows and columns, one
/// kind each), Franken (lines of one direction, with boxes, against lines of the other, with boxes)
/// or mutant (any other mix).
enum class FishShape { Basic, Franken, Mutant };

/// HoDoKu's limits on a generalised fish's fins (its defaults): at most five, two of them endo fins.
inline constexpr int kMostFins = 5;
inline constexpr int kMostEndoFins = 2;

/// Calls found(fish) for every fish of `size` sets of `shape` (Franken or mutant) on every digit
/// with something to eliminate: without fins (finned false) or with one to kMostFins fins, endo fins
/// included (finned true). Franken base sets are rows and boxes against columns and boxes, then the
/// reverse; mutant ones any units. Grids of up to 256 cells (16×16); larger ones find none. Stops as
/// for_each_fish does.
void for_each_general_fish(const Board& board, FishShape shape, int size, bool finned, StepSink& sink,
                           const std::function<bool(const Fish&)>& found);

/// What the fish eliminates, the cells that see every fin (and endo fin): the cover sets'
/// candidates outside the base sets, and the base cells in two cover sets.
std::vector<Candidate> fish_eliminations(const Board& board, const Fish& fish);

/// The step for a fish: its eliminations, units (base then cover), marks (body as Pattern, fins as
/// Fin) and the reason in words; a fish that removes nothing gets no words (a sink drops it).
Step fish_step(const Board& board, const Fish& fish, Technique technique);

/// HoDoKu's Siamese fish: two fish of one kind, digit and base sets with different eliminations
/// (fins that differ), shown as one step that takes both fish's eliminations. Every pair of
/// `fishes` that qualifies, the first of each pair the one with the smaller cover sets (HoDoKu's
/// order, whose type the pair takes); stops once found returns false.
void for_each_siamese_pair(const Board& board, const std::vector<Fish>& fishes,
                           const std::function<bool(const Fish&, const Fish&)>& found);

/// The step of a Siamese pair: both fish's eliminations, sets and marks, and both reasons, each
/// worded as a fish of technique `each` (the pair's kind: Finned Swordfish for a Siamese one).
Step siamese_fish_step(const Board& board, const Fish& first, const Fish& second, Technique technique, Technique each);

}  // namespace sudoku::hints
