#pragma once
/// A small timetable that asks too much: courses placed in time slots, each request of the staff one
/// constraint, and one group per request for csp::minimal_conflict (QuickXplain), which names a
/// smallest set of requests that already clash: drop any one of them and the rest of the set can be
/// met.

#include <algorithm>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/explain/minimal_conflict.hpp"
#include "csp/model/problem.hpp"

namespace csp::examples {

struct Request {
    enum class Kind {
        Apart,     ///< two courses at different times (they share students)
        Before,    ///< the first course in an earlier slot than the second
        During,    ///< one course in one of `slots`
        Distinct,  ///< several courses at different times (one teacher): all-different
    };
    Kind kind;
    std::vector<std::string> courses;
    std::vector<int> slots;  ///< During: the slots allowed, indices into Timetable::slots
    std::string text;        ///< the request as the staff made it
};

struct Timetable {
    std::vector<std::string> courses;
    std::vector<std::string> slots;  ///< in time order
    std::vector<Request> requests;
};

/// The built-in week: six courses, four slots, twelve requests, two separate clashes among them.
inline Timetable school_week() {
    using Kind = Request::Kind;
    return {{"Maths", "Physics", "Chemistry", "Biology", "History", "Art"},
            {"Mon 9:00", "Mon 11:00", "Tue 9:00", "Tue 11:00"},
            {
                {Kind::Distinct, {"Maths", "Physics", "Chemistry"}, {}, "Dr Lee teaches Maths, Physics and Chemistry."},
                {Kind::Distinct, {"Biology", "History", "Art"}, {}, "Dr Kim teaches Biology, History and Art."},
                {Kind::Apart, {"Maths", "Biology"}, {}, "Maths and Biology share students."},
                {Kind::Apart, {"Physics", "History"}, {}, "Physics and History share students."},
                {Kind::Before, {"Maths", "Physics"}, {}, "Maths comes before Physics."},
                {Kind::During, {"Chemistry"}, {0, 1}, "Chemistry needs the lab, free on Monday only."},
                {Kind::During, {"Physics"}, {0, 1}, "Physics on Monday: the hall is booked on Tuesday."},
                {Kind::During, {"Art"}, {1, 3}, "Art in the afternoon light."},
                {Kind::Before, {"History", "Art"}, {}, "History comes before Art."},
                {Kind::During, {"Biology"}, {2, 3}, "Biology on Tuesday, after the field trip."},
                {Kind::During, {"History"}, {1, 3}, "History late in the day: Dr Kim's mornings are taken."},
                {Kind::Before, {"Art", "Biology"}, {}, "Art comes before Biology."},
            }};
}

/// The problem of a timetable: one variable per course (named like it) holding its slot, each
/// request one constraint, and one group per request, in order, named by its text.
struct TimetableModel {
    csp::Problem problem;
    std::vector<csp::ConstraintGroup> groups;
};

/// Throws std::invalid_argument for a request naming an unknown course or slot or the wrong number
/// of courses, and for two requests between the same two courses or on the slots of the same
/// course: the engine keeps those as one constraint, so they could not be told apart.
inline TimetableModel timetable_model(const Timetable& timetable) {
    using Kind = Request::Kind;
    TimetableModel model;
    csp::Problem& p = model.problem;
    const int last_slot = static_cast<int>(timetable.slots.size()) - 1;
    for (const std::string& course : timetable.courses) p.add_variable(course, 0, last_slot);
    const auto course = [&](const Request& r, std::size_t i) {
        if (const auto x = p.find(r.courses[i])) return *x;
        throw std::invalid_argument("request '" + r.text + "': unknown course '" + r.courses[i] + "'");
    };
    const auto expect_courses = [](const Request& r, std::size_t n) {
        if (r.courses.size() != n && (n != 0 || r.courses.size() < 2))
            throw std::invalid_argument("request '" + r.text + "': wrong number of courses");
    };
    std::vector<csp::ConstraintRef> used;
    for (const Request& r : timetable.requests) {
        csp::ConstraintRef ref;
        switch (r.kind) {
            case Kind::Apart:
            case Kind::Before: {
                expect_courses(r, 2);
                const csp::VarId x = course(r, 0);
                const csp::VarId y = course(r, 1);
                p.add_constraint(x, y, r.kind == Kind::Apart ? csp::not_equal() : csp::less());
                ref = csp::ConstraintRef::binary(*p.constraint_between(x, y));
                break;
            }
            case Kind::During: {
                expect_courses(r, 1);
                for (int slot : r.slots)
                    if (slot < 0 || slot > last_slot)
                        throw std::invalid_argument("request '" + r.text + "': no slot " + std::to_string(slot));
                p.restrict(course(r, 0),
                           [&r](int slot) { return std::find(r.slots.begin(), r.slots.end(), slot) != r.slots.end(); });
                ref = csp::ConstraintRef::unary(course(r, 0));
                break;
            }
            case Kind::Distinct: {
                expect_courses(r, 0);
                std::vector<csp::VarId> scope;
                for (std::size_t i = 0; i < r.courses.size(); ++i) scope.push_back(course(r, i));
                ref = csp::ConstraintRef::propagator(static_cast<int>(p.propagators().size()));
                csp::add_all_different(p, scope, csp::AllDifferentStrength::Domain);
                break;
            }
        }
        if (std::find(used.begin(), used.end(), ref) != used.end())
            throw std::invalid_argument("request '" + r.text +
                                        "' constrains what an earlier request does: state them as one request");
        used.push_back(ref);
        model.groups.push_back({r.text, {ref}});
    }
    return model;
}

/// Does the timetable `slot_of` (a slot per course) meet request r? Read from the data, not the model.
inline bool meets(const Timetable& timetable, const Request& r, const std::vector<int>& slot_of) {
    std::vector<int> slots;
    for (const std::string& name : r.courses) {
        const auto at = std::find(timetable.courses.begin(), timetable.courses.end(), name);
        slots.push_back(slot_of[static_cast<std::size_t>(at - timetable.courses.begin())]);
    }
    switch (r.kind) {
        case Request::Kind::Apart: return slots[0] != slots[1];
        case Request::Kind::Before: return slots[0] < slots[1];
        case Request::Kind::During: return std::find(r.slots.begin(), r.slots.end(), slots[0]) != r.slots.end();
        case Request::Kind::Distinct:
            std::sort(slots.begin(), slots.end());
            return std::adjacent_find(slots.begin(), slots.end()) == slots.end();
    }
    return false;
}

/// Is there a timetable meeting every request of `chosen` (indices into timetable.requests)? By
/// trying every one (slots^courses of them), for checks independent of the engine.
inline bool some_timetable_meets(const Timetable& timetable, std::span<const int> chosen) {
    const std::size_t courses = timetable.courses.size();
    const int slots = static_cast<int>(timetable.slots.size());
    std::vector<int> slot_of(courses, 0);
    while (true) {
        if (std::all_of(chosen.begin(), chosen.end(), [&](int r) {
                return meets(timetable, timetable.requests[static_cast<std::size_t>(r)], slot_of);
            }))
            return true;
        std::size_t i = 0;
        while (i < courses && ++slot_of[i] == slots) slot_of[i++] = 0;
        if (i == courses) return false;
    }
}

}  // namespace csp::examples
