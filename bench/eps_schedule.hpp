#pragma once
/// The MPI runner's schedule (csp/mpi/runner.cpp) replayed on recorded subproblem times, for
/// bench/eps_simulation: rank 0 splits, then solves subproblems itself in order and answers the
/// other ranks only when its search reads the clock; a worker's first request gets `first_batch`
/// subproblems, each result is answered with enough to hold `refill` again; a waiting rank polls
/// with pauses growing from 20 us to 1 ms. Header-only because each bench/*.cpp is a program.

#include <algorithm>
#include <cstddef>
#include <deque>
#include <functional>
#include <queue>
#include <stdexcept>
#include <tuple>
#include <vector>

namespace eps {

struct ScheduleParams {
    double latency = 50e-6;  ///< one message's delay between ranks, seconds
    double poll = 500e-6;    ///< how often rank 0's search reads the clock (and answers), seconds
    double service = 5e-6;   ///< rank 0's CPU per message handled, taken from its own solving
    int first_batch = 2;     ///< subproblems sent for a worker's first request (the runner's kQueued)
    int refill = 2;          ///< after a result, the worker is topped up to this many held (kQueued)
};

/// Where the ranks' time went: makespan × ranks = work + the three losses.
struct Schedule {
    double makespan = 0;      ///< from the start until rank 0 holds every result
    double work = 0;          ///< the subproblems' time, summed
    double split_loss = 0;    ///< rank-seconds spent splitting or waiting for the split
    double tail_loss = 0;     ///< rank-seconds idle after a rank's last subproblem
    double message_loss = 0;  ///< the rest: waiting for work between subproblems, rank 0's messages
};

namespace detail {

// A waiting rank's wake-ups (csp/mpi/runner.cpp's wait_until): after 20, 40, 80, … us, pauses at most 1 ms.
inline double wake_after(double since, double arrival) {
    double t = since, pause = 20e-6;
    while (t < arrival) {
        t += pause;
        pause = std::min(pause * 2, 1e-3);
    }
    return t;
}

}  // namespace detail

/// Replays the run of `ranks` ranks over subproblems of the given times (handed out in order) after
/// a split of `split` seconds on rank 0.
inline Schedule replay(const std::vector<double>& times, int ranks, double split, const ScheduleParams& params) {
    if (ranks < 1) throw std::invalid_argument("replay: ranks must be at least 1");
    if (params.first_batch < 1 || params.refill < 1)
        throw std::invalid_argument("replay: first_batch and refill must be at least 1");
    const auto n = static_cast<std::size_t>(ranks);
    Schedule out;
    for (double t : times) out.work += t;

    enum Kind { kToCoordinator, kToWorker, kWorkerDone, kCoordinatorPoint };
    using Event = std::tuple<double, int, int, long>;  // time, kind, rank, subproblem (or -1: a request)
    std::priority_queue<Event, std::vector<Event>, std::greater<>> events;
    std::vector<std::pair<int, long>> inbox;  // rank 0's messages waiting: rank, result of
    std::vector<int> held(n, 0);              // sent to a worker, its result not yet back
    std::vector<std::deque<long>> queue(n);   // a worker's subproblems not started
    std::vector<double> waiting_since(n, -1), last_end(n, split);
    std::vector<bool> busy(n, false);
    std::size_t next = 0, results = 0;

    // Rank 0: splitting, then solving its own subproblem until own_end (-1: none left), then waiting.
    double own_end = -1, own_rest = 0, coordinator_waiting_since = -1;

    for (std::size_t r = 1; r < n; ++r) events.emplace(params.latency, kToCoordinator, static_cast<int>(r), -1);
    events.emplace(split, kCoordinatorPoint, 0, -1);
    out.split_loss = split * ranks;

    const auto start_own = [&](double now) {
        if (next < times.size()) {
            own_rest = times[next++];
            own_end = now + own_rest;
            busy[0] = true;
        } else {
            own_end = -1;
            busy[0] = false;
            coordinator_waiting_since = now;
        }
    };
    // Rank 0 answers the messages that have arrived, at `now`; its own search is delayed by their cost.
    const auto service = [&](double now) {
        double at = now;
        for (const auto& [rank, result] : inbox) {
            at += params.service;
            const auto r = static_cast<std::size_t>(rank);
            if (result >= 0) {
                --held[r];
                ++results;
                out.makespan = std::max(out.makespan, at);
            }
            const int want = result >= 0 ? params.refill : params.first_batch;
            while (held[r] < want && next < times.size()) {
                events.emplace(at + params.latency, kToWorker, rank, static_cast<long>(next++));
                ++held[r];
            }
        }
        if (own_end >= 0) own_end += params.service * static_cast<double>(inbox.size());
        inbox.clear();
    };

    while (!events.empty()) {
        const auto [now, kind, rank, part] = events.top();
        events.pop();
        const auto r = static_cast<std::size_t>(rank);
        switch (kind) {
            case kToCoordinator:
                inbox.emplace_back(rank, part);
                if (coordinator_waiting_since >= 0) {
                    events.emplace(detail::wake_after(coordinator_waiting_since, now), kCoordinatorPoint, 0, -1);
                    coordinator_waiting_since = -1;
                }
                break;
            case kCoordinatorPoint: {
                if (own_end >= 0 && now + 1e-12 >= own_end) {  // its own subproblem is done
                    ++results;
                    out.makespan = std::max(out.makespan, now);
                    last_end[0] = now;
                    own_end = -1;
                }
                service(now);
                if (own_end < 0 && coordinator_waiting_since < 0) start_own(now);
                if (own_end >= 0) {
                    events.emplace(std::min(now + params.poll, own_end), kCoordinatorPoint, 0, -1);
                } else if (coordinator_waiting_since < 0) {
                    coordinator_waiting_since = now;
                }
                break;
            }
            case kToWorker:
                queue[r].push_back(part);
                if (!busy[r]) {
                    const double wake = detail::wake_after(waiting_since[r] < 0 ? 0 : waiting_since[r], now);
                    busy[r] = true;
                    events.emplace(wake, kWorkerDone, rank, -2);  // -2: start, not done
                }
                break;
            case kWorkerDone: {
                if (part >= 0) {  // a subproblem finished: its result goes to rank 0
                    events.emplace(now + params.latency, kToCoordinator, rank, part);
                    last_end[r] = now;
                }
                if (queue[r].empty()) {
                    busy[r] = false;
                    waiting_since[r] = now;
                } else {
                    const long mine = queue[r].front();
                    queue[r].pop_front();
                    events.emplace(now + times[static_cast<std::size_t>(mine)], kWorkerDone, rank, mine);
                }
                break;
            }
        }
    }
    if (results != times.size()) throw std::logic_error("replay: a subproblem's result never reached rank 0");
    for (std::size_t k = 0; k < n; ++k) out.tail_loss += out.makespan - last_end[k];
    out.message_loss = out.makespan * ranks - out.work - out.split_loss - out.tail_loss;
    return out;
}

}  // namespace eps
