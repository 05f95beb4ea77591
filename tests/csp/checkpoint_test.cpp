// Restartable runs over subproblems (csp/parallel/checkpoint.hpp): a run stopped after some
// subproblems and resumed from its checkpoint gives the count and the optimum of brute force; the
// file is readable after every write; a checkpoint of another model or options is refused.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "csp/parallel/checkpoint.hpp"
#include "csp/parallel/combination.hpp"
#include "csp/parallel/decomposition.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

namespace csp {
namespace {

using testing::brute_force;
using testing::random_problem;

// A file name of this test's own (by process, for test runs side by side), removed with its .tmp
// when the test ends.
class CheckpointFile {
public:
    explicit CheckpointFile(const std::string& name)
        : path_((std::filesystem::temp_directory_path() /
                 ("csp_checkpoint_" + name + "_" + std::to_string(::getpid()) + ".txt"))
                    .string()) {
        remove();
    }
    ~CheckpointFile() { remove(); }
    const std::string& path() const { return path_; }

private:
    void remove() const {
        std::filesystem::remove(path_);
        std::filesystem::remove(path_ + ".tmp");
    }
    std::string path_;
};

// What a runner does with a checkpoint, in one process: the split from the file or a new one, the
// parts done added back, then at most `budget` more solved and recorded (fewer: a run stopped midway).
Result run_resumable(const Problem& p, const SolverOptions& options, const std::string& path, std::size_t budget) {
    Checkpoint checkpoint(path, checkpoint_fingerprint(p, options), p);
    checkpoint.interval = std::chrono::milliseconds(0);
    if (!checkpoint.resumed()) checkpoint.set_subproblems(decompose(p, options, 8).subproblems);
    Combination whole(options);
    std::size_t added = 0;
    for (std::size_t index = 0; index < checkpoint.subproblems().size(); ++index) {
        if (const auto done = checkpoint.done().find(index); done != checkpoint.done().end()) {
            whole.add(done->second);
        } else {
            if (budget == 0 || whole.enough()) continue;
            --budget;
            Result part = Solver(p, whole.next_options()).solve(checkpoint.subproblems()[index]);
            checkpoint.record(index, part, options);
            whole.add(std::move(part));
        }
        ++added;
    }
    return whole.result(added == checkpoint.subproblems().size());
}

TEST(Checkpoint, AResumedCountIsTheCountOfBruteForce) {
    Random rng(4141);
    for (int round = 0; round < testing::random_cases(60); ++round) {
        const Problem p = random_problem(rng, {.max_variables = 7, .max_domain = 5, .with_nary = true});
        const SolverOptions options{.max_solutions = 0, .keep_solutions = round % 2 == 0};
        const CheckpointFile file("count");
        const Result first = run_resumable(p, options, file.path(), static_cast<std::size_t>(round % 4));
        const Result resumed = run_resumable(p, options, file.path(), 1000);
        ASSERT_TRUE(resumed.complete) << "round " << round;
        EXPECT_EQ(resumed.solution_count, brute_force(p).size()) << "round " << round;
        // Nothing is solved twice: the rerun lists only the solutions the first run did not.
        if (options.keep_solutions && first.complete) {
            EXPECT_EQ(resumed.solutions.size(), 0u) << "round " << round;
        }
    }
}

TEST(Checkpoint, AResumedOptimisationFindsTheOptimumOfBruteForce) {
    Random rng(2041);
    for (int round = 0; round < testing::random_cases(60); ++round) {
        const Problem p = random_problem(rng, {.with_nary = true});
        const VarId objective = static_cast<VarId>(rng.below(static_cast<std::uint64_t>(p.num_variables())));
        const bool minimize = rng.below(2) == 0;
        const std::optional<int> expected = testing::optimum(brute_force(p), objective, minimize);
        SolverOptions options{.max_solutions = 0};
        options.objective = Objective{.variable = objective, .minimize = minimize};
        const CheckpointFile file("optimum");
        run_resumable(p, options, file.path(), static_cast<std::size_t>(round % 3));
        const Result r = run_resumable(p, options, file.path(), 1000);
        EXPECT_EQ(testing::optimum_mismatch(p, r, objective, expected), "") << "round " << round;
    }
}

// A first solution found before the stop is the rerun's answer, validated, without a new search.
TEST(Checkpoint, AFirstSolutionFoundIsKept) {
    const Problem p = testing::queens(6);
    const SolverOptions options;
    const CheckpointFile file("first");
    const Result first = run_resumable(p, options, file.path(), 1000);
    ASSERT_EQ(first.solutions.size(), 1u);
    const Result again = run_resumable(p, options, file.path(), 0);
    ASSERT_EQ(again.solutions.size(), 1u);
    EXPECT_EQ(violation(p, again.solutions[0]), "");
    EXPECT_EQ(again.solutions, first.solutions);
}

TEST(Checkpoint, TheFileIsReadableAfterEveryRecord) {
    const Problem p = testing::queens(6);
    const SolverOptions options{.max_solutions = 0, .keep_solutions = false};
    const CheckpointFile file("readable");
    Checkpoint checkpoint(file.path(), checkpoint_fingerprint(p, options), p);
    checkpoint.interval = std::chrono::milliseconds(0);
    checkpoint.set_subproblems(decompose(p, options, 8).subproblems);
    for (std::size_t index = 0; index < checkpoint.subproblems().size(); ++index) {
        checkpoint.record(index, Solver(p, options).solve(checkpoint.subproblems()[index]), options);
        const Checkpoint reread(file.path(), checkpoint_fingerprint(p, options), p);
        EXPECT_TRUE(reread.resumed());
        EXPECT_EQ(reread.subproblems(), checkpoint.subproblems());
        EXPECT_EQ(reread.done().size(), index + 1);
        EXPECT_FALSE(std::filesystem::exists(file.path() + ".tmp"));
    }
}

TEST(Checkpoint, APartStoppedByALimitIsNotRecorded) {
    const Problem p = testing::queens(6);
    const SolverOptions options{.max_solutions = 0};
    const CheckpointFile file("limit");
    Checkpoint checkpoint(file.path(), checkpoint_fingerprint(p, options), p);
    checkpoint.set_subproblems(decompose(p, options, 4).subproblems);
    checkpoint.record(0, Result{.status = Status::LimitReached}, options);
    EXPECT_TRUE(checkpoint.done().empty());
}

std::string checkpoint_refusal(const std::string& path, const Problem& p, const SolverOptions& options) {
    try {
        const Checkpoint checkpoint(path, checkpoint_fingerprint(p, options), p);
    } catch (const CheckpointError& e) {
        return e.what();
    }
    return "";
}

TEST(Checkpoint, OneOfAnotherModelOrOptionsIsRefused) {
    const Problem six = testing::queens(6);
    const SolverOptions all{.max_solutions = 0};
    const CheckpointFile file("other");
    run_resumable(six, all, file.path(), 2);
    EXPECT_EQ(checkpoint_refusal(file.path(), six, all), "");
    EXPECT_NE(checkpoint_refusal(file.path(), testing::queens(7), all).find("written for another model or options"),
              std::string::npos);
    EXPECT_NE(checkpoint_refusal(file.path(), six, SolverOptions{.max_solutions = 1}).find("another model or options"),
              std::string::npos);
    SolverOptions longer = all;  // a limit is not part of the fingerprint: a rerun may have another
    longer.limits.time_limit = std::chrono::milliseconds(5000);
    EXPECT_EQ(checkpoint_refusal(file.path(), six, longer), "");
    EXPECT_NE(checkpoint_fingerprint(six, all, "model a"), checkpoint_fingerprint(six, all, "model b"));
}

TEST(Checkpoint, ABrokenFileIsRefusedWithItsLine) {
    const Problem p = testing::queens(6);
    const SolverOptions options{.max_solutions = 0};
    const CheckpointFile file("broken");
    const auto write = [&](const std::string& text) { std::ofstream(file.path()) << text; };
    write("hello\n");
    EXPECT_NE(checkpoint_refusal(file.path(), p, options).find("line 1 is not 'csp-checkpoint 1'"), std::string::npos);
    const std::string head = "csp-checkpoint 1\nfingerprint " + checkpoint_fingerprint(p, options) + "\n";
    write(head + "subproblems 2\n0=1\n");
    EXPECT_NE(checkpoint_refusal(file.path(), p, options).find("ends before its subproblems (line 5)"),
              std::string::npos);
    write(head + "subproblems 1\n0=1\ndone 0 x\n");
    EXPECT_NE(checkpoint_refusal(file.path(), p, options).find("line 5: expected 'done"), std::string::npos);
    write(head + "subproblems 1\n99=1\n");
    EXPECT_NE(checkpoint_refusal(file.path(), p, options).find("line 4"), std::string::npos);
    write(head);  // stopped before the split: a new run
    EXPECT_EQ(checkpoint_refusal(file.path(), p, options), "");
}

}  // namespace
}  // namespace csp
