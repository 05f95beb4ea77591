// Why is there no timetable? Courses into time slots under the staff's requests (models/timetable.hpp).
// When no timetable meets them all, csp::minimal_conflict (QuickXplain, Junker 2004) names a smallest
// set of requests that already clash; --drop leaves requests out, to see what clashes next or to get
// a timetable. Every answer is checked on the data by trying every timetable, apart from the engine.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "cli/timetable_args.hpp"
#include "csp/explain/minimal_conflict.hpp"
#include "csp/search/solver.hpp"
#include "models/example_cli.hpp"
#include "models/timetable.hpp"

namespace ex = csp::examples;

namespace {

void print_requests(const ex::Timetable& timetable, std::span<const int> chosen) {
    for (int r : chosen)
        std::cout << (r + 1 < 10 ? "   " : "  ") << r + 1 << ". "
                  << timetable.requests[static_cast<std::size_t>(r)].text << "\n";
}

// Every slot with the courses in it.
void print_timetable(const ex::Timetable& timetable, const csp::Assignment& slot_of) {
    for (std::size_t s = 0; s < timetable.slots.size(); ++s) {
        std::string line = timetable.slots[s];
        line.resize(11, ' ');
        std::string courses;
        for (std::size_t c = 0; c < timetable.courses.size(); ++c)
            if (slot_of[c] == static_cast<int>(s)) courses += (courses.empty() ? "" : ", ") + timetable.courses[c];
        std::cout << "  " << line << (courses.empty() ? "-" : courses) << "\n";
    }
}

}  // namespace

int main(int argc, char** argv) {
    const ex::Timetable timetable = ex::school_week();
    const int requests = static_cast<int>(timetable.requests.size());
    ex::TimetableArgs args;
    return ex::run_cli(ex::parse_timetable_args(argc, argv, requests, args), [&] {
        const ex::TimetableModel model = ex::timetable_model(timetable);
        std::vector<int> kept;  // request indices in play
        std::vector<csp::ConstraintGroup> groups;
        for (int r = 0; r < requests; ++r) {
            if (std::find(args.dropped.begin(), args.dropped.end(), r + 1) != args.dropped.end()) continue;
            kept.push_back(r);
            groups.push_back(model.groups[static_cast<std::size_t>(r)]);
        }
        std::cout << timetable.courses.size() << " courses, " << timetable.slots.size() << " slots, " << kept.size()
                  << " of " << timetable.requests.size() << " requests\n";

        const csp::ConflictResult found = csp::minimal_conflict(model.problem, groups, {}, args.options);
        int exit_code = ex::kExitNoAnswer;
        if (found.groups) {
            std::vector<int> clash;
            for (csp::GroupId g : *found.groups) clash.push_back(kept[static_cast<std::size_t>(g)]);
            std::cout << "no timetable meets them all; these " << clash.size() << " already clash"
                      << (found.complete ? " (leave out any one and the others can be met)" : "") << ":\n";
            print_requests(timetable, clash);
            // Checked on the data: the clash holds, and each member is needed.
            bool minimal = true;
            for (std::size_t i = 0; i < clash.size(); ++i) {
                std::vector<int> rest = clash;
                rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
                minimal = minimal && ex::some_timetable_meets(timetable, rest);
            }
            if (ex::some_timetable_meets(timetable, clash) || (found.complete && !minimal)) {
                std::cerr << "timetable: internal error: the clash does not check\n";
                return ex::kExitNoAnswer;
            }
            std::cout << "checked by trying every timetable: none meets these " << clash.size() << " requests"
                      << (minimal ? ", and leaving out any one of them some does" : "") << "\n";
        } else if (!found.complete) {
            std::cout << "time limit reached before the requests were found to clash or not\n";
        } else {
            std::vector<csp::ConstraintRef> in_play;
            for (const csp::ConstraintGroup& group : groups)
                in_play.insert(in_play.end(), group.constraints.begin(), group.constraints.end());
            const csp::Problem problem = model.problem.restricted(in_play);
            const csp::Result result = csp::Solver(problem, args.options.search).solve();
            if (result.status != csp::Status::Satisfied) {
                std::cout << "time limit reached before a timetable was found\n";
            } else {
                const csp::Assignment& slot_of = result.solutions.front();
                std::cout << "a timetable meeting every request left in:\n";
                print_timetable(timetable, slot_of);
                for (int r : kept)
                    if (!ex::meets(timetable, timetable.requests[static_cast<std::size_t>(r)], slot_of)) {
                        std::cerr << "timetable: internal error: request " << r + 1 << " is not met\n";
                        return ex::kExitNoAnswer;
                    }
                std::cout << "checked: all " << kept.size() << " requests are met\n";
                exit_code = ex::kExitOk;
            }
        }
        if (args.stats) std::cout << found.checks << " searches: " << found.stats << "\n";
        return exit_code;
    });
}
