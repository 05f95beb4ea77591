// The ALS techniques beyond ALS-XZ, on the sets and restricted commons of als.hpp. An ALS that
// lacks one of its digits holds all the others; a restricted common x between two sets cannot be
// in both, so a set holding x forces its neighbour to lack x.
//   ALS-XY-Wing: A and C share restricted commons X, B and C share Y, X and Y not one same digit.
//     Were a digit z (common to A and B, in neither X nor Y) in neither A nor B, both would hold
//     all their other digits, and C would lack every digit of X and Y: more than one. So z lies in
//     A or B, and a cell seeing all its places in both loses it.
//   ALS-XY-Chain: the same along a chain A1 - A2 - … - An (four sets or more), each link's digits
//     those of its restricted commons not used by the link before: were z in neither A1 nor An,
//     A1 would hold the first link's digit, A2 lack it and hold the second's, … and An lack the
//     last link's digit, so hold z after all.
//   Death blossom: a stem cell whose every candidate d has a petal, an ALS whose every d sees the
//     stem. Whatever the stem holds, that digit's petal lacks it and holds all its other digits, so
//     a digit z of every petal (not a candidate of the stem) lies in one of them: a cell seeing all
//     their z loses it.
// Sets may overlap, as in HoDoKu's regression cases, as long as no restricted common lies in the
// overlap; eliminations never fall in the sets that carry the conclusion.
#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/hints/techniques/als.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

using als::Als;
using als::AlsField;
using als::Graph;
using als::Neighbour;
using als::neighbours_of;

/// The cells that lose z because z lies in A or B: they hold z and see all its places in both.
std::vector<Candidate> flank_eliminations(const AlsField& field, const Als& a, const Als& b, Digits excluded) {
    std::vector<Candidate> found;
    // Bit by bit, no vector of digits: the wing asks this of every two neighbours of every set.
    for (Digits zs = a.digits & b.digits & ~excluded; zs != 0; zs &= zs - 1) {
        const int z = std::countr_zero(zs) + 1;
        if (!field.can_lose_from_both(a, b, z)) continue;
        for (int cell : field.seeing_all({&a, &b}, z, {a.all, b.all})) found.push_back({cell, z});
    }
    return found;
}

std::string digits_or(const Board& board, Digits digits) {
    std::string text;
    for (int d : digits_of(digits)) text += (text.empty() ? "" : " or ") + board.digit_name(d);
    return text;
}

/// "z lies" or "each of {z1,z2} lies", for the digits eliminated.
std::string lies(const Board& board, const std::vector<Candidate>& eliminations) {
    std::vector<int> digits;
    for (const Candidate& c : eliminations) digits.push_back(c.digit);
    std::sort(digits.begin(), digits.end());
    digits.erase(std::unique(digits.begin(), digits.end()), digits.end());
    return digits.size() == 1 ? board.digit_name(digits[0]) + " lies"
                              : "each of " + board.digits_text(digits) + " lies";
}

void find_xy_wings(const AlsField& field, StepSink& sink) {
    const std::vector<Als>& alses = field.alses();
    const Graph& graph = neighbours_of(field, sink);
    for (std::size_t c = 0; c < alses.size(); ++c) {
        if (sink.stopped()) return;
        const std::vector<Neighbour>& around = graph[c];
        for (std::size_t i = 0; i < around.size(); ++i) {
            for (std::size_t j = i + 1; j < around.size(); ++j) {
                const Neighbour& x = around[i];
                const Neighbour& y = around[j];
                if (std::popcount(x.commons | y.commons) < 2) continue;
                const Als& a = alses[x.als];
                const Als& b = alses[y.als];
                if (field.sets().subset(a.all, b.all) || field.sets().subset(b.all, a.all)) continue;
                std::vector<Candidate> found = flank_eliminations(field, a, b, x.commons | y.commons);
                if (found.empty()) continue;
                const Als& pivot = alses[c];
                Step step{.technique = Technique::AlsXyWing,
                          .eliminations = std::move(found),
                          .units = {a.unit, b.unit, pivot.unit}};
                field.mark(step, a, Role::ColorA);
                field.mark(step, b, Role::ColorB);
                field.mark(step, pivot, Role::Pattern);
                for (int d : digits_of(x.commons))
                    step.chain.push_back({field.places_of(a, d), d, field.places_of(pivot, d), d, false});
                for (int d : digits_of(y.commons))
                    step.chain.push_back({field.places_of(pivot, d), d, field.places_of(b, d), d, false});
                step.reason = "ALS-XY-Wing: almost locked sets A = " + field.name(a) + ", B = " + field.name(b) +
                              " and C = " + field.name(pivot) + "; A and C cannot both hold " +
                              digits_or(field.board(), x.commons) + ", B and C cannot both hold " +
                              digits_or(field.board(), y.commons) +
                              "; were a common digit of A and B in neither, both would hold their other digits and C "
                              "would lack more than one digit, so " +
                              lies(field.board(), step.eliminations) +
                              " in A or B, and a cell seeing all its places in both loses it";
                if (!sink.add(std::move(step))) return;
            }
        }
    }
}

