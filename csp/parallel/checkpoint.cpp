#include "csp/parallel/checkpoint.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iomanip>
#include <sstream>

#include "csp/model/propagator.hpp"
#include "csp/parallel/decomposition.hpp"
#include "csp/search/option_table.hpp"

namespace csp {

namespace {

constexpr std::string_view kCheckpointMagic = "csp-checkpoint 1";

// FNV-1a, 64 bits: the same digits from every build and machine (std::hash promises neither).
class FingerprintHash {
public:
    void add(std::string_view text) {
        for (const char c : text) {
            hash_ ^= static_cast<unsigned char>(c);
            hash_ *= 0x100000001b3ULL;
        }
        add_separator();
    }
    void add(long long number) { add(std::string_view(std::to_string(number))); }
    std::string hex() const {
        std::ostringstream out;
        out << std::hex << std::setw(16) << std::setfill('0') << hash_;
        return out.str();
    }

private:
    void add_separator() {
        hash_ ^= 0xffU;
        hash_ *= 0x100000001b3ULL;
    }
    std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

// A binary relation is sampled on its first labels: enough to tell models apart, bounded in cost.
constexpr int kSampledRelationLabels = 32;

CheckpointError checkpoint_error(const std::string& path, const std::string& why) {
    return CheckpointError("checkpoint " + path + ": " + why);
}

// Whether a part's solutions are kept in the file: the whole wants a bounded number, or an optimum.
bool checkpoint_keeps_solutions(const SolverOptions& options) {
    return options.objective || options.max_solutions != 0;
}

}  // namespace

std::string checkpoint_fingerprint(const Problem& problem, const SolverOptions& options, std::string_view model) {
    FingerprintHash fnv;
    fnv.add(model);
    fnv.add(problem.num_variables());
    for (VarId x = 0; x < problem.num_variables(); ++x) {
        fnv.add(problem.name(x));
        for (const int value : problem.labels(x)) fnv.add(value);
        const Domain& domain = problem.domain(x);
        for (int i = 0; i < domain.capacity(); ++i) fnv.add(domain.contains(i) ? 1 : 0);
    }
    const auto constraints = problem.constraints();
    for (std::size_t c = 0; c < constraints.size(); ++c) {
        const Constraint& constraint = constraints[c];
        fnv.add(constraint.x);
        fnv.add(constraint.y);
        const auto xs = problem.labels(constraint.x);
        const auto ys = problem.labels(constraint.y);
        for (std::size_t a = 0; a < std::min<std::size_t>(xs.size(), kSampledRelationLabels); ++a)
            for (std::size_t b = 0; b < std::min<std::size_t>(ys.size(), kSampledRelationLabels); ++b)
                fnv.add(problem.allows(static_cast<int>(c), xs[a], ys[b]) ? 1 : 0);
    }
    for (const auto& propagator : problem.propagators()) {
        fnv.add(propagator->describe());
        for (const VarId x : propagator->scope()) fnv.add(x);
    }
    // The options that change what the search answers or the order it answers in; the limits do not
    // (a rerun with a longer one is the point).
    for (const auto& row : solver_option_table())
        if (row.name != "time_limit" && row.name != "node_limit") {
            fnv.add(row.name);
            fnv.add(row.text(options));
        }
    if (options.objective) {
        fnv.add(options.objective->variable);
        fnv.add(options.objective->minimize ? 1 : 0);
    }
    for (const SearchGroup& group : options.search_groups) {
        for (const VarId x : group.variables) fnv.add(x);
        fnv.add(static_cast<long long>(group.variable_order));
        fnv.add(static_cast<long long>(group.value_order));
    }
    for (const VarId x : options.auxiliary_variables) fnv.add(x);
    return fnv.hex();
}

Checkpoint::Checkpoint(std::string path, std::string fingerprint, const Problem& problem)
    : path_(std::move(path)), fingerprint_(std::move(fingerprint)) {
    std::ifstream in(path_, std::ios::binary);
    if (!in) {  // a new run
        write();
        return;
    }
    std::ostringstream text;
    text << in.rdbuf();
    read(text.str(), problem);
}

void Checkpoint::read(std::string_view text, const Problem& problem) {
    std::istringstream in{std::string(text)};
    std::string line;
    std::size_t number = 0;
    const auto next = [&](std::string_view what) {
        if (!std::getline(in, line))
            throw checkpoint_error(path_,
                                   "ends before " + std::string(what) + " (line " + std::to_string(number + 1) + ")");
        ++number;
    };
    next("its first line");
    if (line != kCheckpointMagic)
        throw checkpoint_error(
            path_, "line 1 is not '" + std::string(kCheckpointMagic) + "': not a checkpoint of this program");
    next("the fingerprint");
    if (line.rfind("fingerprint ", 0) != 0) throw checkpoint_error(path_, "line 2: expected 'fingerprint HEX'");
    if (const std::string theirs = line.substr(12); theirs != fingerprint_)
        throw checkpoint_error(path_, "written for another model or options (fingerprint " + theirs + ", this run's " +
                                          fingerprint_ + "); use the same model and flags, or another file");
    if (!std::getline(in, line)) return;  // stopped before the split was made: a new run
    ++number;
    std::size_t count = 0;
    if (std::istringstream header(line); !(header >> line >> count) || line != "subproblems")
        throw checkpoint_error(path_, "line 3: expected 'subproblems N'");
    for (std::size_t i = 0; i < count; ++i) {
        next("its subproblems");
        try {
            subproblems_.push_back(decisions_from_string(line, problem));
        } catch (const std::exception& e) {
            throw checkpoint_error(path_, "line " + std::to_string(number) + ": " + e.what());
        }
    }
    const auto n = static_cast<std::size_t>(problem.num_variables());
    while (std::getline(in, line)) {
        ++number;
        std::istringstream item(line);
        std::string word;
        std::size_t index = 0;
        std::size_t solutions = 0;
        Result part;
        const auto fail = [&] {
            return checkpoint_error(
                path_, "line " + std::to_string(number) + ": expected 'done INDEX COUNT SOLUTIONS VALUES…'");
        };
        if (!(item >> word >> index >> part.solution_count >> solutions) || word != "done" || index >= count)
            throw fail();
        for (std::size_t k = 0; k < solutions; ++k) {
            Assignment a(n);
            for (int& value : a)
                if (!(item >> value)) throw fail();
            part.solutions.push_back(std::move(a));
        }
        if (item >> word) throw fail();
        part.status = part.solution_count > 0 ? Status::Satisfied : Status::Unsatisfiable;
        part.complete = true;
        done_[index] = std::move(part);
    }
    resumed_ = split_ = true;
}

void Checkpoint::set_subproblems(std::vector<Decisions> subproblems) {
    subproblems_ = std::move(subproblems);
    split_ = true;
    done_.clear();
    dirty_ = true;
    flush();
}

void Checkpoint::record(std::size_t index, const Result& part, const SolverOptions& options) {
    if (part.status == Status::LimitReached) return;  // unfinished: the rerun solves it again
    Result kept;
    kept.status = part.status;
    kept.complete = true;
    kept.solution_count = part.solution_count;
    if (checkpoint_keeps_solutions(options) && !part.solutions.empty()) {
        if (options.objective) kept.solutions.push_back(part.solutions.back());  // the part's best
        else kept.solutions = part.solutions;                                    // at most max_solutions of them
    }
    done_[index] = std::move(kept);
    dirty_ = true;
    if (std::chrono::steady_clock::now() - written_ >= interval) flush();
}

void Checkpoint::flush() {
    if (!dirty_) return;
    try {
        write();
        error_.clear();
    } catch (const CheckpointError& e) {
        error_ = e.what();
    }
}

void Checkpoint::write() {
    std::ostringstream text;
    text << kCheckpointMagic << "\nfingerprint " << fingerprint_ << "\n";
    if (split_) text << "subproblems " << subproblems_.size() << "\n";
    for (const Decisions& d : subproblems_) text << to_string(d) << "\n";
    for (const auto& [index, part] : done_) {
        text << "done " << index << ' ' << part.solution_count << ' ' << part.solutions.size();
        for (const Assignment& a : part.solutions)
            for (const int value : a) text << ' ' << value;
        text << "\n";
    }
    const std::string temporary = path_ + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << text.str();
        out.flush();
        if (!out) throw checkpoint_error(path_, "cannot write " + temporary);
    }
    if (std::rename(temporary.c_str(), path_.c_str()) != 0)
        throw checkpoint_error(path_, "cannot replace it with " + temporary);
    dirty_ = false;
    written_ = std::chrono::steady_clock::now();
}

}  // namespace csp
