#include "csp/local/min_conflicts.hpp"

#include <algorithm>
#include <climits>
#include <stdexcept>
#include <string>

#include "csp/base/index.hpp"
#include "csp/kernel/propagation_context.hpp"

namespace csp {

namespace {

using detail::at;

constexpr std::uint64_t kWalkScale = 1u << 20;  // resolution of the random-walk probability

// A value of x with the fewest conflicts, ties broken uniformly at random, which keeps the search
// from cycling on plateaus (Minton et al. 1992). `ties` is scratch space.
int min_conflict_value(const ConflictModel& model, int x, Random& random, std::vector<int>& ties) {
    int best_conflicts = INT_MAX;
    ties.clear();
    const int size = model.domain_size(x);
    for (int v = 0; v < size; ++v) {
        const int c = model.conflicts(x, v);
        if (c > best_conflicts) continue;
        if (c < best_conflicts) {
            best_conflicts = c;
            ties.clear();
        }
        ties.push_back(v);
    }
    return ties[static_cast<std::size_t>(random.below(ties.size()))];
}

bool in_conflict(const ConflictModel& model, int x) { return model.conflicts(x, model.value(x)) > 0; }

// Any csp::Problem seen as a ConflictModel: the model's value v of x is the v-th value left in
// D(x). A conflict is an arc to an assigned neighbour whose relation rejects the pair, or an n-ary
// constraint on x whose variables are all assigned and which its independent check rejects.
class ProblemConflicts final : public ConflictModel {
public:
    explicit ProblemConflicts(const Problem& problem)
        : problem_(problem), choice_(at(problem.num_variables()), -1), index_(choice_.size(), -1) {
        for (VarId x = 0; x < problem.num_variables(); ++x) {
            const Domain& d = problem.domain(x);
            values_.emplace_back(d.begin(), d.end());
        }
    }
    int num_variables() const override { return problem_.num_variables(); }
    int domain_size(int x) const override { return static_cast<int>(values_[at(x)].size()); }
    int conflicts(int x, int value) const override {
        const int index = values_[at(x)][at(value)];
        int count = 0;
        for (const Arc& arc : problem_.arcs(x)) {
            const int other = index_[at(arc.other)];
            count += other >= 0 && !relation(arc).allows(arc.reversed, index, other);
        }
        for (int p : problem_.propagators_of(x)) count += violated(p, x, index);
        return count;
    }
    void assign(int x, int value) override {
        choice_[at(x)] = value;
        index_[at(x)] = values_[at(x)][at(value)];
    }
    int value(int x) const override { return choice_[at(x)]; }
    void conflicting(int x, std::vector<int>& out) const override {
        const int index = index_[at(x)];
        for (const Arc& arc : problem_.arcs(x)) {
            const int other = index_[at(arc.other)];
            if (other >= 0 && !relation(arc).allows(arc.reversed, index, other)) out.push_back(arc.other);
        }
        for (int p : problem_.propagators_of(x))
            if (violated(p, x, index))
                for (VarId y : problem_.propagators()[at(p)]->scope())
                    if (y != x) out.push_back(y);
    }
    int label(int x) const { return problem_.labels(x)[at(index_[at(x)])]; }
    /// The label of the model's value `value` of x.
    int label_of(int x, int value) const { return problem_.labels(x)[at(values_[at(x)][at(value)])]; }

private:
    const detail::CompiledRelation& relation(const Arc& arc) const {
        return *problem_.constraints()[at(arc.constraint)].relation;
    }
    // Is propagator p violated with x at value index `index`? Only once its whole scope is assigned.
    bool violated(int p, int x, int index) const {
        const Propagator& propagator = *problem_.propagators()[at(p)];
        scratch_.clear();
        for (VarId y : propagator.scope()) {
            const int i = y == x ? index : index_[at(y)];
            if (i < 0) return false;
            scratch_.push_back(problem_.labels(y)[at(i)]);
        }
        return !propagator.satisfied(scratch_);
    }

