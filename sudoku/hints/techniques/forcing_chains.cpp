// Forcing chains, the last logical resort before guessing: assume a candidate true or false and
// follow what singles then force (implications.hpp). Contradiction: the assumption empties a cell
// or leaves a digit without a place in a unit, so it is false. Verity: every candidate of a cell,
// or every place of a digit in a unit, forces the same placement or elimination, so it holds.
// Cheap assumptions first (bivalue cells and two-place digits), and the shortest reasoning first
// among those, so the step a person is shown is the easiest to follow.
#include <algorithm>
#include <string>

#include "sudoku/hints/techniques/forcing_text.hpp"
#include "sudoku/hints/techniques/implications.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

using namespace forcing;

// ---- contradiction ----

struct Refuted {
    Premise premise;
    std::size_t length = 0;  ///< facts the contradiction rests on
};

Step contradiction_step(const Board& board, Implications& implications, const Premise& premise) {
    implications.assume(premise.candidate, premise.on);
    const Clash& clash = *implications.clash();
    const std::vector<int> path = implications.ancestry(clash.reasons);
    Step step{.technique = Technique::ForcingChainContradiction};
    if (premise.on) step.eliminations.push_back(premise.candidate);
    else step.placements.push_back(premise.candidate);
    add_path(implications, path, step);
    add_unit(step, clash.unit);
    if (clash.cell >= 0)
        for (int digit : digits_of(board.candidates(clash.cell))) add_mark(step, {clash.cell, digit}, Role::ColorB);
    const std::string cell = board.cell_name(premise.candidate.cell);
    const std::string digit = board.digit_name(premise.candidate.digit);
    step.reason = "forcing chain, " +
                  branch_text(board, premise, placements_text(board, implications, path), clash_text(board, clash)) +
                  ", so " + cell + (premise.on ? " is not " : " is ") + digit;
    return step;
}

/// The assumptions to try, cheapest first: a value of a bivalue cell; any other value; a
/// candidate of a cell with three or more taken away (in a bivalue cell that is assuming the other).
std::vector<std::vector<Premise>> contradiction_tiers(const Board& board) {
    std::vector<std::vector<Premise>> tiers(3);
    for (int cell = 0; cell < board.cells(); ++cell) {
        const int count = board.count(cell);
        for (int digit : digits_of(board.candidates(cell))) {
            tiers[count == 2 ? 0 : 1].push_back({{cell, digit}, true});
            if (count > 2) tiers[2].push_back({{cell, digit}, false});
        }
    }
    return tiers;
}

// ---- verity ----

/// A verity follows every candidate of a cell or every place of a digit in a unit: up to four
/// branches, which a person can still follow, and which keep large open grids fast.
constexpr int kMostBranches = 4;

/// A cell's candidates, or a unit's places for a digit: one of them is true.
struct Group {
    int unit = -1;  ///< -1: the candidates of `premises`' cell
    std::vector<Premise> premises;
};

struct Common {
    std::size_t group = 0;
    Candidate candidate;
    bool on = false;
    long length = 0;  ///< the depths of the fact summed over the branches
    int longest = 0;  ///< its greatest depth in one branch
};

/// Every group of `size` branches: the cells with `size` candidates, then the unit digits with
/// `size` places.
std::vector<Group> groups_of(const Board& board, int size) {
    std::vector<Group> groups;
    for (int cell = 0; cell < board.cells(); ++cell) {
        if (board.count(cell) != size) continue;
        Group group;
        for (int digit : digits_of(board.candidates(cell))) group.premises.push_back({{cell, digit}, true});
        groups.push_back(std::move(group));
    }
    for (int unit = 0; unit < 3 * board.side(); ++unit)
        for (int digit = 1; digit <= board.side(); ++digit) {
            const Positions where = board.where(unit, digit);
            if (std::popcount(where) != size) continue;
            Group group{.unit = unit};
            for (int i : positions_of(where)) group.premises.push_back({{board.unit_cell(unit, i), digit}, true});
            groups.push_back(std::move(group));
        }
    return groups;
}

