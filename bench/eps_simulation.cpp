// The scaling of embarrassingly parallel search (csp/parallel/, docs/distributed.md) without the
// machines. N-Queens is split for the largest worker count (30 subproblems each) and every
// subproblem is solved here on one core with its CPU time recorded; a smaller worker count's split
// is coarser (its nodes are ancestors of those), so its subproblems' times are the sums of their
// descendants'. The MPI runner's schedule is then replayed for each count (bench/eps_schedule.hpp)
// and the predicted speed-up is the reference time over the makespan. CPU times, so the figures
// hold on a loaded machine. With --record FILE the times go to FILE as they are measured and a
// rerun continues from there: a recording of hours can be made in pieces and replayed at will.
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "bench/eps_schedule.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/parallel/decomposition.hpp"

namespace {

constexpr const char* kUsage =
    "usage: eps_simulation N [--workers 16,64,256] [--latency-us 50] [--poll-us 500] [--service-us 5]\n"
    "                        [--refill K] [--record FILE] [--record-for SECONDS] [--sequential] [--mirror]\n";

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

// The number of N-Queens solutions (OEIS A000170), an independent check of the parts' counts.
std::uint64_t known_count(int n) {
    static const std::uint64_t counts[] = {1,   0,    0,     2,     10,     4,       40,       92,       352,
                                           724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624};
    return n >= 1 && n <= 18 ? counts[n - 1] : 0;
}

double number(const std::string& text, const std::string& what) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || value < 0)
        throw std::invalid_argument(what + ": '" + text + "' is not a non-negative number");
    return value;
}

int whole(const std::string& text, const std::string& what) {
    const double value = number(text, what);
    if (value < 1 || value != static_cast<int>(value))
        throw std::invalid_argument(what + ": '" + text + "' is not a positive integer");
    return static_cast<int>(value);
}

struct Settings {
    int n = 0;
    std::vector<int> workers{16, 64, 256};
    eps::ScheduleParams schedule;
    std::string record;
    double record_for = 0;  // 0: no bound
    bool sequential = false;
    bool mirror = false;  // time a subproblem by its mirror image when that comes first
};

Settings parse(int argc, char** argv) {
    if (argc < 2) throw std::invalid_argument("N is missing");
    Settings s;
    s.n = whole(argv[1], "N");
    for (int k = 2; k < argc; ++k) {
        const std::string flag = argv[k];
        if (flag == "--sequential" || flag == "--mirror") {
            (flag == "--mirror" ? s.mirror : s.sequential) = true;
            continue;
        }
        if (k + 1 >= argc) throw std::invalid_argument(flag + " needs a value");
        const std::string value = argv[++k];
        if (flag == "--workers") {
            s.workers.clear();
            std::stringstream items(value);
            for (std::string item; std::getline(items, item, ',');) s.workers.push_back(whole(item, flag));
        } else if (flag == "--latency-us") {
            s.schedule.latency = number(value, flag) * 1e-6;
        } else if (flag == "--poll-us") {
            s.schedule.poll = std::max(number(value, flag), 1.0) * 1e-6;
        } else if (flag == "--service-us") {
            s.schedule.service = number(value, flag) * 1e-6;
        } else if (flag == "--refill") {
            s.schedule.refill = whole(value, flag);
            s.schedule.first_batch = std::max(s.schedule.first_batch, s.schedule.refill);
        } else if (flag == "--record") {
            s.record = value;
        } else if (flag == "--record-for") {
            s.record_for = number(value, flag);
        } else {
            throw std::invalid_argument("unknown flag '" + flag + "'");
        }
    }
    if (s.workers.empty()) throw std::invalid_argument("--workers: no worker count");
    return s;
}

struct Part {
    double seconds = -1;  // -1: not measured yet
    std::uint64_t solutions = 0;
};

// The header line that ties a recording to its split.
std::string record_header(int n, const csp::Decomposition& split) {
    return "# eps_simulation " + std::to_string(n) + "-queens mrv-degree: " + std::to_string(split.subproblems.size()) +
           " subproblems at depth " + std::to_string(split.depth);
}

