// The scaling of embarrassingly parallel search (csp/parallel/, docs/parallel.md) without the
// machines: N-Queens is split for W workers (30 subproblems each), every subproblem is solved here
// on one core with its CPU time recorded, and the coordinator's schedule is replayed: each
// subproblem in order to the first free worker, after a message latency. The predicted speed-up is
// the sequential search's CPU time over the replayed makespan (the split included, on the
// coordinator before any work is handed out); efficiency is that over W. CPU times, so the figures
// hold on a loaded machine.
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <ctime>
#include <functional>
#include <iostream>
#include <queue>
#include <string>
#include <vector>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/parallel/combination.hpp"
#include "csp/parallel/decomposition.hpp"

namespace {

double thread_seconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Three all-different constraints over the queens' rows, with offsets for the diagonals.
csp::Problem queens(int n) {
    csp::Problem p;
    std::vector<csp::VarId> rows;
    std::vector<int> none, up, down;
    for (int i = 0; i < n; ++i) {
        rows.push_back(p.add_variable("Q" + std::to_string(i + 1), 1, n));
        none.push_back(0);
        up.push_back(i);
        down.push_back(-i);
    }
    csp::add_all_different(p, rows, none);
    csp::add_all_different(p, rows, up);
    csp::add_all_different(p, rows, down);
    return p;
}

int number(const char* text, const char* what) {
    int value = 0;
    const std::string_view s(text);
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc{} || end != s.data() + s.size() || value < 1)
        throw std::invalid_argument(std::string(what) + ": '" + text + "' is not a positive integer");
    return value;
}

}  // namespace

int main(int argc, char** argv) try {
    if (argc < 2) {
        std::cerr
            << "usage: eps_simulation N [LATENCY_US] [WORKERS ...]   (default latency 50 us, workers 2 16 64 256)\n";
        return 2;
    }
    const int n = number(argv[1], "N");
    const double latency = argc > 2 ? number(argv[2], "LATENCY_US") * 1e-6 : 50e-6;
    std::vector<int> counts;
    for (int k = 3; k < argc; ++k) counts.push_back(number(argv[k], "WORKERS"));
    if (counts.empty()) counts = {2, 16, 64, 256};
    const csp::Problem p = queens(n);
    const csp::SolverOptions options{
        .variable_order = csp::VariableOrder::MrvDegree, .max_solutions = 0, .keep_solutions = false};
    double start = thread_seconds();
    const std::uint64_t expected = csp::Solver(p, options).solve().solution_count;
    const double sequential = thread_seconds() - start;
    std::printf("%d-queens: %llu solutions, sequential search %.2f s CPU; message latency %.0f us\n\n", n,
                static_cast<unsigned long long>(expected), sequential, latency * 1e6);
    std::printf(
        "| workers | subproblems | split s | sum of parts s | largest part s | makespan s | speed-up | efficiency |\n");
    std::printf("| --- | --- | --- | --- | --- | --- | --- | --- |\n");
    for (int workers : counts) {
        start = thread_seconds();
        const csp::Decomposition parts =
            csp::decompose(p, options, csp::subproblem_target(static_cast<std::size_t>(workers)));
        const double split = thread_seconds() - start;
        std::vector<double> times;
        std::uint64_t total = 0;
        for (const csp::Decisions& part : parts.subproblems) {
            start = thread_seconds();
            total += csp::Solver(p, options).solve(part).solution_count;
            times.push_back(thread_seconds() - start);
        }
        if (total != expected) throw std::logic_error("the parts' counts do not add up to the sequential count");
        // The coordinator's schedule: subproblems in order, each to the worker free first.
        std::priority_queue<double, std::vector<double>, std::greater<>> free_at;
        for (int w = 0; w < workers; ++w) free_at.push(split);
        double makespan = split;
        for (double t : times) {
            const double at = free_at.top() + 2 * latency + t;  // request and answer, then the work
            free_at.pop();
            free_at.push(at);
            makespan = std::max(makespan, at);
        }
        double sum = 0;
        for (double t : times) sum += t;
        const double speedup = sequential / makespan;
        std::printf("| %d | %zu | %.3f | %.2f | %.3f | %.3f | %.1f× | %.2f |\n", workers, times.size(), split, sum,
                    *std::max_element(times.begin(), times.end()), makespan, speedup, speedup / workers);
    }
    return 0;
} catch (const std::exception& e) {
    std::cerr << "eps_simulation: " << e.what() << "\n";
    return 2;
}
