// ALS-XZ. An almost locked set (ALS) is n unsolved cells of one unit holding n+1 digits between
// them: should it lose any one digit, the others are locked in it. Two ALS A and B with a
// restricted common digit x (every x of A sees every x of B, none in a cell they share) cannot
// both hold x, so one of them is locked on its other digits: any other common digit z then lies in
// A or B, and a cell seeing every z of both loses z. With two restricted commons (doubly linked)
// each set lacks exactly one of them, so every other digit of A is locked in A (and of B in B),
// and both commons, like every common digit, leave the cells seeing all their places in A and B.
// Sets may overlap, as in HoDoKu, as long as no restricted common lies in the overlap.
#include <algorithm>
#include <bit>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/hints/techniques/als.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

using als::Als;
using als::at;

class AlsXzSearch {
public:
    AlsXzSearch(const Board& board, StepSink& sink)
        : held_(als::AlsField::of(board)), field_(*held_), sets_(field_.sets()), sink_(sink) {}

    void run() {
        const als::Graph& graph = als::neighbours_of(field_, sink_);
        const std::vector<Als>& alses = field_.alses();
        for (std::size_t i = 0; i < graph.size(); ++i) {
            if (sink_.stopped()) return;
            for (const als::Neighbour& n : graph[i])
                if (n.als > i && !check(alses[i], alses[n.als], n.commons)) return;
        }
    }

private:
    std::shared_ptr<const als::AlsField> held_;
    const als::AlsField& field_;
    const als::CellSets& sets_;
    StepSink& sink_;
    std::vector<Candidate> found_;  ///< the eliminations of the pair being checked

    bool check(const Als& a, const Als& b, Digits links) {
        const Digits common = a.digits & b.digits;
        if (std::popcount(common) < 2) return true;        // x and z
        if (std::popcount(links) > 2) links &= links - 1;  // cannot happen in a valid position; keep two
        const bool doubly = std::popcount(links) == 2;
        found_.clear();
        // Every common digit but a lone restricted common lies in A or B.
        for (int z : digits_of(doubly ? common : common & ~links))
            sets_.cells_of({at(a.seeing, z), at(b.seeing, z), field_.holding(z)}, {a.all, b.all}, [&](int cell) {
                found_.push_back({cell, z});
            });
        if (doubly)
            for (const Als* locked : {&a, &b})
                for (int digit : digits_of(locked->digits & ~links))
                    sets_.cells_of({at(locked->seeing, digit), field_.holding(digit)}, {a.all, b.all}, [&](int cell) {
                        found_.push_back({cell, digit});
                    });
        if (found_.empty()) return true;
        Step step{.technique = Technique::AlsXz, .eliminations = found_, .units = {a.unit, b.unit}};
        field_.mark(step, a, Role::ColorA);
        field_.mark(step, b, Role::ColorB);
        for (int x : digits_of(links))
            step.chain.push_back({.from_cells = field_.places_of(a, x),
                                  .from_digit = x,
                                  .to_cells = field_.places_of(b, x),
                                  .to_digit = x});
        step.reason = reason(a, b, digits_of(links), step);
        return sink_.add(std::move(step));
    }

    std::string reason(const Als& a, const Als& b, const std::vector<int>& commons, const Step& step) const {
        const std::string sets = "almost locked sets A = " + field_.name(a) + " and B = " + field_.name(b);
        if (commons.size() == 2) {
            const std::string x1 = field_.board().digit_name(commons[0]);
            const std::string x2 = field_.board().digit_name(commons[1]);
            return "ALS-XZ, doubly linked: " + sets + "; the " + x1 + "s and the " + x2 +
                   "s of A all see those of B, so each set lacks exactly one of " + x1 + " and " + x2 +
                   " and holds all its other digits: a cell seeing every place of such a digit in its set, or "
                   "every place of a common digit in both, loses it";
        }
        std::vector<int> removed;
        for (const Candidate& c : step.eliminations) removed.push_back(c.digit);
        std::sort(removed.begin(), removed.end());
        removed.erase(std::unique(removed.begin(), removed.end()), removed.end());
        const std::string x = field_.board().digit_name(commons.front());
        const std::string z = removed.size() == 1 ? field_.board().digit_name(removed[0]) + " lies"
                                                  : "each of " + field_.board().digits_text(removed) + " lies";
        return "ALS-XZ: " + sets + "; every " + x + " of A sees every " + x + " of B, so one set lacks " + x +
               " and holds all its other digits; either way " + z +
               " in A or B, so a cell seeing all its places in both loses it";
    }
};

}  // namespace

void find_als_xz(const Board& board, StepSink& sink) { AlsXzSearch(board, sink).run(); }

}  // namespace sudoku::hints
