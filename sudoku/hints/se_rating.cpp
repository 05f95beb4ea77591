#include "sudoku/hints/se_rating.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace sudoku::hints {

namespace {

/// X links join one digit in two places, Y links two digits of one cell: SE rates a chain of only
/// one kind lower than one that mixes them.
struct LinkKinds {
    bool x = false;
    bool y = false;
};

LinkKinds kinds_of(const std::vector<Link>& chain) {
    LinkKinds kinds;
    for (const Link& link : chain) (link.from_digit == link.to_digit ? kinds.x : kinds.y) = true;
    return kinds;
}

/// A link from or to a group of cells (an empty rectangle's box): SE's chains have none.
bool grouped(const std::vector<Link>& chain) {
    return std::any_of(chain.begin(), chain.end(),
                       [](const Link& l) { return l.from_cells.size() > 1 || l.to_cells.size() > 1; });
}

/// What SE proves a one-digit step with when its plain chains cannot: a Nishio (7.5), assuming the
/// eliminated candidate and following the digit through every cell of the chain to a unit without
/// it; the nodes are those cells and the assumption.
double nishio_rating(const Step& step) {
    std::vector<int> cells;
    for (const Link& link : step.chain) {
        cells.insert(cells.end(), link.from_cells.begin(), link.from_cells.end());
        cells.insert(cells.end(), link.to_cells.begin(), link.to_cells.end());
    }
    // Iterator algorithms, not std::ranges: Debian's emscripten libc++ lacks the latter.
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return 7.5 + se_length_bonus(static_cast<int>(cells.size()) + 1);
}

/// SE's forcing chains and cycles: 6.6 for an X- or Y-only chain (6.5 for an X-only loop), 7.0
/// for one that mixes them, plus the length adjustment. A loop's last link returns to its first
/// node, so it has as many nodes as links.
double chain_rating(const Step& step, bool loop) {
    if (grouped(step.chain)) return nishio_rating(step);
    const LinkKinds kinds = kinds_of(step.chain);
    const double base = kinds.x && kinds.y ? 7.0 : loop && !kinds.y ? 6.5 : 6.6;
    const int nodes = static_cast<int>(step.chain.size()) + (loop ? 0 : 1);
    return base + se_length_bonus(nodes);
}

/// The facts a forcing chain step rests on: one each of its links' ends (SE's "complexity").
int forcing_nodes(const Step& step) { return static_cast<int>(step.chain.size()) + 1; }

/// Every link of the step keeps the premise's digit: SE's Nishio.
bool one_digit(const Step& step) {
    return !step.chain.empty() && std::all_of(step.chain.begin(), step.chain.end(), [&](const Link& link) {
        return link.from_digit == step.chain.front().from_digit && link.to_digit == link.from_digit;
    });
}

}  // namespace

double se_length_bonus(int nodes) {
    double added = 0;
    int ceiling = 4;
    bool odd = false;
    for (int length = nodes; length > ceiling; odd = !odd) {
        added += 0.1;
        ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
    }
    return std::round(added * 10) / 10;
}

double se_rating(const Step& step, int side) {
    const double table = info(step.technique).se_rating;
    switch (step.technique) {
        case Technique::HiddenSingle:
            if (step.units.empty()) return table;
            return step.units.front() >= 2 * side ? 1.2 : 1.5;
        case Technique::Skyscraper:
        case Technique::TwoStringKite:
        case Technique::TurbotFish:
        case Technique::EmptyRectangle:
        case Technique::WWing:
        case Technique::RemotePair:
        case Technique::XChain:
        case Technique::XYChain:
        case Technique::DiscontinuousNiceLoop:
        case Technique::GroupedDiscontinuousNiceLoop:  // SE lacks groups: its Nishio (see nishio_rating)
        case Technique::GroupedAic:
        case Technique::Aic: return step.chain.empty() ? table : chain_rating(step, false);
        case Technique::ContinuousNiceLoop:
        case Technique::GroupedContinuousNiceLoop: return step.chain.empty() ? table : chain_rating(step, true);
        case Technique::NishioForcingChain:
        case Technique::MultipleForcingChain:
        case Technique::DynamicForcingChain:
        case Technique::DynamicForcingChainPlus:
        case Technique::NestedForcingChain:
        case Technique::NestedMultipleForcingChain:
        case Technique::NestedDynamicForcingChain:
        case Technique::NestedDynamicForcingChainPlus:
            // SE's rule plus its length adjustment, which SE takes on the complexity less two.
            return table + se_length_bonus(step.complexity - 2);
        case Technique::ForcingChainContradiction:
            // SE's Nishio (one digit) 7.5, its dynamic contradiction chains 8.5, plus length.
            return (one_digit(step) ? 7.5 : 8.5) + se_length_bonus(forcing_nodes(step));
        case Technique::ForcingChainVerity:
            // SE's cell and region forcing chains: 8.0 for chains of single links, 8.5 dynamic;
            // ours follow singles through the whole grid, as SE's dynamic chains do.
            return 8.5 + se_length_bonus(forcing_nodes(step));
        default: return table;
    }
}

}  // namespace sudoku::hints
