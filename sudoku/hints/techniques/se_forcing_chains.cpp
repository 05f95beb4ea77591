// Sudoku Explainer's forcing chains, the rules of its scale above its plain chains, each a search of
// its own tried in SE's order (Nishio 7.5, multiple 8.0, dynamic 8.5, dynamic plus 9.0):
// - Nishio: assume a candidate true or false and follow its digit alone (hidden singles); an
//   assumption that leaves a unit without the digit is refuted.
// - Multiple (static): every candidate of a cell with three or more, or every place of a digit in a
//   unit, leads to the same fact along the grid's own strong links (bivalue cells, two-place units).
// - Dynamic: singles in the grid as the assumption shrinks it: contradictions of any digit, double
//   chains (a candidate true and false both lead to the fact), cell and region chains.
// - Dynamic plus: the same, with locked candidates, hidden and naked pairs and X-Wings taken inside
//   a line of reasoning when singles run dry (implications.hpp, Reach::DynamicPlus).
// - Nested (9.5, 10.0, 10.5, 11.0): dynamic plus, and when patterns run dry too, a whole search of
//   an easier rule on the grid as the line has shrunk it (plain chains; plain and multiple; dynamic;
//   nested 9.5), whose deductions join the line, their complexity added to the line's.
// SE rates a step by its rule plus a length adjustment on its "complexity": the facts each line of
// reasoning rests on, counted once per line. Like SE, each search keeps the step of least
// complexity (then doubles, cells, regions, contradictions), so the path's numbers follow SE's.
#include <algorithm>
#include <bit>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "sudoku/hints/techniques/digit_templates.hpp"
#include "sudoku/hints/techniques/forcing_text.hpp"
#include "sudoku/hints/techniques/implications.hpp"
#include "sudoku/hints/techniques/singles_closure.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

using namespace forcing;

/// SE's order among steps of one complexity.
enum class Kind { Double = 1, Cell = 5, Region = 6, Contradiction = 7 };

/// A deduction found, before its step is written.
struct Deduction {
    Kind kind = Kind::Contradiction;
    int complexity = 0;
    std::vector<Premise> premises;  ///< the lines of reasoning: one for a contradiction
    int unit = -1;                  ///< a region chain's unit
    Candidate target;               ///< what follows (not for a contradiction)
    bool on = false;
};

/// What one assumption leads to: its facts (ids), or a contradiction and its complexity.
struct Branch {
    bool known = false;
    bool clash = false;
    int clash_complexity = 0;
    std::vector<int> facts;
    KeptReasoning kept;  ///< its reasoning, kept when cell, region or double chains weigh its facts
};

/// What the singles closure says of an assumption (singles_closure.hpp).
struct ClosureBound {
    bool may_clash = false;
    FactBits facts;  ///< a superset of the line's facts, when it cannot clash
};

/// A search's tables, per candidate or fact. SE's nested rules run a search on every grid a line
/// shrinks to, thousands a step: tables of that size allocated and freed each time cost more in
/// page faults and malloc than the searches on small grids, so a thread keeps those of searches
/// gone (spare()) and hands them on, cleared.
struct SearchTables {
    std::vector<Branch> on;            // per candidate: assumed true, computed on first use
    std::vector<Branch> off;           // per candidate: assumed false
    std::vector<int> used;             // the branches computed: candidate index, + on.size() for off
    std::vector<int> hits;             // per fact id: lines of the current group that lead to it
    std::vector<int> slot;             // per fact id: 1 + its index among the group's shared facts, or 0
    std::vector<int> bound_at;         // per premise (fact id): its index in bounds, or -1
    std::vector<ClosureBound> bounds;  // in the order found
    std::vector<int> bounded;          // the fact ids with a bound

