#include "sudoku/hints/se_rating.hpp"

#include <algorithm>
#include <cmath>

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

/// SE's forcing chains and cycles: 6.6 for an X- or Y-only chain (6.5 for an X-only loop), 7.0
/// for one that mixes them, plus the length adjustment. A loop's last link returns to its first
/// node, so it has as many nodes as links.
double chain_rating(const Step& step, bool loop) {
    const LinkKinds kinds = kinds_of(step.chain);
    const double base = kinds.x && kinds.y ? 7.0 : loop && !kinds.y ? 6.5 : 6.6;
    const int nodes = static_cast<int>(step.chain.size()) + (loop ? 0 : 1);
    return base + se_length_bonus(nodes);
}

/// The facts a forcing chain step rests on: one each of its links' ends (SE's "complexity").
int forcing_nodes(const Step& step) { return static_cast<int>(step.chain.size()) + 1; }

/// Every link of the step keeps the premise's digit: SE's Nishio.
bool one_digit(const Step& step) {
    return !step.chain.empty() && std::ranges::all_of(step.chain, [&](const Link& link) {
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
        case Technique::EmptyRectangle:
        case Technique::WWing:
        case Technique::RemotePair:
        case Technique::XChain:
        case Technique::XYChain:
        case Technique::DiscontinuousNiceLoop:
        case Technique::Aic: return step.chain.empty() ? table : chain_rating(step, false);
        case Technique::ContinuousNiceLoop: return step.chain.empty() ? table : chain_rating(step, true);
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
