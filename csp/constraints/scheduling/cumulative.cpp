#include "csp/constraints/scheduling/cumulative.hpp"

#include <algorithm>
#include <climits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/kernel/value_access.hpp"
#include "csp/model/errors.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp {

namespace {

/// A task that takes room; its start is scope slot `slot`.
struct Task {
    int slot;
    long long duration;
    long long usage;
};

/// The stretch [from, to) where a task must run whatever its start: [lst, est + d), possibly empty.
struct Part {
    long long from = 0;
    long long to = 0;
    bool empty() const { return from >= to; }
    bool covers(long long t) const { return from <= t && t < to; }
};

/// The usage of the compulsory parts over time, as stretches [from, to) of one height (> 0), in
/// time order. Every end of a part is an end of a stretch, so a part covers a stretch whole or not
/// at all.
class Profile {
public:
    void build(std::span<const Task> tasks, std::span<const Part> parts) {
        events_.clear();
        for (std::size_t k = 0; k < tasks.size(); ++k) {
            if (parts[k].empty()) continue;
            events_.push_back({parts[k].from, tasks[k].usage});
            events_.push_back({parts[k].to, -tasks[k].usage});
        }
        std::sort(events_.begin(), events_.end(), [](const Event& a, const Event& b) { return a.time < b.time; });
        stretches_.clear();
        long long height = 0;
        for (std::size_t e = 0; e < events_.size();) {
            const long long at = events_[e].time;
            while (e < events_.size() && events_[e].time == at) height += events_[e++].delta;
            if (height > 0) stretches_.push_back({at, events_[e].time, height});  // a part open here ends later
        }
    }

    /// The last point of [lo, hi] at which a task of `usage` whose own compulsory part is `own`
    /// (counted in the profile) would take the profile above `capacity`; nullopt when none.
    std::optional<long long> last_overflow(long long lo, long long hi, Part own, long long usage,
                                           long long capacity) const {
        if (usage > capacity) return hi;  // no room even where nothing else runs
        auto it = std::upper_bound(stretches_.begin(), stretches_.end(), hi,
                                   [](long long t, const Stretch& s) { return t < s.from; });
        while (it != stretches_.begin()) {
            --it;
            if (it->to <= lo) break;  // in time order: the earlier ones end before lo too
            if (overflows(*it, own, usage, capacity)) return std::min(it->to - 1, hi);
        }
        return std::nullopt;
    }

    /// The greatest height of the profile (0 when empty).
    long long peak() const {
        long long most = 0;
        for (const Stretch& s : stretches_) most = std::max(most, s.height);
        return most;
    }
    /// A point where the profile is above v, or nullopt.
    std::optional<long long> point_above(long long v) const {
        for (const Stretch& s : stretches_)
            if (s.height > v) return s.from;
        return std::nullopt;
    }

    /// The first such point of [lo, hi].
    std::optional<long long> first_overflow(long long lo, long long hi, Part own, long long usage,
                                            long long capacity) const {
        if (usage > capacity) return lo;
        auto it = std::upper_bound(stretches_.begin(), stretches_.end(), lo,
                                   [](long long t, const Stretch& s) { return t < s.to; });
        for (; it != stretches_.end() && it->from <= hi; ++it)
            if (overflows(*it, own, usage, capacity)) return std::max(it->from, lo);
        return std::nullopt;
    }

private:
    struct Event {
        long long time;
        long long delta;
    };
    struct Stretch {
        long long from, to, height;
    };
    /// Would the task take `s` above capacity: the others' usage there plus its own.
    static bool overflows(const Stretch& s, Part own, long long usage, long long capacity) {
        const long long others = s.height - (own.covers(s.from) ? usage : 0);
        return others + usage > capacity;
    }