/// ALS-XY-Chains by a breadth-first search from each set over (set, digits of the link that
/// reached it), so that chains are found by their ends, not path by path: the number of paths
/// grows with their length to the power of the sets' degree. A state is reached with one, two or
/// three and more links; from three links on (four sets) a chain's ends are tried.
class ChainSearch {
public:
    ChainSearch(const AlsField& field, StepSink& sink)
        : field_(field), alses_(field.alses()), sink_(sink), graph_(neighbours_of(field, sink)) {}

    void run() {
        seen_.assign(alses_.size(), {});
        live_.assign(alses_.size(), 0);
        ending_.assign(alses_.size(), 0);
        ends_.assign(alses_.size(), 0);
        for (std::size_t i = 0; i < alses_.size(); ++i)
            for (int z : digits_of(alses_[i].digits))
                if (field_.can_lose(alses_[i], z)) live_[i] |= Digits{1} << (z - 1);
        index_losers();
        for (std::size_t start = 0; start < alses_.size(); ++start) {
            if (sink_.stopped()) return;
            Digits first_digits = 0;
            for (const Neighbour& n : graph_[start]) first_digits |= n.commons;
            if (!find_endings(start)) continue;
            for (int d : digits_of(first_digits))
                if (!from(start, d)) return;
        }
    }

private:
    static constexpr int kDepthClasses = 3;  ///< one link, two, three or more
    static constexpr int kMostLinks = 12;    ///< a walk longer than this is not followed

    struct Node {
        std::size_t als;
        Digits link;  ///< the digits the link into the set carried
        int depth;    ///< links so far, up to kDepthClasses (which stands for "three or more")
        int parent;   ///< index into nodes_; -1 for the first link
        int links;    ///< the walk's length
    };

    const AlsField& field_;
    const std::vector<Als>& alses_;
    StepSink& sink_;
    const Graph& graph_;
    std::vector<Node> nodes_;
    std::set<std::vector<Candidate>> reported_;              ///< the effects reported so far
    std::vector<std::vector<std::pair<Digits, int>>> seen_;  ///< per set: (link digits, depth) reached
    std::vector<std::size_t> touched_;                       ///< the sets whose seen_ is not empty
    std::vector<Digits> live_;                               ///< per set: its digits some cell outside it could lose
    std::vector<char> ends_;                                 ///< per set: it could end a chain from the current start
    std::vector<Digits> ending_;         ///< per set: the current start's digits a cell could lose from both
    std::size_t words_ = 0;              ///< 64-bit words of a set of sets
    std::vector<std::uint64_t> losers_;  ///< per digit and cell: index_losers()
    std::vector<std::uint64_t> reach_;   ///< scratch of find_endings

    /// Per digit and cell, the sets (bits of their indices) with a cell outside them that holds the
    /// digit there and sees all its places in the set: a start's ending sets are read off it
    /// instead of comparing the start with every set (n² pairs a search).
    void index_losers() {
        words_ = (alses_.size() + 63) / 64;
        const auto cells = static_cast<std::size_t>(field_.board().cells());
        losers_.assign(static_cast<std::size_t>(field_.board().side()) * cells * words_, 0);
        for (std::size_t i = 0; i < alses_.size(); ++i)
            for (int z : digits_of(live_[i]))
                field_.sets().cells_of({als::at(alses_[i].losing, z)}, {}, [&](int cell) {
                    losers_[loser_at(z, cell) + i / 64] |= std::uint64_t{1} << (i % 64);
                });
    }
    std::size_t loser_at(int digit, int cell) const {
        return (static_cast<std::size_t>(digit - 1) * static_cast<std::size_t>(field_.board().cells()) +
                static_cast<std::size_t>(cell)) *
               words_;
    }
    /// ending_ for `start`: per set, the start's live digits a cell could lose from both (a cell
    /// seeing all the digit's places in each); false when no set has any.
    bool find_endings(std::size_t start) {
        std::fill(ending_.begin(), ending_.end(), Digits{0});
        bool any = false;
        for (int z : digits_of(live_[start])) {
            reach_.assign(words_, 0);
            field_.sets().cells_of({als::at(alses_[start].losing, z)}, {}, [&](int cell) {
                const std::uint64_t* sets = losers_.data() + loser_at(z, cell);
                for (std::size_t w = 0; w < words_; ++w) reach_[w] |= sets[w];
            });
            reach_[start / 64] &= ~(std::uint64_t{1} << (start % 64));
            for (std::size_t w = 0; w < words_; ++w)
                for (std::uint64_t bits = reach_[w]; bits != 0; bits &= bits - 1) {
                    ending_[64 * w + static_cast<std::size_t>(std::countr_zero(bits))] |= Digits{1} << (z - 1);
                    any = true;
                }
        }
        return any;
    }