/// What one assumption forces, kept for every group it belongs to: (fact id, depth) pairs.
struct AssumptionBranch {
    bool known = false;
    bool clash = false;
    std::vector<std::pair<int, int>> facts;
};

class VeritySearch {
public:
    explicit VeritySearch(const Board& board)
        : board_(board),
          implications_(board),
          branches_(static_cast<std::size_t>(board.cells() * board.side())),
          hits_(static_cast<std::size_t>(implications_.fact_count()), 0),
          depths_(static_cast<std::size_t>(implications_.fact_count()), 0),
          longest_(static_cast<std::size_t>(implications_.fact_count()), 0) {}

    /// The facts every branch of `group` forces, unless one of them leads to a contradiction.
    void common_facts(std::size_t index, const Group& group, std::vector<Common>& found) {
        std::vector<const AssumptionBranch*> branches;
        for (const Premise& premise : group.premises) {
            const AssumptionBranch& branch = branch_of(premise.candidate);
            if (branch.clash) return;
            branches.push_back(&branch);
        }
        const int k = static_cast<int>(branches.size());
        for (const AssumptionBranch* branch : branches)
            for (const auto& [id, depth] : branch->facts) {
                ++hits_[static_cast<std::size_t>(id)];
                depths_[static_cast<std::size_t>(id)] += depth;
                longest_[static_cast<std::size_t>(id)] = std::max(longest_[static_cast<std::size_t>(id)], depth);
            }
        for (const auto& [id, depth] : branches.front()->facts) {
            if (hits_[static_cast<std::size_t>(id)] != k) continue;
            const Candidate candidate{(id >> 1) / board_.side(), (id >> 1) % board_.side() + 1};
            const bool on = (id & 1) != 0;
            if (!on && follows_from_common_placement(candidate, k)) continue;
            found.push_back(
                {index, candidate, on, depths_[static_cast<std::size_t>(id)], longest_[static_cast<std::size_t>(id)]});
        }
        for (const AssumptionBranch* branch : branches)
            for (const auto& [id, depth] : branch->facts) {
                hits_[static_cast<std::size_t>(id)] = 0;
                depths_[static_cast<std::size_t>(id)] = 0;
                longest_[static_cast<std::size_t>(id)] = 0;
            }
    }

    Step step(const Group& group, const Common& common) {
        Step step{.technique = Technique::ForcingChainVerity};
        if (common.on) step.placements.push_back(common.candidate);
        else step.eliminations.push_back(common.candidate);
        add_unit(step, group.unit);
        for (const Premise& premise : group.premises) add_mark(step, premise.candidate, Role::Pattern);
        std::vector<std::string> branches;
        std::vector<int> cells;
        for (const Premise& premise : group.premises) {
            cells.push_back(premise.candidate.cell);
            implications_.assume(premise.candidate, true);
            const int end = implications_.find(common.candidate, common.on);
            const std::vector<int> path = implications_.ancestry(std::span<const int>(&end, 1));
            add_path(implications_, path, step);
            std::vector<std::string> items = placements_text(board_, implications_, path);
            // A placement concludes the list itself; an elimination is added after it.
            std::string last =
                board_.cell_name(common.candidate.cell) + " would not be " + board_.digit_name(common.candidate.digit);
            if (common.on) {
                last = items.back();
                items.pop_back();
            }
            branches.push_back(branch_text(board_, premise, std::move(items), last));
        }
        const Candidate first = group.premises.front().candidate;
        std::vector<std::string> options;
        if (group.unit < 0) {
            for (const Premise& premise : group.premises) options.push_back(board_.digit_name(premise.candidate.digit));
            step.reason = "forcing chain verity, " + board_.cell_name(first.cell) + " is " + joined(options, "or");
        } else {
            for (int cell : cells) options.push_back(board_.cell_name(cell));
            step.reason = "forcing chain verity, the " + board_.digit_name(first.digit) + " of " +
                          board_.unit_name(group.unit) + " is in " + joined(options, "or");
        }
        for (const std::string& branch : branches) step.reason += "; " + branch;
        step.reason += "; either way " + board_.cell_name(common.candidate.cell) + (common.on ? " is " : " is not ") +
                       board_.digit_name(common.candidate.digit);
        return step;
    }

private:
    const AssumptionBranch& branch_of(const Candidate& candidate) {
        AssumptionBranch& branch =
            branches_[static_cast<std::size_t>(candidate.cell * board_.side() + candidate.digit - 1)];
        if (branch.known) return branch;
        branch.known = true;
        implications_.assume(candidate, true);
        branch.clash = implications_.clash().has_value();
        if (!branch.clash)
            for (const Implication& fact : implications_.trail())
                if (fact.cause != Cause::Premise)
                    branch.facts.push_back({implications_.fact_id(fact.candidate, fact.on), fact.depth});
        return branch;
    }