// Reads what a previous run recorded: lines "INDEX SECONDS SOLUTIONS DECISIONS".
void read_record(const std::string& path, const std::string& header, const csp::Decomposition& split,
                 std::vector<Part>& parts) {
    std::ifstream in(path);
    if (!in) return;
    std::string line;
    if (!std::getline(in, line)) return;
    if (line != header) throw std::invalid_argument(path + ":1: recorded for another split: '" + line + "'");
    for (int number = 2; std::getline(in, line); ++number) {
        std::istringstream fields(line);
        std::size_t index = 0;
        Part part;
        std::string decisions;
        if (!(fields >> index >> part.seconds >> part.solutions) || index >= parts.size())
            throw std::invalid_argument(path + ":" + std::to_string(number) + ": not 'INDEX SECONDS SOLUTIONS ...'");
        std::getline(fields >> std::ws, decisions);
        if (decisions != csp::to_string(split.subproblems[index]))
            throw std::invalid_argument(path + ":" + std::to_string(number) + ": subproblem " + std::to_string(index) +
                                        " is not this split's");
        parts[index] = part;
    }
}

// For each subproblem, the earlier one that is its mirror image (every queen's row v becomes n + 1 - v,
// the board reflected), or itself. Reflection maps the problem onto itself and keeps every domain's
// size, so mrv-degree picks the same variables and the two subtrees are mirror images of the same
// size: the same count, and the same work up to the value order.
std::vector<std::size_t> mirrors(const csp::Decomposition& split, int n) {
    std::map<csp::Decisions, std::size_t> index;
    for (std::size_t k = 0; k < split.subproblems.size(); ++k) index.emplace(split.subproblems[k], k);
    std::vector<std::size_t> out(split.subproblems.size());
    for (std::size_t k = 0; k < out.size(); ++k) {
        csp::Decisions image = split.subproblems[k];
        for (auto& [x, value] : image) value = n + 1 - value;
        const auto found = index.find(image);
        out[k] = found != index.end() && found->second < k ? found->second : k;
    }
    return out;
}

// Solves the subproblems not recorded yet, appending each to the record; false when --record-for stopped it.
bool measure(const csp::Problem& p, const csp::SolverOptions& options, const csp::Decomposition& split,
             const Settings& s, const std::vector<std::size_t>& mirror, std::vector<Part>& parts) {
    std::ofstream out;
    if (!s.record.empty()) {
        const bool fresh = std::none_of(parts.begin(), parts.end(), [](const Part& q) { return q.seconds >= 0; });
        out.open(s.record, fresh ? std::ios::trunc : std::ios::app);
        if (!out) throw std::invalid_argument("--record: cannot write " + s.record);
        if (fresh) out << record_header(s.n, split) << '\n' << std::flush;
    }
    const double begin = thread_seconds();
    for (std::size_t k = 0; k < parts.size(); ++k) {
        if (parts[k].seconds >= 0 || mirror[k] != k) continue;
        if (s.record_for > 0 && thread_seconds() - begin >= s.record_for) return false;
        const double start = thread_seconds();
        parts[k].solutions = csp::Solver(p, options).solve(split.subproblems[k]).solution_count;
        parts[k].seconds = thread_seconds() - start;
        if (out.is_open())
            out << k << ' ' << parts[k].seconds << ' ' << parts[k].solutions << ' '
                << csp::to_string(split.subproblems[k]) << '\n'
                << std::flush;
    }
    return true;
}

// The times of a coarser split's subproblems: each the sum of its descendants' in the fine split.
std::vector<double> coarse_times(const csp::Decomposition& coarse, const csp::Decomposition& fine,
                                 const std::vector<Part>& parts) {
    std::map<csp::Decisions, std::size_t> index;
    for (std::size_t k = 0; k < coarse.subproblems.size(); ++k) index.emplace(coarse.subproblems[k], k);
    std::vector<double> times(coarse.subproblems.size(), 0.0);
    for (std::size_t k = 0; k < fine.subproblems.size(); ++k) {
        csp::Decisions prefix = fine.subproblems[k];
        auto found = index.find(prefix);
        while (found == index.end() && !prefix.empty()) {
            prefix.pop_back();
            found = index.find(prefix);
        }
        if (found == index.end()) throw std::logic_error("a subproblem of the fine split is in none of the coarse");
        times[found->second] += parts[k].seconds;
    }
    return times;
}

}  // namespace

