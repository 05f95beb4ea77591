// The parallel batch (sudoku/batch/batch.hpp): outcomes come back in input order whatever the
// threads, and a stop (Ctrl-C) hands back only the puzzles finished before it, never the searches
// it cut short. Also run under ThreadSanitizer by scripts/tsan.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>
#include <atomic>
#include <chrono>
#include <csignal>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/batch/batch.hpp"
#include "sudoku/format.hpp"
#include "sudoku/generator/generator.hpp"
#include "test_process.hpp"

namespace {

using sudoku::batch::Job;
using sudoku::batch::run;

/// `count` different 4×4 puzzles, one per line.
std::string small_puzzles(int count) {
    std::string text;
    for (int i = 0; i < count; ++i)
        text += sudoku::to_string(sudoku::generate(2, {.seed = static_cast<std::uint64_t>(i)}).puzzle,
                                  sudoku::Format::Line);
    return text;
}

struct Emitted {
    std::vector<int> indices;
    bool any_cut = false;
};

/// What a worker returns: the solve result, and whether the stop cut it short.
struct Outcome {
    sudoku::SolveResult result;
    bool cut = false;
};

TEST(Batch, OutcomesComeBackInInputOrderAndValid) {
    std::istringstream in(small_puzzles(300));
    sudoku::PuzzleReader reader(in, "test");
    sudoku::batch::Progress progress(0);
    const std::atomic<bool> stop{false};
    std::vector<int> order;
    const Job<sudoku::SolveResult> job{
        // Every backend in turn, so the threads share the csp backend's models and the backends' tables.
        [](const sudoku::PuzzleEntry& e) {
            const auto names = sudoku::backend_names();
            const std::string backend(names[static_cast<std::size_t>(e.index) % names.size()]);
            return sudoku::solve(*e.grid, {.backend = backend, .max_solutions = 2});
        },
        [&](const sudoku::PuzzleEntry& e, const sudoku::SolveResult& r) {
            order.push_back(e.index);
            ASSERT_EQ(r.solutions.size(), 1u);
            EXPECT_EQ(sudoku::solution_error(*e.grid, r.solutions[0]), "");
        }};
    EXPECT_EQ(run(
                  reader, 4, job, progress, [] { return std::uintmax_t{0}; }, stop),
              300u);
    ASSERT_EQ(order.size(), 300u);
    for (int i = 0; i < 300; ++i) EXPECT_EQ(order[static_cast<std::size_t>(i)], i);
}

/// Runs 400 puzzles on 2 threads; the work on puzzle `stop_at` raises the stop flag and returns an
/// outcome marked cut, as a cancelled search would.
Emitted run_with_stop(int stop_at, bool with_whole_predicate) {
    std::istringstream in(small_puzzles(400));
    sudoku::PuzzleReader reader(in, "test");
    sudoku::batch::Progress progress(0);
    std::atomic<bool> stop{false};
    Emitted emitted;
    Job<Outcome> job{[&](const sudoku::PuzzleEntry& e) {
                         if (e.index == stop_at) {
                             stop.store(true);
                             return Outcome{{}, true};
                         }
                         return Outcome{sudoku::solve(*e.grid, {.backend = "dlx"}), false};
                     },
                     [&](const sudoku::PuzzleEntry& e, const Outcome& o) {
                         emitted.indices.push_back(e.index);
                         emitted.any_cut |= o.cut;
                     }};
    if (with_whole_predicate) job.whole_despite_stop = [](const Outcome& o) { return !o.cut; };
    const std::size_t count = run(
        reader, 2, job, progress, [] { return std::uintmax_t{0}; }, stop);
    EXPECT_EQ(count, emitted.indices.size());
    return emitted;
}

TEST(Batch, StopHandsBackOnlyTheFinishedPrefix) {
    // Puzzle 150 is in the second chunk (2 threads read 128 at a time): the whole first chunk was
    // finished before the stop, the cut puzzle is never handed back, and nothing after it either.
    const Emitted e = run_with_stop(150, false);
    EXPECT_FALSE(e.any_cut);
    EXPECT_GE(e.indices.size(), 128u);
    EXPECT_LE(e.indices.size(), 150u);
    for (std::size_t i = 0; i < e.indices.size(); ++i) EXPECT_EQ(e.indices[i], static_cast<int>(i));
}

TEST(Batch, OutcomesWholeDespiteTheStopAreStillHandedBack) {
    // A puzzle that finished on the other thread just after the stop is kept when the job says its
    // outcome is whole: the output then ends exactly before the cut puzzle.
    const Emitted e = run_with_stop(150, true);
    EXPECT_FALSE(e.any_cut);
    ASSERT_EQ(e.indices.size(), 150u);
    for (std::size_t i = 0; i < e.indices.size(); ++i) EXPECT_EQ(e.indices[i], static_cast<int>(i));
}

TEST(Batch, StopOnOneThreadEmitsNothingCut) {
    std::istringstream in(small_puzzles(20));
    sudoku::PuzzleReader reader(in, "test");
    sudoku::batch::Progress progress(0);
    std::atomic<bool> stop{false};
    std::vector<int> indices;
    const Job<Outcome> job{[&](const sudoku::PuzzleEntry& e) {
                               if (e.index == 7) stop.store(true);
                               return Outcome{{}, e.index == 7};
                           },
                           [&](const sudoku::PuzzleEntry& e, const Outcome& o) {
                               EXPECT_FALSE(o.cut);
                               indices.push_back(e.index);
                           }};
    EXPECT_EQ(run(
                  reader, 1, job, progress, [] { return std::uintmax_t{0}; }, stop),
              7u);
    EXPECT_EQ(indices, (std::vector<int>{0, 1, 2, 3, 4, 5, 6}));
}

// --- The real tool, interrupted by SIGINT -------------------------------------------------------

using csp::testing::read_text_file;

std::string temp_path(const std::string& suffix) {
    return ::testing::TempDir() + "batch_" + std::to_string(getpid()) + "_" + suffix;
}

/// True once `pid` has a handler for SIGINT (Linux: the SigCgt mask in /proc/PID/status).
bool catches_sigint(pid_t pid) {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("SigCgt:", 0) == 0) return (std::stoull(line.substr(7), nullptr, 16) >> (SIGINT - 1)) & 1u;
    return false;
}

