// The timetable example: the clashes QuickXplain names in the built-in week, checked against the
// data by trying every timetable (no engine), the program's output, and malformed requests refused.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "csp/explain/minimal_conflict.hpp"
#include "csp/search/solver.hpp"
#include "models/timetable.hpp"
#include "test_process.hpp"

namespace ex = csp::examples;

namespace {

// The requests (0-based) of the clash minimal_conflict finds with `dropped` left out, checked
// on the data: they admit no timetable, and without any one of them they do.
std::vector<int> clash_without(const std::vector<int>& dropped) {
    const ex::Timetable timetable = ex::school_week();
    const ex::TimetableModel model = ex::timetable_model(timetable);
    std::vector<int> kept;
    std::vector<csp::ConstraintGroup> groups;
    for (int r = 0; r < static_cast<int>(timetable.requests.size()); ++r)
        if (std::find(dropped.begin(), dropped.end(), r) == dropped.end()) {
            kept.push_back(r);
            groups.push_back(model.groups[static_cast<std::size_t>(r)]);
        }
    const csp::ConflictResult found = csp::minimal_conflict(model.problem, groups, {});
    EXPECT_TRUE(found.complete);
    EXPECT_EQ(found.groups.has_value(), !ex::some_timetable_meets(timetable, kept));
    if (!found.groups) return {};
    std::vector<int> clash;
    for (int g : *found.groups) clash.push_back(kept[static_cast<std::size_t>(g)]);
    EXPECT_FALSE(ex::some_timetable_meets(timetable, clash));
    for (std::size_t i = 0; i < clash.size(); ++i) {
        std::vector<int> rest = clash;
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        EXPECT_TRUE(ex::some_timetable_meets(timetable, rest)) << "request " << clash[i] + 1 << " is not needed";
    }
    return clash;
}

TEST(Timetable, TheWeekHasTwoSeparateClashes) {
    // Dr Lee's three courses, Maths before Physics, Chemistry and Physics on Monday: Monday has two slots.
    EXPECT_EQ(clash_without({}), (std::vector<int>{0, 4, 5, 6}));
    // History and Art both in the afternoon, History first, so Art is last, and Biology after it.
    EXPECT_EQ(clash_without({6}), (std::vector<int>{7, 8, 10, 11}));
    EXPECT_TRUE(clash_without({6, 11}).empty());
}

TEST(Timetable, RequestsTheEngineWouldMergeAreRefused) {
    using Kind = ex::Request::Kind;
    ex::Timetable t = ex::school_week();
    t.requests.push_back({Kind::Apart, {"Physics", "Maths"}, {}, "Physics and Maths share students."});
    EXPECT_THROW(ex::timetable_model(t), std::invalid_argument);  // the pair of "Maths before Physics"
    t = ex::school_week();
    t.requests.push_back({Kind::During, {"Art"}, {3}, "Art last."});
    EXPECT_THROW(ex::timetable_model(t), std::invalid_argument);
    t = ex::school_week();
    t.requests.push_back({Kind::Apart, {"Maths", "Music"}, {}, "typo"});
    EXPECT_THROW(ex::timetable_model(t), std::invalid_argument);
    t = ex::school_week();
    t.requests.push_back({Kind::During, {"Music"}, {9}, "no such slot"});
    EXPECT_THROW(ex::timetable_model(t), std::invalid_argument);
}

std::string program() { return std::string(CSP_BINARY_DIR) + "/examples/timetable"; }

TEST(Timetable, TheProgramNamesTheClashOrPrintsATimetable) {
    const auto clash = csp::testing::run_process(program(), "");
    EXPECT_EQ(clash.exit_code, 1);
    EXPECT_NE(clash.out.find("these 4 already clash"), std::string::npos) << clash.out;
    EXPECT_NE(clash.out.find("   7. Physics on Monday"), std::string::npos) << clash.out;
    EXPECT_NE(clash.out.find("none meets these 4 requests, and leaving out any one of them some does"),
              std::string::npos)
        << clash.out;

    const auto met = csp::testing::run_process(program(), "--drop 7,12");
    EXPECT_EQ(met.exit_code, 0) << met.err;
    EXPECT_NE(met.out.find("10 of 12 requests"), std::string::npos) << met.out;
    EXPECT_NE(met.out.find("checked: all 10 requests are met"), std::string::npos) << met.out;

    const auto bad = csp::testing::run_process(program(), "--drop 13");
    EXPECT_EQ(bad.exit_code, 2);
}

}  // namespace
