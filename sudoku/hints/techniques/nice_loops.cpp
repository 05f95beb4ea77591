// Nice loops and AICs: alternating chains through any candidates. A chain that leaves a cell and
// comes back to it is a loop. Continuous: its links alternate all the way round, so every weak link
// in it is strong as well, and what sees both ends of one goes. Discontinuous: the alternation
// breaks at the start, which proves something about the start cell. An AIC (alternating inference
// chain) begins and ends with strong links in different cells: one of its ends is true. The cases
// and what each removes are those of Hobiger's HoDoKu (its regression library checks them).
// The grouped kinds are the same chains with groups as nodes (a digit's candidates where a line
// crosses a box, see chains.hpp), at least one of them; with FinderOptions::als_nodes almost
// locked sets may be nodes too, as HoDoKu allows when asked.
#include <algorithm>
#include <bit>
#include <optional>
#include <string>

#include "sudoku/hints/techniques/candidates_snapshot.hpp"
#include "sudoku/hints/techniques/chains.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

using chains::Chain;
using chains::Node;

constexpr int kMinLoopLinks = 3;       // HoDoKu's nice loops are longer than two links
constexpr std::size_t kWaysRound = 8;  // shortest loops through one start tried, each proving its own

/// The candidates of `cell` other than `keep`.
void add_others(const Board& board, int cell, Digits keep, std::vector<Candidate>& out) {
    for (int digit : digits_of(board.candidates(cell) & ~keep)) out.push_back({cell, digit});
}

Digits bit(int digit) { return Digits{1} << (digit - 1); }

/// Whether a step's chain has a group or a set in it (the way through a set links two digits in
/// different cells).
bool grouped_chain(const Step& step) {
    return std::any_of(step.chain.begin(), step.chain.end(), [](const Link& link) {
        return link.from_cells.size() > 1 || link.to_cells.size() > 1 ||
               (link.from_digit != link.to_digit && link.from_cells != link.to_cells);
    });
}

/// A continuous loop (its last node back at its start, or in the start's cell): every weak link
/// is strong too, so what sees both ends of one cannot be true.
std::vector<Candidate> continuous_eliminations(const Board& board, const Chain& loop) {
    // as HoDoKu does, a cell of the loop loses only what shares a cell with a weak link
    std::vector<int> loop_cells;
    for (const Node& node : loop)
        for (int cell : chains::all_cells_of(board, node)) loop_cells.push_back(cell);
    const auto in_loop = [&](int cell) {
        return std::find(loop_cells.begin(), loop_cells.end(), cell) != loop_cells.end();
    };
    std::vector<Candidate> out;
    for (std::size_t i = 1; i < loop.size(); ++i) {
        const Node& from = loop[i - 1];
        const Node& to = loop[i];
        if (from.is_als() && to.is_als() && from.als == to.als) {
            // entered by one digit and left by another: one way round the set lacks the first, the
            // other way the second, so it holds its other digits either way
            const Digits locked = chains::set_digits(board, to) & ~bit(from.candidate.digit) & ~bit(to.candidate.digit);
            for (int digit : digits_of(locked))
                for (int cell : board.seen_by_all(chains::set_places(board, to, digit), digit))
                    out.push_back({cell, digit});
            continue;
        }
        if (chains::strong_link(from, to)) continue;
        if (from.is_candidate() && to.is_candidate() && from.candidate.cell == to.candidate.cell)
            add_others(board, to.candidate.cell, bit(from.candidate.digit) | bit(to.candidate.digit), out);
        else
            for (const Candidate& c : chains::seen_by_both(board, from, to, to.candidate.digit))
                if (!in_loop(c.cell)) out.push_back(c);
    }
    return out;
}

/// What a loop proves, by the way its alternation closes at the start.
enum class NiceLoopCase {
    Continuous,          ///< the links alternate all the way round
    TrueImpliesFalse,    ///< the start's candidate true leads to it false: it goes
    FalseImpliesTrue,    ///< false leads to true: the cell's other candidates go
    DigitExcludesDigit,  ///< one digit of the start cell leads to another true: the first goes
};

/// A loop found, before its step is written (most are never shown: the words wait until one is).
struct NiceLoop {
    NiceLoopCase kind = NiceLoopCase::Continuous;
    Chain chain;  ///< as the step shows it
    std::vector<Candidate> eliminations;
};

/// Whether a chain from `start` to `end` in its cell can close a loop (a strong link at either end,
/// the same digit, or a start cell with two candidates): the ends alone decide.
bool closes(const Board& board, const Node& start, const Node& end) {
    return start.candidate.digit == end.candidate.digit || !start.on || end.on ||
           board.count(start.candidate.cell) == 2;
}

