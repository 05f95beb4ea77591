#pragma once
/// Min-conflicts local search (Minton, Johnston, Philips & Laird 1992; AIMA fig. 6.8): start from a
/// complete assignment, then repeatedly give a randomly chosen conflicted variable the value with the
/// fewest conflicts. It cannot prove unsatisfiability; it can solve a million queens in seconds.
///
/// Two layers: `ConflictModel` is anything that counts conflicts itself (the queens model below does
/// it with row and diagonal counters, so it never builds n² constraints); `min_conflicts(Problem)`
/// wraps any csp::Problem in a model that counts through its arcs.

#include <cstdint>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/base/search_limits.hpp"
#include "csp/model/problem.hpp"
#include "csp/observe/observer.hpp"
#include "csp/search/solver.hpp"

namespace csp {

/// What min-conflicts needs to know about a problem. Values of x are 0..domain_size(x)-1; every
/// variable starts unassigned (value -1).
class ConflictModel {
public:
    virtual ~ConflictModel() = default;
    virtual int num_variables() const = 0;
    virtual int domain_size(int x) const = 0;
    /// Constraints that x = value would violate with the other *assigned* variables (x's own current
    /// value is ignored).
    virtual int conflicts(int x, int value) const = 0;
    /// Gives x a value (or moves it from its current one).
    virtual void assign(int x, int value) = 0;
    /// x's value, or -1 while unassigned.
    virtual int value(int x) const = 0;
    /// Appends the assigned variables whose values conflict with x's value. After a move of x these
    /// are the only variables that can have newly come into conflict.
    virtual void conflicting(int x, std::vector<int>& out) const = 0;
    /// The initial complete assignment. Default: greedy — each variable in turn takes a value with
    /// the fewest conflicts with those before it (AIMA §6.4), ties broken at random. O(n·d) calls of
    /// conflicts(); models with huge domains override it with something cheaper.
    virtual void initialize(Random& random);
};

/// N-Queens counted the way Minton et al. did it: variable = column, value = row, and one counter
/// per row and per diagonal, so conflicts() is O(1) and a million queens fit in a few megabytes.
class QueensConflicts final : public ConflictModel {
public:
    explicit QueensConflicts(int n);
    int num_variables() const override { return n_; }
    int domain_size(int) const override { return n_; }
    int conflicts(int column, int row) const override;
    void assign(int column, int row) override;
    int value(int column) const override { return rows_[static_cast<std::size_t>(column)]; }
    /// O(n): a scan of the columns, no dearer than choosing the queen's row.
    void conflicting(int column, std::vector<int>& out) const override;
    /// Greedy over the rows still empty (as Sosic & Gu 1994 do): each queen tries a few random
    /// empty rows and keeps the first with free diagonals, else the best tried. O(n) instead of the
    /// default's O(n²), and it leaves a near-permutation with few conflicts.
    void initialize(Random& random) override;

private:
    void count(int column, int row, int delta);
    int n_;
    std::vector<int> rows_;  // row of each column's queen, -1 = none
    std::vector<int> per_row_, per_diagonal_, per_antidiagonal_;
};

struct MinConflictsOptions {
    /// Repairs before giving up: 0 makes none (the starting assignment is the answer), so a search
    /// without a step limit must say so (UINT64_MAX), not get one from a zero by accident.
    std::uint64_t max_steps = 1'000'000;
    std::uint64_t seed = 0;  ///< same seed ⇒ same run
    /// Probability that a step gives the variable a random value instead of its best one. Plain
    /// min-conflicts can get stuck for good where every move makes things worse (8 queens does);
    /// this noise, as in WalkSAT (Selman, Kautz & Cohen 1994), walks it out.
    double random_walk = 0.02;
    SearchLimits limits;  ///< node_limit counts steps, like max_steps
    /// When set: the number of variables in conflict before the first repair, then after each repair
    /// (counted over all variables each time, so for plots of small runs and of the queens' model,
    /// whose count is O(n); it does not change the run).
    std::vector<int>* conflict_history = nullptr;
    /// Not owned; null = no tracing cost. Sees the starting assignment as an Assign event at depth 0
    /// for each variable, then each Repair (steps from 1), then a Solution when one is found.
    /// Values are labels for a Problem, the model's values for a ConflictModel.
    SearchObserver* observer = nullptr;
};

struct MinConflictsResult {
    /// Satisfied, or LimitReached when the steps ran out (local search proves nothing);
    /// Unsatisfiable only for a variable with an empty domain or a false constant
    /// (Problem::has_false_constant).
    Status status = Status::LimitReached;
    /// The final assignment: labels for a Problem, the model's values for a ConflictModel.
    Assignment assignment;
    std::uint64_t steps = 0;       ///< repairs made (variables given a new value)
    int conflicted_variables = 0;  ///< variables still in conflict at the end (0 when Satisfied)
};

/// Min-conflicts over a model; leaves the model holding the final assignment.
MinConflictsResult min_conflicts(ConflictModel& model, const MinConflictsOptions& options = {});
/// Min-conflicts over any problem, counting conflicts through its arcs; an n-ary constraint counts
/// as one conflict while its variables are all assigned and its check (Propagator::satisfied) fails.
MinConflictsResult min_conflicts(const Problem& problem, const MinConflictsOptions& options = {});

}  // namespace csp