TEST(BatchCli, CtrlCWritesFinishedPuzzlesAndNoLimitResults) {
    // 127 quick puzzles, then empty 9×9 grids whose count (up to 10⁹ of its 6.7·10²¹ grids) takes hours:
    // with 2 threads the first chunk holds the quick ones and one endless count, in flight at Ctrl-C.
    const std::string input = temp_path("in.txt"), out = temp_path("out.txt"), err = temp_path("err.txt");
    {
        std::ofstream file(input);
        file << small_puzzles(127);
        for (int i = 0; i < 4; ++i) file << std::string(81, '.') << "\n";
    }
    const std::string program = std::string(CSP_BINARY_DIR) + "/sudoku";
    const pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
        const int o = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int e = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        dup2(o, STDOUT_FILENO);
        dup2(e, STDERR_FILENO);
        execl(program.c_str(), program.c_str(), "count", input.c_str(), "--max", "1000000000", "--threads", "2",
              nullptr);
        _exit(127);
    }
    // Ctrl-C once the handler is in place and the workers are busy; give up after 60 s.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    int status = 0;
    while (!catches_sigint(pid) && std::chrono::steady_clock::now() < deadline) {
        if (waitpid(pid, &status, WNOHANG) == pid) FAIL() << "exited early: " << read_text_file(err);
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    kill(pid, SIGINT);
    while (waitpid(pid, &status, WNOHANG) == 0) {
        if (std::chrono::steady_clock::now() > deadline) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            FAIL() << "sudoku count did not stop after SIGINT";
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    ASSERT_TRUE(WIFEXITED(status)) << "killed by a signal: " << (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    EXPECT_EQ(WEXITSTATUS(status), 1);
    const std::string stdout_text = read_text_file(out), stderr_text = read_text_file(err);
    EXPECT_EQ(stdout_text.find("limit"), std::string::npos) << stdout_text;
    EXPECT_NE(stderr_text.find("interrupted"), std::string::npos) << stderr_text;
    // Every quick puzzle finished before the interrupt is written out, in order, and nothing else.
    std::istringstream lines(stdout_text);
    int count = 0;
    for (std::string line; std::getline(lines, line); ++count)
        EXPECT_EQ(line, "puzzle " + std::to_string(count + 1) + " (line " + std::to_string(count + 1) + "): unique");
    EXPECT_EQ(count, 127) << stdout_text;
    std::remove(input.c_str());
    std::remove(out.c_str());
    std::remove(err.c_str());
}

}  // namespace