int main(int argc, char** argv) try {
    const Settings s = [&] {
        try {
            return parse(argc, argv);
        } catch (const std::invalid_argument& e) {
            std::cerr << "eps_simulation: " << e.what() << "\n" << kUsage;
            std::exit(2);
        }
    }();
    const csp::Problem p = queens(s.n);
    const csp::SolverOptions options{
        .variable_order = csp::VariableOrder::MrvDegree, .max_solutions = 0, .keep_solutions = false};
    const int most = *std::max_element(s.workers.begin(), s.workers.end());
    const csp::Decomposition fine = csp::decompose(p, options, csp::subproblem_target(static_cast<std::size_t>(most)));
    std::vector<Part> parts(fine.subproblems.size());
    if (!s.record.empty()) read_record(s.record, record_header(s.n, fine), fine, parts);
    std::vector<std::size_t> mirror(parts.size());
    for (std::size_t k = 0; k < mirror.size(); ++k) mirror[k] = k;
    if (s.mirror) mirror = mirrors(fine, s.n);
    if (!measure(p, options, fine, s, mirror, parts)) {
        const auto done = std::count_if(parts.begin(), parts.end(), [](const Part& q) { return q.seconds >= 0; });
        std::printf("recorded %zu of %zu subproblems in %s; run again to go on\n", static_cast<std::size_t>(done),
                    parts.size(), s.record.c_str());
        return 1;
    }
    std::size_t mirrored = 0;
    for (std::size_t k = 0; k < parts.size(); ++k)
        if (mirror[k] != k) parts[k] = parts[mirror[k]], ++mirrored;
    double sum = 0;
    std::uint64_t total = 0;
    for (const Part& q : parts) sum += q.seconds, total += q.solutions;
    if (known_count(s.n) != 0 && total != known_count(s.n))
        throw std::logic_error("the parts' counts add up to " + std::to_string(total) + ", not the known " +
                               std::to_string(known_count(s.n)));
    double reference = sum;
    if (s.sequential) {
        const double start = thread_seconds();
        const std::uint64_t one = csp::Solver(p, options).solve().solution_count;
        reference = thread_seconds() - start;
        if (one != total) throw std::logic_error("one search's count is not the parts' sum");
    }
    std::printf(
        "%d-queens: %llu solutions; %zu subproblems at depth %d (the split for %d workers), %.2f s CPU "
        "summed%s\n",
        s.n, static_cast<unsigned long long>(total), parts.size(), fine.depth, most, sum,
        s.sequential ? "" : " (the reference: one search not run)");
    if (mirrored > 0) std::printf("%zu of them not solved: timed by their mirror images (--mirror)\n", mirrored);
    if (s.sequential) std::printf("one search: %.2f s CPU (the reference)\n", reference);
    std::printf(
        "schedule: message latency %.0f us, rank 0 answers every %.0f us of its search and spends %.0f us "
        "per message, a worker holds %d subproblems at first and is topped up to %d\n\n",
        s.schedule.latency * 1e6, s.schedule.poll * 1e6, s.schedule.service * 1e6, s.schedule.first_batch,
        s.schedule.refill);
    std::printf(
        "| workers | subproblems | split s | mean part s | largest part s | makespan s | speed-up | efficiency | "
        "lost to split | tail | messages |\n");
    std::printf("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
    for (int workers : s.workers) {
        const double start = thread_seconds();
        const csp::Decomposition coarse =
            csp::decompose(p, options, csp::subproblem_target(static_cast<std::size_t>(workers)));
        const double split = thread_seconds() - start;
        const std::vector<double> times = coarse_times(coarse, fine, parts);
        const eps::Schedule r = eps::replay(times, workers, split, s.schedule);
        const double speedup = reference / r.makespan;
        const double all = r.makespan * workers;
        std::printf("| %d | %zu | %.3f | %.4f | %.3f | %.3f | %.1f× | %.2f | %.3f | %.3f | %.3f |\n", workers,
                    times.size(), split, r.work / static_cast<double>(times.size()),
                    *std::max_element(times.begin(), times.end()), r.makespan, speedup, speedup / workers,
                    r.split_loss / all, r.tail_loss / all, r.message_loss / all);
    }
    return 0;
} catch (const std::exception& e) {
    std::cerr << "eps_simulation: " << e.what() << "\n";
    return 2;
}
