#include "csp/consistency/textbook_ac.hpp"

#include <deque>
#include <ostream>
#include <string>

#include "csp/base/index.hpp"

namespace csp {

namespace {

using detail::at;

// AC-3's queue of directed arcs with a choice of REVISE: scan from the start (AC-3) or resume
// after the last support (AC-2001). Everything else is shared, so the two make the same
// revisions in the same order and only their checks differ.
class PairwiseArcConsistency {
public:
    PairwiseArcConsistency(const Problem& problem, bool last_support, const Ac3StepCallback& on_step,
                           const SearchLimits& limits)
        : problem_(problem), last_support_(last_support), on_step_(on_step), guard_(limits) {
        problem.check_binary(last_support ? "ac2001" : "ac3_textbook");
        // Arc e = (Xi, Xj) for each arc of each variable; by_constraint_ finds the opposite one.
        std::vector<std::pair<int, int>> by_constraint(problem.constraints().size(), {-1, -1});
        for (VarId x = 0; x < problem.num_variables(); ++x) {
            first_.push_back(arcs_.size());
            for (const Arc& arc : problem.arcs(x)) {
                auto& ends = by_constraint[at(arc.constraint)];
                (arc.reversed ? ends.second : ends.first) = static_cast<int>(arcs_.size());
                arcs_.push_back({x, arc});
            }
        }
        first_.push_back(arcs_.size());
        for (const Directed& d : arcs_) {
            const auto& ends = by_constraint[at(d.arc.constraint)];
            reverse_.push_back(d.arc.reversed ? ends.first : ends.second);
            if (last_support_) last_.emplace_back(problem.labels(d.target).size(), -1);
        }
        queued_.assign(arcs_.size(), 0);
    }

    Ac3Result run() {
        Ac3Result result;
        for (VarId x = 0; x < problem_.num_variables(); ++x) {
            result.domains.push_back(problem_.domain(x));
            if (result.consistent && result.domains.back().empty()) {
                result.consistent = false;
                result.wiped = x;
            }
        }
        if (!result.consistent) return result;
        for (std::size_t e = 0; e < arcs_.size(); ++e) enqueue(e);
        while (!queue_.empty()) {
            if (guard_.exceeded(0)) {  // time and cancellation only
                result.stopped = true;
                break;
            }
            const std::size_t e = queue_.front();
            queue_.pop_front();
            queued_[e] = 0;
            const Directed& arc = arcs_[e];
            Ac3Step step{.target = arc.target, .source = arc.arc.other};
            const std::uint64_t checks_before = result.checks;
            revise(e, result, step.removed);
            step.checks = result.checks - checks_before;
            step.wipeout = result.domains[at(arc.target)].empty();
            if (step.wipeout) {
                result.consistent = false;
                result.wiped = arc.target;
            } else if (!step.removed.empty()) {
                // D(Xi) shrank: every other neighbour Xk may have lost a support, so (Xk, Xi) is revised again.
                for (std::size_t f = first_[at(arc.target)]; f < first_[at(arc.target) + 1]; ++f)
                    if (arcs_[f].arc.other != arc.arc.other) enqueue(reverse_[f]);
            }
            if (on_step_) report(step);
            if (step.wipeout) break;
        }
        return result;
    }

private:
    struct Directed {
        VarId target;  // Xi
        Arc arc;       // from Xi: arc.other is Xj
    };

    void enqueue(std::size_t e) {
        if (queued_[e]) return;
        queued_[e] = 1;
        queue_.push_back(e);
    }

    // REVISE(Xi, Xj): removes the values of Xi without a support in D(Xj).
    void revise(std::size_t e, Ac3Result& result, std::vector<int>& removed) {
        const Directed& arc = arcs_[e];
        const auto& relation = *problem_.constraints()[at(arc.arc.constraint)].relation;
        Domain& target = result.domains[at(arc.target)];
        const Domain& source = result.domains[at(arc.arc.other)];
        ++result.revisions;
        for (int a : Domain(target)) {
            if (has_support(e, a, relation, source, result.checks)) continue;
            target.remove(a);
            ++result.prunings;
            removed.push_back(problem_.labels(arc.target)[at(a)]);
        }
    }