    std::vector<Event> events_;
    std::vector<Stretch> stretches_;
};

/// One thread's scratch for propagate() and, apart, for explain() (never nested in each other,
/// but kept apart all the same).
struct Scratch {
    std::vector<Part> parts;
    std::vector<int> narrowed_in;  // per scope slot: the pass of this call that narrowed it (0: none)
    Profile profile;
    std::vector<int> cover;
};
Scratch& propagate_scratch() {
    thread_local Scratch scratch;
    return scratch;
}
Scratch& explain_scratch() {
    thread_local Scratch scratch;
    return scratch;
}

class CumulativePropagator final : public Propagator {
public:
    /// scope: the tasks' distinct starts, then the capacity (at slot capacity_slot).
    CumulativePropagator(std::vector<VarId> scope, std::vector<Task> tasks, int capacity_slot)
        : scope_(std::move(scope)), tasks_(std::move(tasks)), capacity_slot_(static_cast<std::size_t>(capacity_slot)) {}

    std::span<const VarId> scope() const override { return scope_; }
    std::string describe() const override { return "cumulative of " + std::to_string(tasks_.size()) + " tasks"; }

    /// The usage peaks where some task starts: no point may exceed the capacity, nor may 0.
    bool satisfied(std::span<const int> values) const override {
        const long long capacity = values[capacity_slot_];
        if (capacity < 0) return false;
        for (const Task& at : tasks_) {
            const long long t = values[static_cast<std::size_t>(at.slot)];
            long long used = 0;
            for (const Task& task : tasks_) {
                const long long start = values[static_cast<std::size_t>(task.slot)];
                if (start <= t && t < start + task.duration) used += task.usage;
            }
            if (used > capacity) return false;
        }
        return true;
    }

    /// Passes over the tasks until none is narrowed, each pass on the profile it began with. A start
    /// is narrowed in one pass of a call at most. The rule dates from when the learning trail
    /// recorded a call's changes after it, per variable, so that a start narrowed again in a later
    /// pass was explained on domains missing the change it rested on (docs/experiments.md,
    /// "Cumulative, native and explained"); the trail now records each change as it is made, and
    /// the full fixpoint measured no better there. The call may end short of the
    /// fixpoint on those starts (weaker, never unsound: a fixed start that overflows is caught in
    /// the first pass).
    bool propagate(PropagationContext& context) const override {
        Scratch& s = propagate_scratch();
        s.parts.resize(tasks_.size());
        s.narrowed_in.assign(scope_.size(), 0);
        const VarId b = scope_[capacity_slot_];
        bool changed = true;
        for (int pass = 1; changed; ++pass) {
            changed = false;
            for (std::size_t k = 0; k < tasks_.size(); ++k) {
                const VarId x = scope_[static_cast<std::size_t>(tasks_[k].slot)];
                s.parts[k] = {detail::max_value(context, x), detail::min_value(context, x) + tasks_[k].duration};
            }
            s.profile.build(tasks_, s.parts);
            if (detail::min_value(context, b) < s.profile.peak() && s.narrowed_in[capacity_slot_] == 0) {
                if (!detail::keep_values_between(context, b, s.profile.peak(), LLONG_MAX)) return false;
                s.narrowed_in[capacity_slot_] = pass;
            }
            const long long capacity = detail::max_value(context, b);
            for (std::size_t k = 0; k < tasks_.size(); ++k) {
                const Task& task = tasks_[k];
                int& narrowed = s.narrowed_in[static_cast<std::size_t>(task.slot)];
                if (narrowed != 0 && narrowed != pass) continue;
                const VarId x = scope_[static_cast<std::size_t>(task.slot)];
                const long long est = detail::min_value(context, x), lst = detail::max_value(context, x);
                // The earliest start whose run meets no overflow; past lst, the task cannot run at all.
                long long start = est;
                while (start <= lst) {
                    const auto t =
                        s.profile.last_overflow(start, start + task.duration - 1, s.parts[k], task.usage, capacity);
                    if (!t) break;
                    start = *t + 1;
                }
                if (start > est) {
                    if (!detail::keep_values_between(context, x, start, LLONG_MAX)) return false;
                    narrowed = pass;
                    changed = true;
                }
                const long long low = detail::min_value(context, x), high = detail::max_value(context, x);
                long long end = high;  // the latest start likewise
                while (end >= low) {
                    const auto t =
                        s.profile.first_overflow(end, end + task.duration - 1, s.parts[k], task.usage, capacity);
                    if (!t) break;
                    end = *t - task.duration;
                }
                if (end < high) {
                    if (!detail::keep_values_between(context, x, LLONG_MIN, end)) return false;
                    narrowed = pass;
                    changed = true;
                }
            }
        }
        return true;
    }

