// fzn-csp's --mpi: fzn-csp-mpi-rank, found beside this program, takes over the process.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <system_error>
#include <vector>

#include "flatzinc/app/distributed.hpp"

namespace flatzinc::app {

int run_distributed([[maybe_unused]] int argc, [[maybe_unused]] char** argv, const DistributedRun&, RunOptions&,
                    std::chrono::steady_clock::time_point) {
#if CSP_WITH_MPI
    // The directory of this program, installed or in the build tree; elsewhere than Linux, PATH.
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    std::string program = error ? kMpiRankProgram : (self.parent_path() / kMpiRankProgram).string();
    std::vector<char*> args{program.data()};
    args.insert(args.end(), argv + 1, argv + argc);
    args.push_back(nullptr);
    ::execvp(program.c_str(), args.data());
    std::cerr << "fzn-csp: --mpi: cannot start " << program << ": " << std::strerror(errno) << "\n";
    return kExitFailure;
#else
    std::cerr << "fzn-csp: --mpi: this fzn-csp was built without MPI (CSP_WITH_MPI; docs/distributed.md)\n";
    return kExitUsage;
#endif
}

}  // namespace flatzinc::app