/// What a chain from a candidate back to its cell proves; nullopt when no strong link closes it,
/// or when a continuous loop goes through a forcing (HoDoKu's loops close through their start
/// cell's links, and a forcing in a continuous loop would hide the links it stands for).
std::optional<NiceLoop> nice_loop_of(const Board& board, Chain chain) {
    const Node start = chain.front();
    const Node end = chain.back();
    const int cell = start.candidate.cell;
    const bool first_strong = !start.on;
    const bool last_strong = end.on;
    const bool same = start.candidate.digit == end.candidate.digit;
    if (!closes(board, start, end)) return std::nullopt;
    NiceLoop loop;
    if (same != (first_strong != last_strong)) {  // the alternation breaks at the start: discontinuous
        if (same && !first_strong) {
            loop.kind = NiceLoopCase::TrueImpliesFalse;
            loop.eliminations.push_back(start.candidate);
        } else if (same) {
            loop.kind = NiceLoopCase::FalseImpliesTrue;
            add_others(board, cell, bit(start.candidate.digit), loop.eliminations);
        } else {
            loop.kind = NiceLoopCase::DigitExcludesDigit;
            if (first_strong) chain = chains::reversed(chain);
            loop.eliminations.push_back(chain.front().candidate);
        }
        loop.chain = std::move(chain);
        return loop;
    }
    for (std::size_t i = 1; i < chain.size(); ++i)
        if (chains::forcing_link(chain[i - 1], chain[i])) return std::nullopt;
    if (!same) chain.push_back(start);  // the link inside the start cell
    loop.eliminations = continuous_eliminations(board, chain);
    loop.chain = std::move(chain);
    return loop;
}

/// The step of a loop (with `grouped`: of the grouped kinds), with its words.
Step nice_loop_step(const Board& board, const NiceLoop& loop, bool grouped) {
    const Chain& chain = loop.chain;
    const bool continuous = loop.kind == NiceLoopCase::Continuous;
    const Technique technique =
        grouped ? (continuous ? Technique::GroupedContinuousNiceLoop : Technique::GroupedDiscontinuousNiceLoop)
                : (continuous ? Technique::ContinuousNiceLoop : Technique::DiscontinuousNiceLoop);
    const std::string title = grouped ? "Grouped " : "";
    Step step{.technique = technique, .eliminations = loop.eliminations};
    chains::describe(board, chain, step);
    std::string conclusion;
    switch (loop.kind) {
        case NiceLoopCase::Continuous:
            step.reason = title + "Continuous Nice Loop: if " + chains::implications_text(board, chain) +
                          ", back where it began; the loop closes, so each weak link in it is strong as well (one "
                          "of its two candidates is true), and what sees both of them, or shares their cell, goes";
            return step;
        case NiceLoopCase::TrueImpliesFalse:
            conclusion = "; that contradicts the start, so " + chains::node_text(board, chain.back());
            break;
        case NiceLoopCase::FalseImpliesTrue:
            conclusion =
                "; so " + chains::node_text(board, chain.back()) + " either way, and it loses its other candidates";
            break;
        case NiceLoopCase::DigitExcludesDigit:
            conclusion =
                "; but a cell holds one digit, so " + chains::node_text(board, {chain.front().candidate, false});
            break;
    }
    step.reason = title + "Discontinuous Nice Loop: if " + chains::implications_text(board, chain) + conclusion;
    return step;
}

/// A position the plain chain search (no groups, no sets) went through, to tell when another one
/// has only chains it had: candidates within its own, with the same strong links (the same cells
/// of two, the same units where a digit has two places). A candidate gone then had no strong link
/// (its cell or unit would have changed them), and the plain search goes on only from candidates
/// with one, but in its start cell: from every start left it walks the same links in the same
/// order, and only ends in its own cell may be missing. What a chain removes only shrinks as
/// candidates go, so where none of the chains of one kind removed anything, none does here.
class PlainPosition {
public:
    bool covers(const Board& board) const { return candidates_.contains(board) && strong_links_of(board) == strong_; }
    void remember(const Board& board) {
        candidates_.take(board);
        strong_ = strong_links_of(board);
    }
    void forget() { candidates_.clear(); }

private:
    /// Per cell, whether it has two candidates; then per unit and digit, whether it has two places.
    static std::vector<char> strong_links_of(const Board& board) {
        std::vector<char> strong;
        strong.reserve(static_cast<std::size_t>(board.cells() + 3 * board.side() * board.side()));
        for (int cell = 0; cell < board.cells(); ++cell) strong.push_back(board.count(cell) == 2 ? 1 : 0);
        for (int unit = 0; unit < 3 * board.side(); ++unit)
            for (int digit = 1; digit <= board.side(); ++digit)
                strong.push_back(std::popcount(board.where(unit, digit)) == 2 ? 1 : 0);
        return strong;
    }