    bool explains() const override { return true; }
    /// A start's removed values (a value, or all below or above a bound) are explained by walking
    /// them in order: each one's run holds an overflow point under the capacity's greatest value,
    /// the last one chosen so that it also rules out the values after it up to that point; the
    /// values already missing between are named as missing. The
    /// capacity's removed values are explained by a point of the profile that high.
    bool explain(const ExplainQuery& query, std::span<Domain> relevant) const override {
        Scratch& s = explain_scratch();
        s.parts.resize(tasks_.size());
        for (std::size_t k = 0; k < tasks_.size(); ++k) {
            const auto slot = static_cast<std::size_t>(tasks_[k].slot);
            const Domain& d = query.domains[slot];
            if (d.empty()) return false;
            const auto labels = query.labels[slot];
            s.parts[k] = {labels[static_cast<std::size_t>(d.max())],
                          labels[static_cast<std::size_t>(d.min())] + tasks_[k].duration};
        }
        s.profile.build(tasks_, s.parts);
        if (query.position == capacity_slot_ && explain_capacity(query, relevant, s)) return true;
        const Domain& b = query.domains[capacity_slot_];
        if (b.empty()) return false;
        const long long capacity = query.labels[capacity_slot_][static_cast<std::size_t>(b.max())];
        for (std::size_t k = 0; k < tasks_.size(); ++k)
            if (static_cast<std::size_t>(tasks_[k].slot) == query.position &&
                explain_task(query, relevant, s, k, capacity)) {
                explain::mark_above_max(query, relevant, capacity_slot_);  // [b ≤ its greatest value]
                return true;
            }
        return false;
    }

private:
    /// Why the capacity lost its values up to v (below a bound, or v alone): a point where the
    /// compulsory parts use more than v.
    bool explain_capacity(const ExplainQuery& query, std::span<Domain> relevant, Scratch& s) const {
        if (query.kind == ExplainQuery::Kind::AtMost) return false;
        const auto labels = query.labels[capacity_slot_];
        const int top = query.kind == ExplainQuery::Kind::AtLeast ? query.index - 1 : query.index;
        if (top < 0) return true;
        const long long v = labels[static_cast<std::size_t>(top)];
        if (v < 0) return true;  // the usage where nothing runs is already more
        const auto t = s.profile.point_above(v);
        if (!t) return false;
        mark_cover(query, relevant, s, tasks_.size(), *t, v);
        return true;
    }

    bool explain_task(const ExplainQuery& query, std::span<Domain> relevant, Scratch& s, std::size_t k,
                      long long capacity) const {
        const Task& task = tasks_[k];
        const std::size_t slot = query.position;
        const Domain& d = query.domains[slot];
        const auto labels = query.labels[slot];
        int first = query.index, last = query.index;
        if (query.kind == ExplainQuery::Kind::AtLeast) {  // x ≥ index: from the values below D(x)'s least
            explain::mark_below_min(query, relevant, slot);
            first = d.min();
            last = query.index - 1;
        } else if (query.kind == ExplainQuery::Kind::AtMost) {
            explain::mark_above_max(query, relevant, slot);
            first = query.index + 1;
            last = d.max();
        }
        // Walk first..last: a value a marked point rules out is skipped; a missing one is marked as
        // missing (its absence is part of the reason); a value still there needs a point of its own.
        long long covered = LLONG_MIN;  // the values up to here are ruled out by the points marked
        for (int index = first; index <= last; ++index) {
            const long long v = labels[static_cast<std::size_t>(index)];
            if (v <= covered) {  // on to the first value past the point
                index = static_cast<int>(std::upper_bound(labels.begin(), labels.end(), covered,
                                                          [](long long c, int label) { return c < label; }) -
                                         labels.begin()) -
                        1;
                continue;
            }
            if (!d.contains(index)) {
                relevant[slot].insert(index);
                continue;
            }
            const auto t = s.profile.last_overflow(v, v + task.duration - 1, s.parts[k], task.usage, capacity);
            if (!t) return false;
            mark_cover(query, relevant, s, k, *t, capacity - task.usage);
            covered = *t;
        }
        return true;
    }