    static std::vector<SearchTables>& spare() {
        thread_local std::vector<SearchTables> tables;
        return tables;
    }
    /// Tables for a board with `candidates` candidates and `facts` fact ids, all unknown.
    static SearchTables take(std::size_t candidates, std::size_t facts) {
        SearchTables t;
        if (!spare().empty()) {
            t = std::move(spare().back());
            spare().pop_back();
        }
        t.on.resize(candidates);
        t.off.resize(candidates);
        t.hits.resize(facts, 0);
        t.slot.resize(facts, 0);
        t.bound_at.resize(facts, -1);
        return t;
    }
    /// Back to the spares, every entry as take() leaves it (hits and slot are zero after each use).
    static void give_back(SearchTables&& t) {
        for (int i : t.used) {
            const auto at = static_cast<std::size_t>(i);
            Branch& branch = at < t.on.size() ? t.on[at] : t.off[at - t.on.size()];
            branch.known = false;
            branch.clash = false;
            branch.clash_complexity = 0;
            branch.facts = {};  // freed: kept across searches, dynamic lines' trails grew the heap
            branch.kept = {};
        }
        t.used.clear();
        for (int id : t.bounded) t.bound_at[static_cast<std::size_t>(id)] = -1;
        t.bounded.clear();
        t.bounds.clear();
        spare().push_back(std::move(t));
    }
};

/// SE's complexity of a contradiction: a candidate both eliminated and placed, the facts under each
/// counted apart. The candidate is the last one the clash's cell or unit lost; when its placement
/// was not derived yet, it rests on the other eliminations there.
int clash_complexity(const Implications& implications) {
    const Clash& clash = *implications.clash();
    if (clash.reasons.empty()) return 2;
    const int last = *std::max_element(clash.reasons.begin(), clash.reasons.end());
    const Implication& lost = implications.trail()[static_cast<std::size_t>(last)];
    const int off_size = implications.complexity(std::span<const int>(&last, 1));
    if (const int placed = implications.find(lost.candidate, true); placed >= 0)
        return off_size + implications.complexity(std::span<const int>(&placed, 1));
    std::vector<int> others;
    for (int reason : clash.reasons)
        if (reason != last) others.push_back(reason);
    return off_size + implications.complexity(others) + 1;
}

struct Rule {
    Technique technique;
    Reach reach;
    bool contradictions;   ///< refute assumptions that clash
    bool doubles;          ///< a candidate's on and off both lead to the fact (cells of three or more)
    bool groups;           ///< cell and region chains
    int least_candidates;  ///< the cells whose assumptions are tried
    /// SE's nested chains: the rules tried inside each line of reasoning when singles and patterns
    /// run dry, in SE's order (empty: none).
    std::vector<Rule> inside = {};
};

/// SE's plain forcing chains and cycles, as they run inside its nested chains: an assumption
/// followed along the grid's strong links back to its own negation.
Rule unary_chains() { return {Technique::MultipleForcingChain, Reach::Static, true, false, false, 2}; }

Rule rule_of(Technique technique) {
    switch (technique) {
        case Technique::NishioForcingChain: return {technique, Reach::OneDigit, true, false, false, 2};
        case Technique::MultipleForcingChain: return {technique, Reach::Static, false, false, true, 3};
        case Technique::DynamicForcingChainPlus: return {technique, Reach::DynamicPlus, true, true, true, 2};
        case Technique::NestedForcingChain:
            return {technique, Reach::DynamicPlus, true, true, true, 2, {unary_chains()}};
        case Technique::NestedMultipleForcingChain:
            return {technique,
                    Reach::DynamicPlus,
                    true,
                    true,
                    true,
                    2,
                    {unary_chains(), rule_of(Technique::MultipleForcingChain)}};
        case Technique::NestedDynamicForcingChain:
            return {technique, Reach::DynamicPlus, true, true, true, 2, {rule_of(Technique::DynamicForcingChain)}};
        case Technique::NestedDynamicForcingChainPlus:
            return {technique, Reach::DynamicPlus, true, true, true, 2, {rule_of(Technique::NestedForcingChain)}};
        default: return {technique, Reach::Dynamic, true, true, true, 2};
    }
}

NestedRule nested_rule(const Rule& rule, csp::LimitGuard* guard);