    /// An elimination that a common placement makes anyway (the cell's own or a peer's): it adds
    /// nothing to report.
    bool follows_from_common_placement(const Candidate& candidate, int k) const {
        for (int digit : digits_of(board_.candidates(candidate.cell)))
            if (hits_[static_cast<std::size_t>(implications_.fact_id({candidate.cell, digit}, true))] == k) return true;
        for (int peer : board_.geometry().peers(candidate.cell))
            if (board_.has(peer, candidate.digit) &&
                hits_[static_cast<std::size_t>(implications_.fact_id({peer, candidate.digit}, true))] == k)
                return true;
        return false;
    }

    const Board& board_;
    Implications implications_;
    std::vector<AssumptionBranch> branches_;  // per candidate, computed on first use
    std::vector<int> hits_;                   // per fact id: branches of the current group that force it
    std::vector<long> depths_;                // per fact id: its depths summed over those branches
    std::vector<int> longest_;                // per fact id: its greatest depth in one of them
};

}  // namespace

void find_forcing_chain_contradiction(const Board& board, StepSink& sink) {
    Implications implications(board);
    // Singles only add eliminations as eliminations grow, so a fact that an assumption without
    // contradiction forces leads to none either: it need not be assumed.
    std::vector<bool> harmless(static_cast<std::size_t>(implications.fact_count()), false);
    for (const std::vector<Premise>& tier : contradiction_tiers(board)) {
        std::vector<Refuted> refuted;
        for (const Premise& premise : tier) {
            if (sink.stopped()) return;
            if (harmless[static_cast<std::size_t>(implications.fact_id(premise.candidate, premise.on))] ||
                implications.inert(premise.candidate, premise.on))
                continue;
            implications.assume(premise.candidate, premise.on);
            if (const auto& clash = implications.clash()) {
                refuted.push_back({premise, implications.ancestry(clash->reasons).size()});
                continue;
            }
            for (const Implication& fact : implications.trail())
                harmless[static_cast<std::size_t>(implications.fact_id(fact.candidate, fact.on))] = true;
        }
        std::stable_sort(refuted.begin(), refuted.end(),
                         [](const Refuted& a, const Refuted& b) { return a.length < b.length; });
        for (const Refuted& r : refuted)
            if (!sink.add(contradiction_step(board, implications, r.premise))) return;
    }
}

void find_forcing_chain_verity(const Board& board, StepSink& sink) {
    VeritySearch search(board);
    for (int size = 2; size <= std::min(board.side(), kMostBranches); ++size) {
        const std::vector<Group> groups = groups_of(board, size);
        std::vector<Common> found;
        for (std::size_t i = 0; i < groups.size(); ++i) {
            if (sink.stopped()) return;
            search.common_facts(i, groups[i], found);
        }
        std::stable_sort(found.begin(), found.end(), [](const Common& a, const Common& b) {
            if (a.length != b.length) return a.length < b.length;
            if (a.longest != b.longest) return a.longest < b.longest;
            return a.on > b.on;
        });
        for (const Common& common : found)
            if (!sink.add(search.step(groups[common.group], common))) return;
    }
}

}  // namespace sudoku::hints
