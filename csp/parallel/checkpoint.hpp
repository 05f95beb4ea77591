#pragma once
/// Restartable long runs over subproblems (decomposition.hpp): a checkpoint file holds the split and
/// each subproblem whose result was added to the whole (its count; for an optimisation or a bounded
/// number of solutions, the solutions it brought), rewritten as the run goes. A rerun with the same
/// model and options reads it, takes the split from it and skips the subproblems done, so its count
/// and optimum are the uninterrupted run's. Every write goes to FILE.tmp, then replaces FILE by a
/// rename, so a run killed at any moment leaves the last complete file.
///
/// Text, one item a line:
///     csp-checkpoint 1
///     fingerprint <16 hex digits>
///     subproblems <N>              (absent until the split is made)
///     <N lines of decisions, to_string(Decisions)>
///     done <index> <count> <solutions> <values of each solution>…

#include <chrono>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "csp/search/solver.hpp"

namespace csp {

/// A checkpoint that cannot be used: unreadable, or written for another model or options.
class CheckpointError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// What a checkpoint must match: the problem's variables, domains and constraints (binary relations
/// sampled, propagators by kind of scope), the options that change the answer (the search table's
/// rows but the limits, the objective, the search groups), and `model`, a caller's text for what
/// the structure cannot show (fzn-csp passes the model file's contents). 16 hex digits.
std::string checkpoint_fingerprint(const Problem& problem, const SolverOptions& options, std::string_view model = {});

class Checkpoint {
public:
    /// Opens `path` for a run whose fingerprint is `fingerprint`: reads it when it exists (throws
    /// CheckpointError naming the file when it is unreadable or has another fingerprint), else
    /// writes its first lines (throws when it cannot: better now than after an hour's search).
    Checkpoint(std::string path, std::string fingerprint, const Problem& problem);

    /// True when the file held a split: subproblems() is it, and done() the parts finished.
    bool resumed() const { return resumed_; }
    const std::vector<Decisions>& subproblems() const { return subproblems_; }
    /// The parts finished, by index: their results as recorded (a count, and the solutions kept).
    const std::map<std::size_t, Result>& done() const { return done_; }

    /// A new run's split; written at once.
    void set_subproblems(std::vector<Decisions> subproblems);
    /// A subproblem's result, just added to the whole with `options` (the whole search's): recorded
    /// unless a limit stopped it. The solutions are kept when the whole wants a bounded number of
    /// them or an optimum (the best only); with all solutions wanted, only the count. Writes the
    /// file unless it was written less than `interval` ago (flush() writes it in any case). A
    /// failed write does not stop the run: error() says why, and the next record tries again.
    void record(std::size_t index, const Result& part, const SolverOptions& options);
    /// Writes the file now if a record is not on disk yet.
    void flush();
    /// Why the last write failed, "" when it did not.
    const std::string& error() const { return error_; }
    /// How often record() may rewrite the file.
    std::chrono::milliseconds interval{100};

    const std::string& path() const { return path_; }

private:
    void read(std::string_view text, const Problem& problem);
    void write();

    std::string path_;
    std::string fingerprint_;
    std::string error_;
    bool resumed_ = false;
    bool split_ = false;  // the split is known (and written)
    bool dirty_ = false;
    std::chrono::steady_clock::time_point written_{};
    std::vector<Decisions> subproblems_;
    std::map<std::size_t, Result> done_;
};

}  // namespace csp