class Search {
public:
    /// With `least_only`, only the deduction SE's order puts first is wanted (a path's step):
    /// deductions that cannot come before one found already are neither weighed nor kept.
    Search(const Board& board, const Rule& rule, csp::LimitGuard* guard, bool least_only = false)
        : board_(board),
          rule_(rule),
          least_only_(least_only),
          implications_(board, rule.reach, rule.inside.empty() ? NestedRule{} : nested_rule(rule, guard)),
          t_(SearchTables::take(static_cast<std::size_t>(board.cells() * board.side()),
                                static_cast<std::size_t>(implications_.fact_count()))) {
        // The closure pays where lines are short and most find nothing (static and one-digit
        // chains, and the static searches nested in every line of SE's 9.5 rule); dynamic lines
        // run long, their closures cost about what they save (docs/experiments.md, "rate7").
        // Static lines' closures come all at once from the graph of their singles ("wave 11").
        if (board.side() == 9 && rule.reach == Reach::Static) static_closures_.emplace(board);
        if (board.side() == 9 && rule.reach == Reach::OneDigit) {
            closure_.emplace(board, rule.reach);
            templates::FittingDigits& fitting = templates::FittingDigits::of(board);
            for (int digit = 1; digit <= 9; ++digit)
                if (!fitting.pattern_may_remove(digit)) fitting_digits_ |= Digits{1} << (digit - 1);
        }
    }
    Search(const Search&) = delete;
    Search& operator=(const Search&) = delete;
    ~Search() { SearchTables::give_back(std::move(t_)); }

    /// Every deduction of the rule; false when the sink's limits stopped it.
    bool run(StepSink& sink) {
        for (int cell = 0; cell < board_.cells(); ++cell) {
            const int count = board_.count(cell);
            if (count < rule_.least_candidates) continue;
            if (sink.stopped()) return false;
            std::vector<Premise> cell_group;
            for (int digit : digits_of(board_.candidates(cell))) {
                const Premise on{{cell, digit}, true};
                const Premise off{{cell, digit}, false};
                cell_group.push_back(on);
                if (rule_.contradictions) {
                    for (const Premise& premise : {on, off})
                        if (may_clash(premise))
                            if (const Branch& branch = branch_of(premise);
                                branch.clash && !beaten(branch.clash_complexity))
                                record({.kind = Kind::Contradiction,
                                        .complexity = branch.clash_complexity,
                                        .premises = {premise}});
                }
                if (rule_.doubles && count >= 3 && may_share({on, off})) common(Kind::Double, {on, off}, -1);
                if (rule_.groups) regions(cell, digit);
            }
            if (rule_.groups && may_share(cell_group)) common(Kind::Cell, cell_group, -1);
        }
        return true;
    }

    std::vector<Deduction>& found() { return found_; }

    /// True when a deduction of `complexity` cannot be the first in SE's order (least_only): one
    /// of less complexity is found already, and a search's deductions are only ever added.
    bool beaten(int complexity) const { return least_only_ && complexity > least_; }

    /// A deduction as a nested chain of a line of reasoning on a larger grid `start` (this search's
    /// board is that grid shrunk): what it eliminates, and the candidates gone from `start` that
    /// its singles rest on (a cell or region chain's premises count as the single they stand for).
    NestedDeduction nested(const Deduction& d, const Board& start) {
        NestedDeduction out{.complexity = d.complexity};
        auto take_all_but = [&](const Candidate& kept) {
            for (int digit : digits_of(board_.candidates(kept.cell)))
                if (digit != kept.digit) out.eliminations.push_back({kept.cell, digit});
        };
        if (d.kind == Kind::Contradiction) {
            const Premise& premise = d.premises.front();
            if (premise.on) out.eliminations.push_back(premise.candidate);
            else take_all_but(premise.candidate);
        } else if (d.on) {
            take_all_but(d.target);
        } else {
            out.eliminations.push_back(d.target);
        }
        auto gone_from_cell = [&](int cell) {
            for (int digit : digits_of(start.candidates(cell) & ~board_.candidates(cell)))
                out.rests_on.push_back({cell, digit});
        };
        auto gone_from_unit = [&](int unit, int digit) {
            for (int i : positions_of(start.where(unit, digit) & ~board_.where(unit, digit)))
                out.rests_on.push_back({board_.unit_cell(unit, i), digit});
        };
        for (const Premise& premise : d.premises) {
            if (d.kind == Kind::Cell) gone_from_cell(premise.candidate.cell);
            if (d.kind == Kind::Region) gone_from_unit(d.unit, premise.candidate.digit);
            implications_.assume(premise.candidate, premise.on);
            std::vector<int> ends;
            if (d.kind == Kind::Contradiction) ends = implications_.clash()->reasons;
            else ends.push_back(implications_.find(d.target, d.on));
            for (int i : implications_.ancestry(ends)) {
                const Implication& fact = implications_.trail()[static_cast<std::size_t>(i)];
                if (fact.cause == Cause::NakedSingle) gone_from_cell(fact.candidate.cell);
                if (fact.cause == Cause::HiddenSingle) gone_from_unit(fact.unit, fact.candidate.digit);
            }
        }
        return out;
    }