    const Problem& problem_;
    std::vector<std::vector<int>> values_;  // the value indices of D(x), increasing
    std::vector<int> choice_;               // position in values_[x], -1 = unassigned
    std::vector<int> index_;                // the value index itself (what the relations use)
    mutable std::vector<int> scratch_;      // a propagator's scope values
};

// Passes min-conflicts' events on to `out` with the problem's labels instead of the model's values.
class LabelledEvents final : public SearchObserver {
public:
    LabelledEvents(const ProblemConflicts& model, SearchObserver* out) : model_(model), out_(out) {}
    void on_event(const Event& event) override {
        Event e = event;
        std::vector<int> labels;
        switch (e.kind) {
            case EventKind::Assign: e.value = model_.label_of(e.var, e.value); break;
            case EventKind::Repair:
                e.old_value = model_.label_of(e.var, e.old_value);
                e.value = model_.label_of(e.var, e.value);
                break;
            case EventKind::Solution:
                labels.resize(e.vars.size());
                for (std::size_t x = 0; x < labels.size(); ++x)
                    labels[x] = model_.label_of(static_cast<int>(x), e.vars[x]);
                e.vars = labels;
                break;
            default: break;
        }
        out_->on_event(e);
    }

private:
    const ProblemConflicts& model_;
    SearchObserver* out_;
};

}  // namespace

void ConflictModel::initialize(Random& random) {
    std::vector<int> ties;
    for (int x = 0; x < num_variables(); ++x) assign(x, min_conflict_value(*this, x, random, ties));
}

namespace {
int board_size(int n) {
    if (n < 1) throw ModelError("queens: the board needs at least one column, got " + std::to_string(n));
    return n;
}
}  // namespace

QueensConflicts::QueensConflicts(int n)
    : n_(board_size(n)),
      rows_(at(n_), -1),
      per_row_(at(n_), 0),
      per_diagonal_(at(2 * n_), 0),
      per_antidiagonal_(at(2 * n_), 0) {}

int QueensConflicts::conflicts(int column, int row) const {
    const int own = rows_[at(column)] == row ? 1 : 0;  // the queen itself is counted
    return per_row_[at(row)] + per_diagonal_[at(column + row)] + per_antidiagonal_[at(column - row + n_ - 1)] - 3 * own;
}

void QueensConflicts::count(int column, int row, int delta) {
    per_row_[at(row)] += delta;
    per_diagonal_[at(column + row)] += delta;
    per_antidiagonal_[at(column - row + n_ - 1)] += delta;
}

void QueensConflicts::assign(int column, int row) {
    int& current = rows_[at(column)];
    if (current >= 0) count(column, current, -1);
    current = row;
    count(column, row, +1);
}

void QueensConflicts::conflicting(int column, std::vector<int>& out) const {
    const int row = rows_[at(column)];
    for (int c = 0; c < n_; ++c) {
        const int r = rows_[at(c)];
        if (c == column || r < 0) continue;
        if (r == row || r - row == c - column || r - row == column - c) out.push_back(c);
    }
}

void QueensConflicts::initialize(Random& random) {
    // 64 tries leave a few dozen queens in conflict for n = 10⁶ (8 tries leave ~10⁵), and each
    // conflict costs a repair step of O(n).
    constexpr int kTries = 64;
    std::vector<int> empty_rows(at(n_));
    for (int r = 0; r < n_; ++r) empty_rows[at(r)] = r;
    for (int column = 0; column < n_; ++column) {
        std::size_t best = 0;
        int best_conflicts = INT_MAX;
        for (int t = 0; t < kTries && best_conflicts > 0; ++t) {
            const auto i = static_cast<std::size_t>(random.below(empty_rows.size()));
            const int c = conflicts(column, empty_rows[i]);
            if (c < best_conflicts) {
                best = i;
                best_conflicts = c;
            }
        }
        assign(column, empty_rows[best]);
        empty_rows[best] = empty_rows.back();
        empty_rows.pop_back();
    }
}

MinConflictsResult min_conflicts(ConflictModel& model, const MinConflictsOptions& options) {
    MinConflictsResult result;
    const int n = model.num_variables();
    for (int x = 0; x < n; ++x)
        if (model.domain_size(x) == 0) {
            result.status = Status::Unsatisfiable;
            return result;
        }
    Random random(options.seed);
    LimitGuard guard(options.limits);
    model.initialize(random);
    for (int x = 0; x < n; ++x)
        if (model.value(x) < 0 || model.value(x) >= model.domain_size(x))
            throw std::logic_error("min_conflicts: the model's initialize() left variable " + std::to_string(x) +
                                   " without a valid value");
    if (options.observer)
        for (int x = 0; x < n; ++x) options.observer->on_event(Event::assign(x, model.value(x), 0));

    // Candidates: a superset of the conflicted variables, so drawing one at random and dropping it
    // if it is no longer in conflict is a uniform draw among the conflicted ones. It stays a superset
    // because a move of x can only bring into conflict x itself and the variables x now conflicts with.
    std::vector<int> candidates;
    std::vector<char> listed(at(n), 0);
    const auto add = [&](int x) {
        if (listed[at(x)]) return;
        listed[at(x)] = 1;
        candidates.push_back(x);
    };
    for (int x = 0; x < n; ++x)
        if (in_conflict(model, x)) add(x);
    const auto record_conflicts = [&] {
        if (!options.conflict_history) return;
        int conflicted = 0;
        for (int x = 0; x < n; ++x) conflicted += in_conflict(model, x);
        options.conflict_history->push_back(conflicted);
    };
    record_conflicts();
    std::vector<int> touched, ties;
    const double walk_probability = options.random_walk > 0 ? std::min(options.random_walk, 1.0) : 0.0;  // NaN → 0
    const auto walk_threshold = static_cast<std::uint64_t>(walk_probability * static_cast<double>(kWalkScale));
    while (true) {
        if (candidates.empty()) {
            result.status = Status::Satisfied;
            break;
        }
        const auto i = static_cast<std::size_t>(random.below(candidates.size()));
        const int x = candidates[i];
        if (!in_conflict(model, x)) {
            listed[at(x)] = 0;
            candidates[i] = candidates.back();
            candidates.pop_back();
            continue;
        }
        if (result.steps >= options.max_steps || guard.exceeded(result.steps)) break;
        const bool walk = random.below(kWalkScale) < walk_threshold;
        const int old_value = model.value(x);
        model.assign(x, walk ? static_cast<int>(random.below(static_cast<std::uint64_t>(model.domain_size(x))))
                             : min_conflict_value(model, x, random, ties));
        ++result.steps;
        if (options.observer)
            options.observer->on_event(
                Event::repair(x, old_value, model.value(x), model.conflicts(x, model.value(x)), result.steps));
        touched.clear();
        model.conflicting(x, touched);
        for (int y : touched) add(y);
        record_conflicts();
    }
    if (result.status != Status::Satisfied)
        for (int x = 0; x < n; ++x) result.conflicted_variables += in_conflict(model, x);
    result.assignment.resize(at(n));
    for (int x = 0; x < n; ++x) result.assignment[at(x)] = model.value(x);
    if (options.observer && result.status == Status::Satisfied)
        options.observer->on_event(Event::solution(result.assignment));
    return result;
}

MinConflictsResult min_conflicts(const Problem& problem, const MinConflictsOptions& options) {
    if (problem.has_false_constant()) return {.status = Status::Unsatisfiable};
    ProblemConflicts model(problem);
    LabelledEvents labelled(model, options.observer);
    MinConflictsOptions labelling = options;
    if (options.observer) labelling.observer = &labelled;
    MinConflictsResult result = min_conflicts(static_cast<ConflictModel&>(model), labelling);
    if (result.status != Status::Unsatisfiable)
        for (VarId x = 0; x < problem.num_variables(); ++x) result.assignment[at(x)] = model.label(x);
    return result;
}

}  // namespace csp
