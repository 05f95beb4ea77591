#include "csp/mpi/runner.hpp"

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "csp/parallel/checkpoint.hpp"
#include "csp/parallel/combination.hpp"
#include "csp/parallel/decomposition.hpp"
#include "csp/parallel/subproblem_solver.hpp"

namespace csp::mpi {

namespace {

using Message = std::vector<std::int64_t>;
using Clock = std::chrono::steady_clock;
constexpr int kCoordinator = 0;

// The messages: a worker sends kResult (a subproblem's result, or a first request); the coordinator
// keeps it supplied with kWork, kQueued subproblems ahead, and sends kStop once it holds none and no
// more will come; it may send kCancel (return the rest unsolved) and kBound (a better incumbent) to
// a worker holding work. Between two ranks messages do not overtake each other, so a worker meets
// every kCancel and kBound before its kStop.
enum Tag : int { kResult = 1, kWork, kStop, kCancel, kBound };

void send(const Message& m, int to, Tag tag) {
    MPI_Send(m.data(), static_cast<int>(m.size()), MPI_INT64_T, to, tag, MPI_COMM_WORLD);
}

bool pending(int from, int tag, MPI_Status& status) {
    int flag = 0;
    MPI_Iprobe(from, tag, MPI_COMM_WORLD, &flag, &status);
    return flag != 0;
}

// Waits by polling with growing pauses (up to a millisecond) instead of MPI_Probe, which spins
// on a core that an oversubscribed rank's neighbour needs.
template <class Ready>
void wait_until(Ready ready) {
    auto pause = std::chrono::microseconds(20);
    while (!ready()) {
        std::this_thread::sleep_for(pause);
        pause = std::min(pause * 2, std::chrono::microseconds(1000));
    }
}

// Receives the next message with `tag` (MPI_ANY_TAG for any) from `from` (MPI_ANY_SOURCE for any).
Message receive(int from, int tag, MPI_Status& status) {
    wait_until([&] { return pending(from, tag, status); });
    int count = 0;
    MPI_Get_count(&status, MPI_INT64_T, &count);
    Message m(static_cast<std::size_t>(count));
    MPI_Recv(m.data(), count, MPI_INT64_T, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return m;
}

// A result as numbers: index, status, complete, count, the counters, then the solutions.
Message encode(std::int64_t index, const Result& r) {
    const Stats& s = r.stats;
    Message m = {index,
                 static_cast<std::int64_t>(r.status),
                 r.complete ? 1 : 0,
                 static_cast<std::int64_t>(r.solution_count),
                 static_cast<std::int64_t>(s.nodes),
                 static_cast<std::int64_t>(s.backtracks),
                 static_cast<std::int64_t>(s.revisions),
                 static_cast<std::int64_t>(s.checks),
                 static_cast<std::int64_t>(s.prunings),
                 static_cast<std::int64_t>(s.wipeouts),
                 static_cast<std::int64_t>(s.propagator_calls),
                 static_cast<std::int64_t>(s.restarts),
                 static_cast<std::int64_t>(s.nogoods),
                 static_cast<std::int64_t>(s.max_depth),
                 static_cast<std::int64_t>(s.time.count()),
                 static_cast<std::int64_t>(r.solutions.size())};
    for (const Assignment& a : r.solutions) m.insert(m.end(), a.begin(), a.end());
    return m;
}
constexpr std::size_t kResultHeader = 16;

Result decode(const Message& m, int num_variables) {
    Result r;
    r.status = static_cast<Status>(m[1]);
    r.complete = m[2] != 0;
    r.solution_count = static_cast<std::uint64_t>(m[3]);
    Stats& s = r.stats;
    s.nodes = static_cast<std::uint64_t>(m[4]);
    s.backtracks = static_cast<std::uint64_t>(m[5]);
    s.revisions = static_cast<std::uint64_t>(m[6]);
    s.checks = static_cast<std::uint64_t>(m[7]);
    s.prunings = static_cast<std::uint64_t>(m[8]);
    s.wipeouts = static_cast<std::uint64_t>(m[9]);
    s.propagator_calls = static_cast<std::uint64_t>(m[10]);
    s.restarts = static_cast<std::uint64_t>(m[11]);
    s.nogoods = static_cast<std::uint64_t>(m[12]);
    s.max_depth = static_cast<std::uint32_t>(m[13]);
    s.time = std::chrono::nanoseconds(m[14]);
    const auto n = static_cast<std::size_t>(num_variables);
    for (std::size_t k = 0; k < static_cast<std::size_t>(m[15]); ++k) {
        const auto begin = m.begin() + static_cast<std::ptrdiff_t>(kResultHeader + k * n);
        r.solutions.emplace_back(begin, begin + static_cast<std::ptrdiff_t>(n));
    }
    return r;
}

// Work: index, whether a bound follows, the bound, the solutions still wanted, then the decisions.
Message encode_work(std::size_t index, const std::optional<int>& bound, std::size_t wanted,
                    const Decisions& decisions) {
    Message m = {static_cast<std::int64_t>(index), 0, 0, static_cast<std::int64_t>(wanted)};
    if (bound.has_value()) {
        m[1] = 1;
        m[2] = *bound;
    }
    for (const auto& [x, value] : decisions) {
        m.push_back(x);
        m.push_back(value);
    }
    return m;
}

// The time a rank has left, or none when there is no limit.
struct Deadline {
    std::optional<Clock::time_point> at;
    explicit Deadline(std::chrono::milliseconds limit) {
        if (limit.count() > 0) at = Clock::now() + limit;
    }
    bool passed() const { return at && Clock::now() >= *at; }
    // The limits for one subproblem: the time left (at least a millisecond, so 0 never means none).
    SearchLimits limits(SearchLimits base) const {
        if (at)
            base.time_limit = std::max(std::chrono::milliseconds(1),
                                       std::chrono::duration_cast<std::chrono::milliseconds>(*at - Clock::now()));
        return base;
    }
};

// A StopRequest that runs `poll` (bounded work: the messages waiting) whenever the search reads its
// clock, and stops the search when it says so or the caller's own request does.
template <class Poll>
class Polling final : public StopRequest {
public:
    Polling(Poll poll, const StopRequest* outer) : poll_(std::move(poll)), outer_(outer) {}
    bool requested() const override { return poll_() || (outer_ != nullptr && outer_->requested()); }

private:
    Poll poll_;
    const StopRequest* outer_;
};

bool improves(const Objective& objective, int value, std::optional<int> than) {
    return !than || (objective.minimize ? value < *than : value > *than);
}

// A worker keeps up to kQueued subproblems, so that it never waits for the coordinator, which
// answers only when its own search reads the clock.
constexpr int kQueued = 2;

class Worker {
public:
    Worker(const Problem& problem, const SolverOptions& options)
        : problem_(problem), options_(options), solver_(problem, options) {}

    Outcome run() {
        Outcome out;
        send({-1}, kCoordinator, kResult);  // the first request carries no result
        for (;;) {
            while (work_.empty() && !stopped_) {
                MPI_Status status;
                const Message m = receive(kCoordinator, MPI_ANY_TAG, status);
                take(status.MPI_TAG, m);
            }
            if (work_.empty()) {
                finish_posted();
                return out;
            }
            const Message work = std::move(work_.front());
            work_.pop_front();
            // Once cancelled, the rest is returned unsolved: the coordinator waits for every part.
            const Result r = cancelled_ ? Result{.status = Status::LimitReached} : solve(work);
            out.result.stats += r.stats;
            if (!cancelled_) ++out.solved_here;
            post(encode(work[0], r));
        }
    }

private:
    // A result too large for MPI's eager protocol (the solutions of an all-solutions search) is
    // taken only when rank 0 next reads the clock, and a blocking send spins a core until then:
    // the result goes out without blocking, and is waited for (politely) only before the next.
    void post(Message m) {
        finish_posted();
        posted_ = std::move(m);
        MPI_Isend(posted_.data(), static_cast<int>(posted_.size()), MPI_INT64_T, kCoordinator, kResult, MPI_COMM_WORLD,
                  &posting_);
    }
    void finish_posted() {
        wait_until([this] {
            int done = 0;
            MPI_Test(&posting_, &done, MPI_STATUS_IGNORE);
            return done != 0;
        });
    }

    void take(int tag, Message m) {
        if (tag == kWork) work_.push_back(std::move(m));
        if (tag == kStop) stopped_ = true;
        if (tag == kCancel) cancelled_ = true;
        if (tag == kBound) better(static_cast<int>(m[0]));
    }
    void better(int value) {
        if (options_.objective && improves(*options_.objective, value, bound_)) bound_ = value;
    }

    Result solve(const Message& work) {
        if (work[1] != 0) better(static_cast<int>(work[2]));
        Decisions decisions;
        for (std::size_t k = 4; k + 1 < work.size(); k += 2)
            decisions.emplace_back(static_cast<VarId>(work[k]), static_cast<int>(work[k + 1]));
        SolverOptions o = options_;
        o.max_solutions = static_cast<std::size_t>(work[3]);
        o.on_solution = nullptr;
        o.keep_solutions = options_.keep_solutions || options_.on_solution || options_.objective;
        o.limits = deadline_.limits(options_.limits);
        const auto poll = [this] {
            MPI_Status status;
            while (pending(kCoordinator, MPI_ANY_TAG, status)) {
                const int tag = status.MPI_TAG;
                take(tag, receive(kCoordinator, tag, status));
            }
            return cancelled_;
        };
        const Polling<decltype(poll)> request(poll, options_.limits.stop_request);
        o.limits.stop_request = &request;
        if (o.objective) {
            o.objective->better_than = bound_;
            o.objective->incumbent = [this] { return bound_; };
        }
        return solver_.solve(decisions, o);
    }

    const Problem& problem_;
    SolverOptions options_;
    SubproblemSolver solver_;  // one learning search for all the subproblems handed to this rank
    Deadline deadline_{options_.limits.time_limit};
    std::deque<Message> work_;
    Message posted_;                          // the result being sent
    MPI_Request posting_ = MPI_REQUEST_NULL;  // its send (MPI_Test on the null request is done at once)
    bool stopped_ = false;
    bool cancelled_ = false;
    std::optional<int> bound_;
};

class Coordinator {
public:
    Coordinator(const Problem& problem, const SolverOptions& options, const RunOptions& run, Checkpoint* checkpoint)
        : problem_(problem),
          options_(options),
          run_(run),
          combination_(options),
          solver_(problem, options),
          workers_(ranks()),
          held_(static_cast<std::size_t>(workers_), 0),
          cancelled_(static_cast<std::size_t>(workers_), false),
          checkpoint_(checkpoint) {}

    Outcome run() {
        const auto start = Clock::now();
        Outcome out;
        const Decomposition parts = split();
        out.subproblems = subproblems_.size();
        // Solve here between the workers' requests, which the search's clock polls answer.
        while (!service() && next_ < todo_.size()) {
            const std::size_t index = todo_[next_++];
            SolverOptions o = combination_.next_options();
            o.limits = deadline_.limits(options_.limits);
            const auto poll = [this] { return service(); };
            const Polling<decltype(poll)> request(poll, options_.limits.stop_request);
            o.limits.stop_request = &request;
            if (o.objective) o.objective->incumbent = [this] { return combination_.best_value(); };
            add(index, solver_.solve(subproblems_[index], o));
            ++out.solved_here;
        }
        // Every subproblem is handed out: each worker's next request is answered with kStop.
        while (stopped_ + 1 < workers_) {
            MPI_Status status;
            const Message m = receive(MPI_ANY_SOURCE, kResult, status);
            handle(status.MPI_SOURCE, m);
            if (deadline_.passed() || options_.limits.stop_requested()) stopping_ = true;
            if (stopping_) cancel_busy();
        }
        out.result = combination_.result(added_ == subproblems_.size() && parts.complete);
        out.result.stats += parts.stats;
        out.result.stats.solutions = out.result.solution_count;
        out.result.stats.time = Clock::now() - start;
        if (checkpoint_ != nullptr) {
            checkpoint_->flush();
            out.checkpoint_error = checkpoint_->error();
        }
        return out;
    }

private:
    // The subproblems: the checkpoint's when it holds a split (those done are added at once and
    // not handed out again), else a new split, recorded in the checkpoint.
    Decomposition split() {
        Decomposition parts;
        if (checkpoint_ != nullptr && checkpoint_->resumed()) {
            parts.subproblems = checkpoint_->subproblems();
            parts.complete = true;
        } else {
            SolverOptions o = options_;
            o.limits = deadline_.limits(options_.limits);
            parts = decompose(problem_, o, run_.subproblems_per_worker * static_cast<std::size_t>(workers_));
            if (!parts.complete) parts.subproblems.clear();
            if (checkpoint_ != nullptr && parts.complete) checkpoint_->set_subproblems(parts.subproblems);
        }
        subproblems_ = parts.subproblems;
        stopping_ = !parts.complete;
        for (std::size_t index = 0; index < subproblems_.size(); ++index) {
            if (checkpoint_ != nullptr) {
                if (const auto done = checkpoint_->done().find(index); done != checkpoint_->done().end()) {
                    add(index, done->second, false);
                    continue;
                }
            }
            todo_.push_back(index);
        }
        return parts;
    }

    // Answers the workers' requests waiting; true when the run must stop.
    bool service() {
        MPI_Status status;
        while (pending(MPI_ANY_SOURCE, kResult, status)) {
            const Message m = receive(status.MPI_SOURCE, kResult, status);
            handle(status.MPI_SOURCE, m);
        }
        if (deadline_.passed() || options_.limits.stop_requested()) stopping_ = true;
        if (stopping_) cancel_busy();
        return stopping_;
    }

    // A worker's result (or first request): more work while there is some, up to kQueued held (the
    // one it solves and the next), kStop once it holds none.
    void handle(int rank, const Message& m) {
        const auto r = static_cast<std::size_t>(rank);
        if (m[0] >= 0) {
            --held_[r];
            add(static_cast<std::size_t>(m[0]), decode(m, problem_.num_variables()));
        }
        while (held_[r] < kQueued && !stopping_ && next_ < todo_.size() && !deadline_.passed()) {
            const SolverOptions o = combination_.next_options();
            const std::size_t index = todo_[next_++];
            send(encode_work(index, combination_.best_value(), o.max_solutions, subproblems_[index]), rank, kWork);
            ++held_[r];
        }
        if (held_[r] == 0) {
            send({}, rank, kStop);
            ++stopped_;
        }
    }

    // A subproblem's result, into the whole in the subproblems' order when asked; recorded in the
    // checkpoint once added (its solutions reported) unless it came from there.
    void add(std::size_t index, Result part, bool record = true) {
        const std::optional<int> before = combination_.best_value();
        waiting_.emplace(index, Waiting{std::move(part), record});
        while (!waiting_.empty() && (!run_.ordered || waiting_.begin()->first == added_)) {
            auto& [at, waiting] = *waiting_.begin();
            if (checkpoint_ != nullptr && waiting.record) checkpoint_->record(at, waiting.part, options_);
            combination_.add(std::move(waiting.part));
            waiting_.erase(waiting_.begin());
            ++added_;
        }
        if (combination_.enough()) stopping_ = true;
        const std::optional<int> after = combination_.best_value();
        if (after && after != before)
            for (int rank = 1; rank < workers_; ++rank)
                if (held_[static_cast<std::size_t>(rank)] > 0) send({*after}, rank, kBound);
    }

    void cancel_busy() {
        for (int rank = 1; rank < workers_; ++rank) {
            const auto r = static_cast<std::size_t>(rank);
            if (held_[r] > 0 && !cancelled_[r]) {
                send({}, rank, kCancel);
                cancelled_[r] = true;
            }
        }
    }

    const Problem& problem_;
    SolverOptions options_;
    RunOptions run_;
    Combination combination_;
    SubproblemSolver solver_;  // for the subproblems solved here
    int workers_;
    std::vector<int> held_;  // per worker: subproblems sent, their results not yet back
    std::vector<bool> cancelled_;
    Checkpoint* checkpoint_;  // null: none
    std::vector<Decisions> subproblems_;
    std::vector<std::size_t> todo_;  // the subproblems to solve (not done before a resume), in order
    struct Waiting {
        Result part;
        bool record;  // false: read from the checkpoint
    };
    std::map<std::size_t, Waiting> waiting_;  // results not yet added (ordered: ahead of the next)
    std::size_t next_ = 0;                    // the next of todo_ to hand out
    std::size_t added_ = 0;                   // results added to the whole
    int stopped_ = 0;                         // workers sent kStop
    bool stopping_ = false;
    Deadline deadline_{options_.limits.time_limit};
};

// The coordinator opens the checkpoint; every rank learns whether it could (collective calls), so
// that a refused one stops them all before the search, each with the coordinator's message.
std::optional<Checkpoint> open_checkpoint(const Problem& problem, const SolverOptions& options, const RunOptions& run) {
    std::optional<Checkpoint> checkpoint;
    if (run.checkpoint.empty()) return checkpoint;
    std::string error;
    if (is_coordinator()) {
        try {
            checkpoint.emplace(run.checkpoint, checkpoint_fingerprint(problem, options, run.model), problem);
        } catch (const std::exception& e) {
            error = e.what();
        }
    }
    int length = static_cast<int>(error.size());
    MPI_Bcast(&length, 1, MPI_INT, kCoordinator, MPI_COMM_WORLD);
    error.resize(static_cast<std::size_t>(length));
    MPI_Bcast(error.data(), length, MPI_CHAR, kCoordinator, MPI_COMM_WORLD);
    if (!error.empty()) throw CheckpointError(error);
    return checkpoint;
}

}  // namespace

bool is_coordinator() {
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    return rank == kCoordinator;
}

int ranks() {
    int size = 1;
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    return size;
}

Outcome solve(const Problem& problem, const SolverOptions& options, const RunOptions& run) {
    if (run.subproblems_per_worker == 0)
        throw std::invalid_argument("mpi::solve: subproblems_per_worker must be at least 1");
    std::optional<Checkpoint> checkpoint = open_checkpoint(problem, options, run);
    Outcome out = is_coordinator() ? Coordinator(problem, options, run, checkpoint ? &*checkpoint : nullptr).run()
                                   : Worker(problem, options).run();
    // A worker stopped early must not send its next call's first request while the coordinator still
    // waits for this call's last ones (it would take it for one of them).
    MPI_Request barrier;
    MPI_Ibarrier(MPI_COMM_WORLD, &barrier);
    wait_until([&] {
        int done = 0;
        MPI_Test(&barrier, &done, MPI_STATUS_IGNORE);
        return done != 0;
    });
    return out;
}

Session::Session(int& argc, char**& argv) { MPI_Init(&argc, &argv); }
Session::~Session() { MPI_Finalize(); }

}  // namespace csp::mpi