    Step step(const Deduction& d) {
        Step step{.technique = rule_.technique, .complexity = d.complexity};
        const std::string title = lowercase(info(rule_.technique).title);
        if (d.kind == Kind::Contradiction) {
            const Premise& premise = d.premises.front();
            implications_.assume(premise.candidate, premise.on);
            const Clash& clash = *implications_.clash();
            const std::vector<int> path = implications_.ancestry(clash.reasons);
            if (premise.on) step.eliminations.push_back(premise.candidate);
            else step.placements.push_back(premise.candidate);
            add_path(implications_, path, step);
            add_unit(step, clash.unit);
            if (clash.cell >= 0)
                for (int digit : digits_of(board_.candidates(clash.cell)))
                    add_mark(step, {clash.cell, digit}, Role::ColorB);
            step.reason =
                title + ", " +
                branch_text(board_, premise, placements_text(board_, implications_, path), clash_text(board_, clash)) +
                ", so " + board_.cell_name(premise.candidate.cell) + (premise.on ? " is not " : " is ") +
                board_.digit_name(premise.candidate.digit);
            return step;
        }
        if (d.on) step.placements.push_back(d.target);
        else step.eliminations.push_back(d.target);
        add_unit(step, d.unit);
        const Candidate first = d.premises.front().candidate;
        for (const Premise& premise : d.premises)
            if (premise.on) add_mark(step, premise.candidate, Role::Pattern);
        std::string text;
        if (d.kind == Kind::Double) {
            text = "either " + board_.cell_name(first.cell) + " is " + board_.digit_name(first.digit) + " or it is not";
        } else if (d.kind == Kind::Cell) {
            std::vector<std::string> options;
            for (const Premise& premise : d.premises) options.push_back(board_.digit_name(premise.candidate.digit));
            text = board_.cell_name(first.cell) + " is " + joined(options, "or");
        } else {
            std::vector<std::string> options;
            for (const Premise& premise : d.premises) options.push_back(board_.cell_name(premise.candidate.cell));
            text = "the " + board_.digit_name(first.digit) + " of " + board_.unit_name(d.unit) + " is in " +
                   joined(options, "or");
        }
        step.reason = title + ", " + text;
        for (const Premise& premise : d.premises) {
            implications_.assume(premise.candidate, premise.on);
            const int end = implications_.find(d.target, d.on);
            const std::vector<int> path = implications_.ancestry(std::span<const int>(&end, 1));
            add_path(implications_, path, step);
            std::vector<std::string> items = placements_text(board_, implications_, path);
            std::string last = board_.cell_name(d.target.cell) + " would not be " + board_.digit_name(d.target.digit);
            if (d.on && !items.empty()) {
                last = items.back();
                items.pop_back();
            }
            step.reason += "; " + branch_text(board_, premise, std::move(items), last);
        }
        step.reason += "; either way " + board_.cell_name(d.target.cell) + (d.on ? " is " : " is not ") +
                       board_.digit_name(d.target.digit);
        return step;
    }

private:
    static std::string lowercase(std::string_view title) {
        std::string text(title);
        std::transform(text.begin(), text.end(), text.begin(),
                       [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; });
        return text;
    }