    // One check = one pair (a, b) tested against the relation. Domains are scanned in increasing
    // order, which AC-2001 relies on: the values before the last support were checked already.
    bool has_support(std::size_t e, int a, const detail::CompiledRelation& relation, const Domain& source,
                     std::uint64_t& checks) {
        const bool reversed = arcs_[e].arc.reversed;
        int* last = last_support_ ? &last_[e][at(a)] : nullptr;
        if (last && *last >= 0 && source.contains(*last)) return true;  // no check: a domain lookup
        const int after = last ? *last : -1;
        for (int b : source) {
            if (b <= after) continue;
            ++checks;
            if (!relation.allows(reversed, a, b)) continue;
            if (last) *last = b;
            return true;
        }
        return false;
    }

    void report(Ac3Step& step) {
        for (std::size_t e : queue_) step.queue.emplace_back(arcs_[e].target, arcs_[e].arc.other);
        on_step_(step);
    }

    const Problem& problem_;
    const bool last_support_;
    const Ac3StepCallback& on_step_;
    LimitGuard guard_;
    std::vector<Directed> arcs_;
    std::vector<std::size_t> first_;      // first_[x]: x's first arc; first_[n] = number of arcs
    std::vector<std::size_t> reverse_;    // reverse_[e]: (Xj, Xi) for e = (Xi, Xj)
    std::vector<std::vector<int>> last_;  // AC-2001: last support of each value of Xi, per arc
    std::deque<std::size_t> queue_;
    std::vector<char> queued_;
};

}  // namespace

Ac3Result ac3_textbook(const Problem& problem, const Ac3StepCallback& on_step, const SearchLimits& limits) {
    return PairwiseArcConsistency(problem, false, on_step, limits).run();
}

Ac3Result ac2001(const Problem& problem, const Ac3StepCallback& on_step, const SearchLimits& limits) {
    return PairwiseArcConsistency(problem, true, on_step, limits).run();
}

Ac3Result trace_ac3(const Problem& problem, std::ostream& out) {
    constexpr std::size_t kShownArcs = 12;
    const auto arc = [&problem](VarId x, VarId y) { return "(" + problem.name(x) + "," + problem.name(y) + ")"; };
    std::size_t arcs = 0;
    for (VarId x = 0; x < problem.num_variables(); ++x) arcs += problem.arcs(x).size();
    out << "AC-3: " << arcs << " arcs queued\n";
    Ac3Result result = ac3_textbook(problem, [&](const Ac3Step& step) {
        out << "revise " << arc(step.target, step.source) << ": " << step.checks << " checks, ";
        if (step.removed.empty()) out << "no change";
        for (std::size_t i = 0; i < step.removed.size(); ++i) out << (i ? ", " : "removed {") << step.removed[i];
        if (!step.removed.empty()) out << '}';
        if (step.wipeout) out << " -- " << problem.name(step.target) << " has no value left";
        out << "\n  queue (" << step.queue.size() << "):";
        for (std::size_t i = 0; i < step.queue.size() && i < kShownArcs; ++i)
            out << ' ' << arc(step.queue[i].first, step.queue[i].second);
        if (step.queue.size() > kShownArcs) out << " ... " << step.queue.size() - kShownArcs << " more";
        out << '\n';
    });
    out << (result.consistent ? "arc consistent" : "inconsistent") << ": " << result.revisions << " revisions, "
        << result.checks << " checks, " << result.prunings << " values removed\n";
    for (VarId x = 0; result.consistent && x < problem.num_variables(); ++x) {
        out << "  " << problem.name(x) << " = {";
        int shown = 0;
        for (int v : result.domains[at(x)]) out << (shown++ ? ", " : "") << problem.labels(x)[at(v)];
        out << "}\n";
    }
    return result;
}

}  // namespace csp