    CandidatesSnapshot candidates_;
    std::vector<char> strong_;
};

/// The loops of one position, both kinds: one search finds them, and SE's order asks for the
/// continuous ones and then, on the same position, the discontinuous ones. Each kind is kept
/// shortest first (stable: the order found among loops of one length).
struct Loops {
    std::vector<Digits> position;  ///< each cell's candidates
    bool unique = false;
    bool alses = false;  ///< sets as nodes (FinderOptions::als_nodes)
    std::vector<NiceLoop> continuous;
    std::vector<NiceLoop> discontinuous;
    PlainPosition plain;  ///< the position, for the plain search
};

std::vector<Digits> position_of(const Board& board) {
    std::vector<Digits> position(static_cast<std::size_t>(board.cells()));
    for (int cell = 0; cell < board.cells(); ++cell) position[static_cast<std::size_t>(cell)] = board.candidates(cell);
    return position;
}

/// The chain search without groups of the last position, per thread: the nice loops and the AICs
/// of a position, asked one after the other in either order, share its links.
chains::Search& plain_search(const Board& board) {
    struct Last {
        std::vector<Digits> position;
        std::optional<chains::Search> search;
    };
    thread_local Last last;
    std::vector<Digits> position = position_of(board);
    if (last.search && position == last.position) {
        last.search->rebind(board);
        return *last.search;
    }
    last.search.reset();
    last.position = std::move(position);
    return last.search.emplace(board, chains::Rules{});
}

void sort_loops_shortest_first(std::vector<NiceLoop>& loops) {
    std::stable_sort(loops.begin(), loops.end(),
                     [](const NiceLoop& a, const NiceLoop& b) { return a.chain.size() < b.chain.size(); });
}

/// Every loop of the position (with `grouped`: those with a group or, with loops.alses, a set);
/// false when the sink's limits cut the search short.
bool search_loops(const Board& board, StepSink& sink, bool grouped, Loops& loops) {
    std::optional<chains::Search> grouped_search;
    chains::Search& search =
        grouped
            ? grouped_search.emplace(
                  board, chains::Rules{.groups = true, .alses = loops.alses, .back_to_start = true, .detours = true})
            : plain_search(board);
    const chains::Kind kind = grouped ? chains::Kind::Grouped : chains::Kind::Plain;
    std::vector<Node> ends;
    for (int cell = 0; cell < board.cells(); ++cell) {
        if (sink.stopped()) return false;
        for (int digit : digits_of(board.candidates(cell))) {
            for (bool on : {true, false}) {
                ends.clear();
                search.run({cell, digit}, on, true, [&](const Node& node, int links) {
                    if (!node.is_candidate())  // a group or set holding the start cell ends no nice loop
                        return !chains::holds_cell(board, node, cell);
                    if (node.candidate.cell != cell) return true;
                    if (links >= kMinLoopLinks && closes(board, {{cell, digit}, on}, node)) ends.push_back(node);
                    return false;  // back in the start cell: the loop closes here
                });
                for (const Node& end : ends) {
                    std::vector<Chain> ways = search.chains_to(end, kWaysRound);
                    const auto taken = [&](const Chain& chain) {
                        return chains::of_kind(chain, kind) && chains::is_nice(board, chain, true);
                    };
                    // a loop kept that goes round nicely but without a group is a plain loop's
                    const auto round = [&](const Chain& chain) { return nice_loop_of(board, chain).has_value(); };
                    if (grouped && std::none_of(ways.begin(), ways.end(), [&](const Chain& chain) {
                            return chains::is_nice(board, chain, true) && round(chain);
                        })) {
                        ways.clear();  // none kept goes round nicely: look further
                        Chain chain = search.detour_to(end, true, round);
                        if (!chain.empty()) ways.push_back(std::move(chain));
                    }
                    for (Chain& chain : ways) {
                        if (!taken(chain)) continue;
                        std::optional<NiceLoop> loop = nice_loop_of(board, std::move(chain));
                        if (!loop) continue;
                        (loop->kind == NiceLoopCase::Continuous ? loops.continuous : loops.discontinuous)
                            .push_back(std::move(*loop));
                    }
                }
            }
        }
    }
    sort_loops_shortest_first(loops.continuous);
    sort_loops_shortest_first(loops.discontinuous);
    return true;
}