    /// Region chains of `digit` in the units of `cell`, each unit once: from its first place, as SE
    /// meets it (so a static search, which skips bivalue cells, skips units whose first place is one).
    void regions(int cell, int digit) {
        for (int unit : board_.geometry().units_of(cell)) {
            const Positions where = board_.where(unit, digit);
            if (std::popcount(where) < 2 || board_.unit_cell(unit, std::countr_zero(where)) != cell) continue;
            std::vector<Premise> group;
            for (int i : positions_of(where)) group.push_back({{board_.unit_cell(unit, i), digit}, true});
            if (may_share(group)) common(Kind::Region, group, unit);
        }
    }

    /// What the singles closure says of an assumption, found once (only with a closure).
    const ClosureBound& bound_of(const Premise& premise) {
        const int id = implications_.fact_id(premise.candidate, premise.on);
        int& at = t_.bound_at[static_cast<std::size_t>(id)];
        if (at < 0) {
            at = static_cast<int>(t_.bounds.size());
            t_.bounded.push_back(id);
            if (static_closures_) {
                const bool holds = static_closures_->holds(premise.candidate, premise.on);
                t_.bounds.push_back(
                    {!holds, holds ? static_closures_->facts(premise.candidate, premise.on) : FactBits{}});
                return t_.bounds.back();
            }
            const bool holds = closure_->assume(premise.candidate, premise.on);
            t_.bounds.push_back({!holds, holds ? closure_->facts() : FactBits{}});
            if (holds) {
                cannot_clash_ |= closure_->facts();
                cannot_clash_.add(premise.candidate, premise.on);
            }
        }
        return t_.bounds[static_cast<std::size_t>(at)];
    }

    /// Without patterns an inert assumption (Implications::inert) cannot clash, and that look
    /// costs less than a closure: it comes first. Before both, the facts of closures that hold:
    /// the closure is monotone, so a fact of one that holds leads to a part of it and holds too.
    /// Static closures are all known already (an inert assumption's holds).
    bool may_clash(const Premise& premise) {
        if (static_closures_) return !static_closures_->holds(premise.candidate, premise.on);
        if (!closure_) return true;
        if (fits_a_template(premise)) return false;
        if (cannot_clash_.has(premise.candidate, premise.on)) return false;
        return !implications_.inert(premise.candidate, premise.on) && bound_of(premise).may_clash;
    }

    /// One digit's lines (Nishio) refute only what no template of the digit allows (templates.hpp):
    /// where every candidate of the digit lies in one, a true premise cannot clash, nor a false one
    /// with another place in one of its units (a template through that place leaves it out).
    bool fits_a_template(const Premise& premise) const {
        const int digit = premise.candidate.digit;
        if ((fitting_digits_ >> (digit - 1) & 1) == 0) return false;
        if (premise.on) return true;
        for (int unit : board_.geometry().units_of(premise.candidate.cell))
            if (std::popcount(board_.where(unit, digit)) >= 2) return true;
        return false;
    }

    /// False when the lines of `group` cannot share a fact: the closures of those that cannot
    /// clash share none (a line that may clash may lead anywhere before it stops).
    bool may_share(const std::vector<Premise>& group) {
        if (!closure_ && !static_closures_) return true;
        FactBits shared = FactBits::all();
        for (const Premise& premise : group)
            if (const ClosureBound& bound = bound_of(premise); !bound.may_clash) shared &= bound.facts;
        return shared.any();
    }

    Branch& branch_of(const Premise& premise) {
        const auto index =
            static_cast<std::size_t>(premise.candidate.cell * board_.side() + premise.candidate.digit - 1);
        Branch& branch = premise.on ? t_.on[index] : t_.off[index];
        if (branch.known) return branch;
        branch.known = true;
        t_.used.push_back(static_cast<int>(premise.on ? index : t_.on.size() + index));
        // A search for contradictions alone skips an assumption that forces no single at once: it
        // cannot clash (Implications::inert). Not with patterns, which may follow from an elimination.
        if (!rule_.groups && !rule_.doubles && rule_.reach != Reach::DynamicPlus &&
            implications_.inert(premise.candidate, premise.on))
            return branch;
        implications_.assume(premise.candidate, premise.on);
        branch.clash = implications_.clash().has_value();
        if (branch.clash) branch.clash_complexity = clash_complexity(implications_);
        // What a line derived before its contradiction still counts for cell and region chains, as
        // in SE: a line that cannot hold leaves the conclusion to the others.
        for (const Implication& fact : implications_.trail())
            if (fact.cause != Cause::Premise) branch.facts.push_back(implications_.fact_id(fact.candidate, fact.on));
        if (rule_.groups || rule_.doubles) implications_.keep(branch.kept);
        return branch;
    }

