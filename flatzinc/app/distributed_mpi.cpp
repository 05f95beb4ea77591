// fzn-csp-mpi-rank's --mpi: the search split over the ranks of MPI (csp::mpi); rank 0 prints.
#include <fstream>
#include <iostream>
#include <sstream>
#include <streambuf>

#include "csp/mpi/runner.hpp"
#include "flatzinc/app/distributed.hpp"

namespace flatzinc::app {

namespace {

/// Standard output of the ranks other than the coordinator's: what they would print is the
/// coordinator's to print.
class Discard final : public std::streambuf {
protected:
    int_type overflow(int_type c) override { return traits_type::not_eof(c); }
    std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

}  // namespace

int run_distributed(int argc, char** argv, const DistributedRun& run, RunOptions& options,
                    std::chrono::steady_clock::time_point started) {
    const csp::mpi::Session session(argc, argv);
    Discard discard;
    std::streambuf* const console = std::cout.rdbuf();
    if (!csp::mpi::is_coordinator()) std::cout.rdbuf(&discard);
    // The checkpoint must belong to this model: its text is part of the fingerprint.
    std::string model;
    if (!run.checkpoint.empty() && run.file != "-") {
        std::ostringstream text;
        text << std::ifstream(run.file, std::ios::binary).rdbuf();
        model = text.str();
    }
    options.distributed = [&](const csp::Problem& problem, const csp::SolverOptions& engine) {
        // All solutions come in the subproblems' order, so the output does not depend on timing.
        const csp::mpi::RunOptions mpi_run{
            .ordered = engine.max_solutions == 0 && !engine.objective, .checkpoint = run.checkpoint, .model = model};
        try {
            const csp::mpi::Outcome out = csp::mpi::solve(problem, engine, mpi_run);
            if (!out.checkpoint_error.empty())
                std::cerr << "fzn-csp: " << out.checkpoint_error
                          << " (the answer is right; a rerun resumes from an older file)\n";
            return out.result;
        } catch (const csp::CheckpointError&) {
            if (csp::mpi::is_coordinator()) throw;  // said once, by the coordinator
            return csp::Result{.status = csp::Status::LimitReached};
        }
    };
    const int status = run_file(run.file, options, started);
    std::cout.rdbuf(console);
    return status;
}

}  // namespace flatzinc::app