void find_loops(const Board& board, StepSink& sink, bool grouped, bool continuous) {
    // The last position's loops, per thread and kind of node: the second kind of loop asked for on
    // a position costs nothing.
    thread_local Loops last_plain;
    thread_local Loops last_grouped;
    Loops& last = grouped ? last_grouped : last_plain;
    std::vector<Digits> position = position_of(board);
    const bool alses = grouped && sink.options().als_nodes;
    if (position != last.position || board.unique() != last.unique || alses != last.alses) {
        // Where the last position's plain loops of this kind removed nothing, so do these.
        const std::vector<NiceLoop>& kind = continuous ? last.continuous : last.discontinuous;
        if (!grouped &&
            std::all_of(kind.begin(), kind.end(), [](const NiceLoop& loop) { return loop.eliminations.empty(); }) &&
            last.plain.covers(board))
            return;
        Loops loops{.position = std::move(position), .unique = board.unique(), .alses = alses};
        last = Loops{};
        if (!search_loops(board, sink, grouped, loops)) return;  // cut short: nothing kept
        if (!grouped) loops.plain.remember(board);
        last = std::move(loops);
    }
    // Only the loops the sink takes are written out; one that removes nothing would add nothing.
    for (const NiceLoop& loop : continuous ? last.continuous : last.discontinuous)
        if (!loop.eliminations.empty() && !sink.add(nice_loop_step(board, loop, grouped))) return;
}

/// AICs (with `grouped`: those with a group), as steps of `technique`.
void find_aics(const Board& board, StepSink& sink, bool grouped, Technique technique) {
    thread_local PlainPosition no_plain_aic;  // the last position where plain AICs removed nothing
    if (!grouped) {
        if (no_plain_aic.covers(board)) return;
        no_plain_aic.forget();
    }
    std::vector<Step> found;
    std::optional<chains::Search> grouped_search;
    chains::Search& search =
        grouped ? grouped_search.emplace(
                      board, chains::Rules{.groups = true, .alses = sink.options().als_nodes, .detours = true})
                : plain_search(board);
    const chains::Kind kind = grouped ? chains::Kind::Grouped : chains::Kind::Plain;
    const std::string title = grouped ? "Grouped AIC" : "AIC";
    std::vector<Node> same_digit;
    std::vector<Node> other_digit;
    std::vector<Step> candidates;
    for (int cell = 0; cell < board.cells(); ++cell) {
        if (sink.stopped()) return;
        for (int digit : digits_of(board.candidates(cell))) {
            const Candidate start{cell, digit};
            same_digit.clear();
            other_digit.clear();
            search.run(start, false, false, [&](const Node& node, int links) {
                if (!node.is_candidate()) return true;               // a chain ends in a candidate
                if (node.candidate.cell == cell) return links == 1;  // only a first link may stay in the cell
                if (!node.on || links < kMinLoopLinks || node.candidate < start) return true;  // each pair once
                if (node.candidate.digit == digit) same_digit.push_back(node);
                else if (board.sees(cell, node.candidate.cell)) other_digit.push_back(node);
                return true;
            });
            candidates.clear();
            chains::ends_of_one_digit(search, start, same_digit, technique, title, candidates, kind);
            for (const Node& end : other_digit) {
                // one of the two is true, and they see each other: neither can take the other's digit
                Step step{.technique = technique};
                if (board.has(cell, end.candidate.digit)) step.eliminations.push_back({cell, end.candidate.digit});
                if (board.has(end.candidate.cell, digit)) step.eliminations.push_back({end.candidate.cell, digit});
                if (step.eliminations.empty()) continue;
                const Chain chain = search.nice_chain_to(end, false, kind);
                if (chain.empty()) continue;
                chains::describe(board, chain, step);
                step.reason = title + ": if " + chains::implications_text(board, chain) + "; so " +
                              chains::node_text(board, {start, true}) + " or " + chains::node_text(board, end) +
                              ", and as the two cells see each other";
                for (std::size_t i = 0; i < step.eliminations.size(); ++i)
                    step.reason += (i == 0 ? ", " : " and ") + chains::node_text(board, {step.eliminations[i], false});
                candidates.push_back(std::move(step));
            }
            for (Step& step : candidates)
                if (grouped == grouped_chain(step)) found.push_back(std::move(step));
        }
    }
    if (!grouped && found.empty()) no_plain_aic.remember(board);
    chains::add_shortest_first(std::move(found), sink);
}

}  // namespace

void find_continuous_nice_loop(const Board& board, StepSink& sink) { find_loops(board, sink, false, true); }
void find_discontinuous_nice_loop(const Board& board, StepSink& sink) { find_loops(board, sink, false, false); }
void find_aic(const Board& board, StepSink& sink) { find_aics(board, sink, false, Technique::Aic); }
void find_grouped_continuous_nice_loop(const Board& board, StepSink& sink) { find_loops(board, sink, true, true); }
void find_grouped_discontinuous_nice_loop(const Board& board, StepSink& sink) { find_loops(board, sink, true, false); }
void find_grouped_aic(const Board& board, StepSink& sink) { find_aics(board, sink, true, Technique::GroupedAic); }

}  // namespace sudoku::hints