    /// The facts every line of `group` leads to, with their complexity: the sum over the lines of
    /// the facts each rests on.
    void common(Kind kind, const std::vector<Premise>& group, int unit) {
        std::vector<const Branch*> branches;
        for (const Premise& premise : group) branches.push_back(&branch_of(premise));
        const int k = static_cast<int>(branches.size());
        for (const Branch* branch : branches)
            for (int id : branch->facts) ++t_.hits[static_cast<std::size_t>(id)];
        std::vector<int> shared;
        for (int id : branches.front()->facts)
            if (t_.hits[static_cast<std::size_t>(id)] == k) shared.push_back(id);
        for (const Branch* branch : branches)
            for (int id : branch->facts) t_.hits[static_cast<std::size_t>(id)] = 0;
        if (shared.empty()) return;
        // Weighed on each line's kept reasoning: assuming its premise again would derive the same.
        for (std::size_t i = 0; i < shared.size(); ++i)
            t_.slot[static_cast<std::size_t>(shared[i])] = static_cast<int>(i) + 1;
        std::vector<int> complexity(shared.size(), 0);
        // A fact rests at least on its longest path of reasons (depth + 1 facts, the premise
        // included): one whose lines' depths already sum past the least deduction found is not
        // weighed (least_only; marked -1).
        if (least_only_) {
            for (const Branch* branch : branches)
                for (const Implication& fact : branch->kept.trail)
                    if (fact.cause != Cause::Premise)
                        if (const int slot =
                                t_.slot[static_cast<std::size_t>(implications_.fact_id(fact.candidate, fact.on))];
                            slot != 0)
                            complexity[static_cast<std::size_t>(slot - 1)] += fact.depth + 1;
            for (std::size_t i = 0; i < shared.size(); ++i) {
                const bool beyond = beaten(complexity[i]);
                complexity[i] = beyond ? -1 : 0;
                if (beyond) t_.slot[static_cast<std::size_t>(shared[i])] = 0;
            }
        }
        for (const Branch* branch : branches) {
            const std::vector<Implication>& trail = branch->kept.trail;
            for (std::size_t t = 0; t < trail.size(); ++t) {
                if (trail[t].cause == Cause::Premise) continue;
                const int slot =
                    t_.slot[static_cast<std::size_t>(implications_.fact_id(trail[t].candidate, trail[t].on))];
                if (slot == 0) continue;
                const int end = static_cast<int>(t);
                complexity[static_cast<std::size_t>(slot - 1)] +=
                    implications_.complexity(branch->kept, std::span<const int>(&end, 1));
            }
        }
        for (int id : shared) t_.slot[static_cast<std::size_t>(id)] = 0;
        for (std::size_t i = 0; i < shared.size(); ++i)
            if (complexity[i] >= 0 && !beaten(complexity[i]))
                record({kind, complexity[i], group, unit, target_of(shared[i]), (shared[i] & 1) != 0});
    }

    void record(Deduction deduction) {
        least_ = std::min(least_, deduction.complexity);
        found_.push_back(std::move(deduction));
    }

    Candidate target_of(int id) const { return {(id >> 1) / board_.side(), (id >> 1) % board_.side() + 1}; }

    const Board& board_;
    Rule rule_;
    bool least_only_;
    int least_ = std::numeric_limits<int>::max();  // the least complexity found so far
    Implications implications_;
    SearchTables t_;
    std::vector<Deduction> found_;
    std::optional<SinglesClosure> closure_;          // 9×9 one-digit lines: the filter of lines
    FactBits cannot_clash_;                          // the premises and facts of the closures that held
    Digits fitting_digits_ = 0;                      // one-digit lines: digits whose candidates all fit templates
    std::optional<StaticClosures> static_closures_;  // 9×9 static lines: every closure at once
};