    bool visit(std::size_t als, Digits link, int depth, int parent, int links) {
        const int cls = std::min(depth, kDepthClasses);
        auto& seen = seen_[als];
        if (std::find(seen.begin(), seen.end(), std::pair{link, cls}) != seen.end()) return false;
        if (seen.empty()) touched_.push_back(als);
        seen.emplace_back(link, cls);
        nodes_.push_back({als, link, cls, parent, links});
        return true;
    }

    /// Every chain starting at `start` whose first link carries `first`.
    bool from(std::size_t start, int first) {
        const Als& head = alses_[start];
        const Digits first_bit = Digits{1} << (first - 1);
        // A digit of the start set that a cell could lose at all: anything else cannot be a z.
        const Digits live = live_[start] & ~first_bit;
        if (live == 0) return true;
        // The sets that could end a chain from here: a cell sees a live digit in both.
        bool any_end = false;
        for (std::size_t i = 0; i < alses_.size(); ++i) {
            ends_[i] = (ending_[i] & ~first_bit) != 0 ? 1 : 0;
            any_end = any_end || ends_[i] != 0;
        }
        if (!any_end) return true;
        nodes_.clear();
        for (std::size_t als : touched_) seen_[als].clear();
        touched_.clear();
        for (const Neighbour& n : graph_[start])
            if ((n.commons & first_bit) != 0) visit(n.als, first_bit, 1, -1, 1);
        for (std::size_t next = 0; next < nodes_.size(); ++next) {
            const Node node = nodes_[next];
            if (node.depth == kDepthClasses && ends_[node.als] != 0) {
                const Als& tail = alses_[node.als];
                if ((live & tail.digits & ~node.link) != 0) {
                    std::vector<Candidate> found = flank_eliminations(field_, head, tail, ~live | node.link);
                    if (!found.empty() && !report(start, static_cast<int>(next), std::move(found))) return false;
                }
            }
            if (node.links >= kMostLinks) continue;
            for (const Neighbour& n : graph_[node.als]) {
                const Digits link = n.commons & ~node.link;
                if (link != 0) visit(n.als, link, node.depth + 1, static_cast<int>(next), node.links + 1);
            }
        }
        return true;
    }

    bool report(std::size_t start, int last, std::vector<Candidate> found) {
        // The sink keeps one step per effect; many walks share one: build each effect's step once.
        std::sort(found.begin(), found.end());
        if (!reported_.insert(found).second) return true;
        std::vector<int> walk;  // node indices, last first
        for (int at = last; at >= 0; at = nodes_[static_cast<std::size_t>(at)].parent) walk.push_back(at);
        std::reverse(walk.begin(), walk.end());
        Step step{.technique = Technique::AlsXyChain, .eliminations = std::move(found)};
        const Als* previous = &alses_[start];
        step.units.push_back(previous->unit);
        field_.mark(step, *previous, Role::ColorA);
        std::string text = field_.name(*previous);
        for (std::size_t i = 0; i < walk.size(); ++i) {
            const Node& node = nodes_[static_cast<std::size_t>(walk[i])];
            const Als& set = alses_[node.als];
            if (std::find(step.units.begin(), step.units.end(), set.unit) == step.units.end())
                step.units.push_back(set.unit);
            field_.mark(step, set, i + 1 == walk.size() ? Role::ColorB : Role::Pattern);
            for (int d : digits_of(node.link))
                step.chain.push_back({field_.places_of(*previous, d), d, field_.places_of(set, d), d, false});
            text += " -" + digits_or(field_.board(), node.link) + "- " + field_.name(set);
            previous = &set;
        }
        step.reason = "ALS-XY-Chain: almost locked sets " + text +
                      ", each link a restricted common that the two sets cannot both hold; were a digit of the first "
                      "and the last set in neither, the first would hold its other digits and each set along the "
                      "chain would lack its link's digit and hold the next, until the last set lacked its link's "
                      "digit and held that digit after all; so " +
                      lies(field_.board(), step.eliminations) +
                      " in the first or the last set, and a cell seeing all its places "
                      "in both loses it";
        return sink_.add(std::move(step));
    }
};

