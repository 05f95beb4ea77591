// --assign NAME=VALUE,… (csp/cli/assign_flag.hpp): the pairs it reads, the message for each kind of
// mistake, and AC-3 from the assignment AIMA's exercise gives on the map of Australia.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "csp/cli/assign_flag.hpp"
#include "csp/consistency/textbook_ac.hpp"
#include "test_models.hpp"

namespace {

using csp::cli::Fixed;
using csp::cli::parse_assignment;

// The message parse_assignment throws for `text`, or "" when it accepts it.
std::string error_of(const std::string& text, const csp::Problem& p) {
    try {
        (void)parse_assignment(text, p);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

TEST(AssignFlag, ReadsPairsByNameWithSpacesAroundThem) {
    const csp::Problem p = csp::testing::australia(3);
    EXPECT_EQ(parse_assignment("WA=0,Q=1", p), (std::vector<Fixed>{{0, 0}, {3, 1}}));
    EXPECT_EQ(parse_assignment(" NSW = 2 , T=0 ", p), (std::vector<Fixed>{{4, 2}, {6, 0}}));
    EXPECT_EQ(csp::cli::describe(p, parse_assignment("WA=0,Q=1", p)), "WA=0, Q=1");

    csp::Problem named;  // names with spaces, negative values
    named.add_variable("orange juice", 1, 5);
    named.add_variable("x", -3, 3);
    EXPECT_EQ(parse_assignment("orange juice=4, x=-2", named), (std::vector<Fixed>{{0, 4}, {1, -2}}));
}

TEST(AssignFlag, SaysWhichPairIsWrongAndWhy) {
    csp::Problem p = csp::testing::australia(3);
    p.remove_value(6, 2);  // T = {0, 1}
    EXPECT_EQ(error_of("WA", p), "--assign: pair 1 'WA' is not NAME=VALUE (e.g. WA=0)");
    EXPECT_EQ(error_of("WA=0,Q", p), "--assign: pair 2 'Q' is not NAME=VALUE (e.g. WA=0)");
    EXPECT_EQ(error_of("WA=0=1", p), "--assign: pair 1 'WA=0=1' is not NAME=VALUE (e.g. WA=0)");
    EXPECT_EQ(error_of("=1", p), "--assign: pair 1 '=1' is not NAME=VALUE (e.g. WA=0)");
    EXPECT_EQ(error_of("WA=", p), "--assign: pair 1 'WA=' is not NAME=VALUE (e.g. WA=0)");
    EXPECT_EQ(error_of("WA=0,", p), "--assign: pair 2 is empty");
    EXPECT_EQ(error_of("WA=0,,Q=1", p), "--assign: pair 2 is empty");
    EXPECT_EQ(error_of("", p), "--assign: pair 1 is empty");
    EXPECT_EQ(error_of("WA=red", p), "--assign: pair 1 'WA=red': the value 'red' is not an integer");
    EXPECT_EQ(error_of("WA=1x", p), "--assign: pair 1 'WA=1x': the value '1x' is not an integer");
    EXPECT_EQ(error_of("Wa=0", p),
              "--assign: pair 1 'Wa=0': no variable named 'Wa' (the variables: WA, NT, SA, Q, NSW, V, T)");
    EXPECT_EQ(error_of("WA=3", p), "--assign: pair 1 'WA=3': 3 is not in the domain of WA {0, 1, 2}");
    EXPECT_EQ(error_of("T=2", p), "--assign: pair 1 'T=2': 2 is not in the domain of T {0, 1}");
    EXPECT_EQ(error_of("WA=0,Q=1,WA=2", p), "--assign: pair 3 'WA=2': WA is already assigned (pair 1)");
}

TEST(AssignFlag, LongListsAreCut) {
    const csp::Problem p = csp::testing::queens(20);
    EXPECT_EQ(error_of("Q21=1", p),
              "--assign: pair 1 'Q21=1': no variable named 'Q21' (the variables: Q1, Q2, Q3, Q4, Q5, Q6, Q7, Q8, Q9, "
              "Q10, Q11, Q12, … (20 in all))");
    EXPECT_EQ(error_of("Q1=21", p),
              "--assign: pair 1 'Q1=21': 21 is not in the domain of Q1 {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, …}");
}

TEST(AssignFlag, AimasExerciseArcConsistencyFindsTheInconsistency) {
    // WA = red, Q = green: NT and SA are both left with blue, and they are neighbours.
    const csp::Problem p = csp::testing::australia(3);
    const csp::Problem narrowed = csp::cli::with_assignment(p, parse_assignment("WA=0,Q=1", p));
    EXPECT_EQ(narrowed.domain(0).size(), 1);
    EXPECT_EQ(narrowed.domain(3).size(), 1);
    EXPECT_EQ(p.domain(0).size(), 3) << "the problem given is not changed";
    const csp::Ac3Result ac = csp::ac3_textbook(narrowed);
    EXPECT_FALSE(ac.consistent);
    EXPECT_TRUE(ac.wiped == *p.find("NT") || ac.wiped == *p.find("SA")) << p.name(ac.wiped);
    EXPECT_TRUE(csp::ac3_textbook(p).consistent);
}

}  // namespace