/// SE's order of a search's deductions: least complexity first, then doubles, cells, regions and
/// contradictions.
void sort_found(std::vector<Deduction>& found) {
    std::stable_sort(found.begin(), found.end(), [](const Deduction& a, const Deduction& b) {
        if (a.complexity != b.complexity) return a.complexity < b.complexity;
        return static_cast<int>(a.kind) < static_cast<int>(b.kind);
    });
}

NestedRule nested_rule(const Rule& rule, csp::LimitGuard* guard) {
    // A line of reasoning meets the same shrunk grid again when its step is written and when a
    // cell or region chain weighs it, and the inner search is the costly part: each grid's answer
    // is kept for the outer search's lifetime.
    auto cache = std::make_shared<std::map<std::vector<Digits>, std::vector<NestedDeduction>>>();
    return [inside = rule.inside, guard, cache](const Board& start, const Board& shrunk) {
        std::vector<Digits> key;
        for (int cell = 0; cell < shrunk.cells(); ++cell) key.push_back(shrunk.candidates(cell));
        if (auto hit = cache->find(key); hit != cache->end()) return hit->second;
        std::vector<NestedDeduction> out;
        StepSink sink(shrunk.side(), 1, guard);
        for (const Rule& inner : inside) {
            Search search(shrunk, inner, guard);
            // Cut short by a limit: the outer search stops at its next cell, so what it has is moot.
            if (!search.run(sink)) return out;
            sort_found(search.found());
            for (const Deduction& deduction : search.found()) {
                NestedDeduction nested = search.nested(deduction, start);
                if (!nested.rests_on.empty() && !nested.eliminations.empty()) out.push_back(std::move(nested));
            }
            if (!out.empty()) break;  // as SE: the first rule that finds anything gives all it finds
        }
        cache->emplace(std::move(key), out);
        return out;
    };
}

void find(const Board& board, StepSink& sink, Technique technique) {
    // SE's scale, and these chains, are 9×9 only (Sudoku Explainer rates nothing else). On a 16×16
    // their search meets four times the candidates in every line and eight times the lines: a
    // generated 16×16 took seconds to grade, minutes in the sanitizer build; larger grids keep
    // "SE unrated (at least 7.5)" as before.
    if (board.side() != 9) return;
    const Rule rule = rule_of(technique);
    // The nested chains run only on a puzzle known to have one solution, the only kind SE rates:
    // where nothing else applies, as on an open grid, the 11.0 search (a search in every line of a
    // search in every line) would run for hours.
    if (!rule.inside.empty() && !board.unique()) return;
    // A path asks for one step: the least complex deduction, as sort_found orders them.
    Search search(board, rule, sink.guard(), sink.limit() == 1);
    if (!search.run(sink)) return;
    std::vector<Deduction>& found = search.found();
    sort_found(found);
    for (const Deduction& deduction : found)
        if (!sink.add(search.step(deduction))) return;
}

}  // namespace

void find_nishio_forcing_chain(const Board& board, StepSink& sink) { find(board, sink, Technique::NishioForcingChain); }
void find_multiple_forcing_chain(const Board& board, StepSink& sink) {
    find(board, sink, Technique::MultipleForcingChain);
}
void find_dynamic_forcing_chain(const Board& board, StepSink& sink) {
    find(board, sink, Technique::DynamicForcingChain);
}
void find_dynamic_forcing_chain_plus(const Board& board, StepSink& sink) {
    find(board, sink, Technique::DynamicForcingChainPlus);
}
void find_nested_forcing_chain(const Board& board, StepSink& sink) { find(board, sink, Technique::NestedForcingChain); }
void find_nested_multiple_forcing_chain(const Board& board, StepSink& sink) {
    find(board, sink, Technique::NestedMultipleForcingChain);
}
void find_nested_dynamic_forcing_chain(const Board& board, StepSink& sink) {
    find(board, sink, Technique::NestedDynamicForcingChain);
}
void find_nested_dynamic_forcing_chain_plus(const Board& board, StepSink& sink) {
    find(board, sink, Technique::NestedDynamicForcingChainPlus);
}

}  // namespace sudoku::hints