/// Death blossoms: each stem cell, a petal per candidate chosen in turn, pruned as soon as no digit
/// common to the petals so far could still leave a cell.
class BlossomSearch {
public:
    BlossomSearch(const AlsField& field, StepSink& sink) : field_(field), alses_(field.alses()), sink_(sink) {}

    void run() {
        const Board& board = field_.board();
        for (int stem = 0; stem < board.cells(); ++stem) {
            if (sink_.stopped()) return;
            if (board.value(stem) != 0 || board.count(stem) < 2) continue;
            stem_ = stem;
            digits_ = digits_of(board.candidates(stem));
            petals_.assign(digits_.size(), {});
            bool every = true;
            for (std::size_t k = 0; k < digits_.size() && every; ++k) {
                const int d = digits_[k];
                for (std::size_t i = 0; i < alses_.size(); ++i) {
                    const Als& a = alses_[i];
                    if ((a.digits >> (d - 1) & 1u) != 0 && !field_.sets().has(a.all, stem) &&
                        field_.sets().has(als::at(a.seeing, d), stem))
                        petals_[k].push_back(i);
                }
                every = !petals_[k].empty();
            }
            if (!every) continue;
            chosen_.clear();
            if (!choose(0, ~board.candidates(stem))) return;
        }
    }

private:
    const AlsField& field_;
    const std::vector<Als>& alses_;
    StepSink& sink_;
    int stem_ = 0;
    std::vector<int> digits_;                       ///< the stem's candidates
    std::vector<std::vector<std::size_t>> petals_;  ///< per candidate: the sets that may be its petal
    std::vector<std::size_t> chosen_;

    /// The cells outside the petals and the stem that hold z and see every z of the petals.
    std::vector<int> losing(int z) const {
        std::vector<std::size_t> in = {field_.holding(z)};
        std::vector<std::size_t> out;
        for (std::size_t i : chosen_) {
            in.push_back(als::at(alses_[i].seeing, z));
            out.push_back(alses_[i].all);
        }
        std::vector<int> cells;
        field_.sets().cells_of(in, out, [&](int cell) {
            if (cell != stem_) cells.push_back(cell);
        });
        return cells;
    }

    /// Common: the digits every petal so far holds (and the stem lacks).
    bool choose(std::size_t k, Digits common) {
        if (k == digits_.size()) return report(common);
        for (std::size_t i : petals_[k]) {
            const Digits left = common & alses_[i].digits;
            if (left == 0) continue;
            chosen_.push_back(i);
            bool any = false;
            for (int z : digits_of(left)) any = any || !losing(z).empty();
            const bool go_on = !any || choose(k + 1, left);
            chosen_.pop_back();
            if (!go_on) return false;
        }
        return true;
    }

    bool report(Digits common) {
        Step step{.technique = Technique::DeathBlossom};
        for (int z : digits_of(common))
            for (int cell : losing(z)) step.eliminations.push_back({cell, z});
        if (step.eliminations.empty()) return true;
        const Board& board = field_.board();
        for (int d : digits_) step.marks.push_back({{stem_, d}, Role::Fin});
        std::string petals;
        for (std::size_t k = 0; k < digits_.size(); ++k) {
            const Als& petal = alses_[chosen_[k]];
            const int d = digits_[k];
            field_.mark(step, petal, k % 2 == 0 ? Role::ColorA : Role::ColorB);
            if (std::find(step.units.begin(), step.units.end(), petal.unit) == step.units.end())
                step.units.push_back(petal.unit);
            step.chain.push_back({{stem_}, d, field_.places_of(petal, d), d, false});
            petals += (petals.empty() ? "" : ", ") + board.digit_name(d) + ": " + field_.name(petal);
        }
        step.reason =
            "death blossom: stem " + board.cell_name(stem_) + " " +
            board.digits_text(digits_of(board.candidates(stem_))) + " with a petal for each candidate (" + petals +
            "), every place of the digit in its petal seeing the stem; whichever digit the stem "
            "holds, its petal lacks it and holds all its other digits, so " +
            lies(board, step.eliminations) + " in one of the petals, and a cell seeing all its places loses it";
        return sink_.add(std::move(step));
    }
};

}  // namespace

void find_als_xy_wing(const Board& board, StepSink& sink) { find_xy_wings(*AlsField::of(board), sink); }

void find_als_xy_chain(const Board& board, StepSink& sink) {
    const std::shared_ptr<const AlsField> field = AlsField::of(board);
    ChainSearch(*field, sink).run();
}

void find_death_blossom(const Board& board, StepSink& sink) {
    const std::shared_ptr<const AlsField> field = AlsField::of(board);
    BlossomSearch(*field, sink).run();
}

}  // namespace sudoku::hints