    /// The tasks other than `except` whose parts cover t, the largest first, until their usage is
    /// above `room`: each by [t − d + 1 ≤ start ≤ t], the values outside that run being missing.
    void mark_cover(const ExplainQuery& query, std::span<Domain> relevant, Scratch& s, std::size_t except, long long t,
                    long long room) const {
        s.cover.clear();
        for (std::size_t j = 0; j < tasks_.size(); ++j)
            if (j != except && s.parts[j].covers(t)) s.cover.push_back(static_cast<int>(j));
        std::sort(s.cover.begin(), s.cover.end(), [&](int a, int b) {
            return tasks_[static_cast<std::size_t>(a)].usage > tasks_[static_cast<std::size_t>(b)].usage;
        });
        long long used = 0;
        for (int j : s.cover) {
            if (used > room) break;
            const Task& other = tasks_[static_cast<std::size_t>(j)];
            const auto slot = static_cast<std::size_t>(other.slot);
            const auto labels = query.labels[slot];
            const auto below = std::lower_bound(labels.begin(), labels.end(), t - other.duration + 1,
                                                [](int label, long long v) { return label < v; });
            const auto above =
                std::upper_bound(labels.begin(), labels.end(), t, [](long long v, int label) { return v < label; });
            explain::mark_range(relevant[slot], 0, static_cast<int>(below - labels.begin()) - 1);
            explain::mark_range(relevant[slot], static_cast<int>(above - labels.begin()),
                                static_cast<int>(labels.size()) - 1);
            used += other.usage;
        }
    }

    std::vector<VarId> scope_;
    std::vector<Task> tasks_;
    std::size_t capacity_slot_;
};

}  // namespace

void add_cumulative(Problem& problem, std::span<const VarId> starts, std::span<const int> durations,
                    std::span<const int> usages, VarId capacity) {
    if (durations.size() != starts.size() || usages.size() != starts.size())
        throw ModelError("add_cumulative: " + std::to_string(starts.size()) + " starts, " +
                         std::to_string(durations.size()) + " durations and " + std::to_string(usages.size()) +
                         " usages: one of each per task");
    for (VarId x : starts) problem.check_variable(x, "add_cumulative");
    problem.check_variable(capacity, "add_cumulative");
    std::vector<VarId> args;  // the consuming tasks' starts, then the capacity
    std::vector<std::pair<long long, long long>> sizes;
    for (std::size_t i = 0; i < starts.size(); ++i) {
        if (durations[i] < 0 || usages[i] < 0)
            throw ModelError("add_cumulative: task " + std::to_string(i + 1) + " has duration " +
                             std::to_string(durations[i]) + " and usage " + std::to_string(usages[i]) +
                             "; both must be ≥ 0");
        if (durations[i] == 0 || usages[i] == 0) continue;  // takes no room
        args.push_back(starts[i]);
        sizes.emplace_back(durations[i], usages[i]);
    }
    problem.restrict(capacity, [](int v) { return v >= 0; });  // nothing runs at some point
    if (args.empty()) return;
    args.push_back(capacity);
    const detail::DistinctScope scope(args);
    std::vector<Task> tasks;
    for (std::size_t i = 0; i + 1 < args.size(); ++i) tasks.push_back({scope.slot[i], sizes[i].first, sizes[i].second});
    problem.add_propagator(std::make_shared<CumulativePropagator>(scope.vars, std::move(tasks), scope.slot.back()));
}

}  // namespace csp
