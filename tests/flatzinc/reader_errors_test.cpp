// The FlatZinc reader on malformed models: each is refused with the line and column of the fault
// and what was expected there.
#include <gtest/gtest.h>

#include <ostream>
#include <string>

#include "flatzinc/reader/parser.hpp"

namespace {

struct BadModel {
    const char* name;
    std::string text;
    int line;
    int column;
    std::string detail;
};

void PrintTo(const BadModel& bad, std::ostream* out) { *out << bad.name; }
std::string case_name(const ::testing::TestParamInfo<BadModel>& info) { return info.param.name; }

class FlatZincReaderError : public ::testing::TestWithParam<BadModel> {};

TEST_P(FlatZincReaderError, NamesTheFaultAndWhereItIs) {
    const BadModel& bad = GetParam();
    try {
        flatzinc::parse_flatzinc(bad.text, "model.fzn");
        FAIL() << "read without an error";
    } catch (const flatzinc::ParseError& error) {
        EXPECT_EQ(error.file(), "model.fzn");
        EXPECT_EQ(error.line(), bad.line) << error.what();
        EXPECT_EQ(error.column(), bad.column) << error.what();
        EXPECT_EQ(error.detail(), bad.detail);
        EXPECT_EQ(std::string(error.what()),
                  "model.fzn:" + std::to_string(bad.line) + ":" + std::to_string(bad.column) + ": " + bad.detail);
    }
}

const std::string kNested = [] {
    std::string deep = "solve :: f(";
    for (int i = 0; i < 100; ++i) deep += "[";
    return deep;
}();

// clang-format off
INSTANTIATE_TEST_SUITE_P(Syntax, FlatZincReaderError, ::testing::Values(
    BadModel{"MissingSemicolon", "var 1..3: x;\nconstraint int_le(x, x)\nvar 1..3: y;\nsolve satisfy;",
             3, 1, "expected ';' after the constraint, found 'var'"},
    BadModel{"MissingSemicolonOnTheSameLine", "var 1..3: x;\nconstraint int_le(x, x) var 1..3: y;\nsolve satisfy;",
             2, 25, "expected ';' after the constraint, found 'var'"},
    BadModel{"UnterminatedString", "var 1..3: x;\nsolve :: note(\"abc) satisfy;\nconstraint int_le(x, x);",
             2, 29, "expected '\"' to close the string opened at column 15, found the end of the line"},
    BadModel{"StringAtTheEndOfTheFile", "solve :: note(\"abc", 1, 19,
             "expected '\"' to close the string opened at column 15, found end of file"},
    BadModel{"BadCharacter", "var 1..3: x @;\nsolve satisfy;", 1, 13, "expected a FlatZinc token, found '@'"},
    BadModel{"ControlCharacter", "var 1..3: x;\n\x01", 2, 1, "expected a FlatZinc token, found '\\x01'"},
    BadModel{"SingleDot", "var 1.x: y;", 1, 6, "expected '..', found '.'"},
    BadModel{"NumberRunsIntoAName", "var 1..3: x;\nconstraint int_le(x, 12abc);", 2, 24,
             "expected a separator after the number 12, found 'a'"},
    BadModel{"MinusWithoutDigits", "int: n = - 3;", 1, 11, "expected a digit after '-', found ' '"},
    BadModel{"RangeWithoutItsEnd", "var 1..x: y;", 1, 8, "expected an integer after '..', found 'x'"},
    BadModel{"DomainWithoutRange", "var 1: y;", 1, 6, "expected '..' after the lower bound, found ':'"},
    BadModel{"FloatDomainWithoutRange", "var 1.5: y;", 1, 8, "expected '..' after the lower bound, found ':'"},
    BadModel{"FloatRangeEndingInAnInteger", "var 1.5..3: y;", 1, 10, "expected a float after '..', found '3'"},
    BadModel{"IndexSetNotFromOne", "array [0..2] of int: a = [1, 2, 3];", 1, 8,
             "expected an index set 1..n, found one starting at 0"},
    BadModel{"IndexSetOfNegativeSize", "array [1..-2] of int: a = [];", 1, 11,
             "expected an index set 1..n with n >= 0, found 1..-2"},
    BadModel{"IntegerOutOfRange", "int: n = 9223372036854775808;", 1, 10,
             "expected an integer from -9223372036854775808 to 9223372036854775807, found '9223372036854775808'"},
    BadModel{"FloatOutOfRange", "float: f = 1e999;", 1, 12, "expected a float within the range of a double, found '1e999'"},
    BadModel{"UnknownItem", "var 1..3: x;\noutput [x];\nsolve satisfy;", 2, 1,
             "expected an item (predicate, a declaration, constraint or solve), found 'output'"},
    BadModel{"KeywordAsName", "var 1..3: int;", 1, 11, "expected the name being declared, found 'int'"},
    BadModel{"EqualsWithoutValue", "var 1..3: x = ;", 1, 15, "expected the value of 'x', found ';'"},
    BadModel{"MissingSemicolonAfterDeclaration", "var 1..3: x\nsolve satisfy;", 2, 1,
             "expected ';' after the declaration of 'x', found 'solve'"},
    BadModel{"ParameterWithoutValue", "int: n;\nsolve satisfy;", 1, 7, "expected '=' and the value of parameter 'n', found ';'"},
    BadModel{"VariableArrayWithoutElements", "array [1..2] of var int: a;", 1, 27,
             "expected '=' and the elements of array 'a', found ';'"},
    BadModel{"UnexpectedEndOfFile", "var 1..3: x;\nconstraint int_le(x,", 2, 21,
             "expected an argument of the constraint, found end of file"},
    BadModel{"MissingSolveItem", "var 1..3: x;\nconstraint int_le(x, x);\n", 3, 1, "expected a solve item, found end of file"},
    BadModel{"TwoSolveItems", "solve satisfy;\nsolve satisfy;", 2, 1,
             "expected one solve item, found a second (the first is at line 1, column 1)"},
    BadModel{"ItemAfterTheSolveItem", "var 1..3: x;\nsolve satisfy;\nconstraint int_le(x, x);", 3, 1,
             "expected end of file after the solve item, found 'constraint'"},
    BadModel{"SolveWithoutGoal", "solve;", 1, 6, "expected 'satisfy', 'minimize' or 'maximize', found ';'"},
    BadModel{"MinimizeWithoutObjective", "solve minimize;", 1, 15, "expected the objective (a name or a number), found ';'"},
    BadModel{"StringOutsideAnnotations", "constraint note(\"x\");", 1, 17, "expected an argument of the constraint, found the string \"x\""},
    BadModel{"NestedArrayOutsideAnnotations", "constraint f([[1]]);", 1, 15, "expected an element of the array, found '['"},
    BadModel{"CallOutsideAnnotations", "var 1..3: x;\nconstraint f(x(1));", 2, 15,
             "expected ',' or ')' after an argument, found '('"}), case_name);

INSTANTIATE_TEST_SUITE_P(Annotations, FlatZincReaderError, ::testing::Values(
    BadModel{"NoNameAfterColons", "var 1..3: x :: ;", 1, 16, "expected an annotation's name after '::', found ';'"},
    BadModel{"UnclosedArguments", "var 1..3: x;\nsolve :: int_search(x, input_order satisfy;", 2, 36,
             "expected ',' or ')' after an annotation's argument, found 'satisfy'"},
    BadModel{"UnclosedArray", "solve :: seq_search([int_search(x) satisfy;", 1, 36,
             "expected ',' or ']' in the array, found 'satisfy'"},
    BadModel{"NestedTooDeep", kNested, 1, 76, "expected annotations nested at most 64 deep, found deeper nesting"}), case_name);

INSTANTIATE_TEST_SUITE_P(Names, FlatZincReaderError, ::testing::Values(
    BadModel{"UndeclaredInConstraint", "var 1..3: x;\nconstraint int_le(x, z);\nsolve satisfy;", 2, 22,
             "undeclared identifier 'z'"},
    BadModel{"UndeclaredInArray", "var 1..3: x;\narray [1..2] of var int: a = [x, w];", 2, 34, "undeclared identifier 'w'"},
    BadModel{"UsedBeforeItsDeclaration", "var 1..3: x = y;\nvar 1..3: y;", 1, 15, "undeclared identifier 'y'"},
    BadModel{"UndeclaredObjective", "solve minimize cost;", 1, 16, "undeclared identifier 'cost'"},
    BadModel{"DuplicateName", "var 1..3: x;\nvar bool: b;\n  var 1..5: x;", 3, 13,
             "duplicate declaration of 'x' (first declared at line 1, column 11)"},
    BadModel{"IndexOutOfRange", "array [1..2] of int: a = [1, 2];\nconstraint int_le(a[3], 1);", 2, 21,
             "expected an index of 'a' in 1..2, found 3"},
    BadModel{"IndexOnAScalar", "var 1..3: x;\nconstraint int_le(x[1], 1);", 2, 21,
             "expected no index after 'x', which is not an array"},
    BadModel{"ArrayOfTheWrongLength", "array [1..3] of int: a = [1, 2];", 1, 26,
             "expected 3 elements for 'a' (index set 1..3), found 2"},
    BadModel{"ArrayValueNotAnArray", "int: n = 1;\narray [1..1] of int: a = n;", 2, 26,
             "expected an array literal [...] as the value of 'a', found a name"},
    BadModel{"ScalarWithAnArrayValue", "int: n = [1];", 1, 10, "expected a single value for 'n', found an array"}), case_name);
// clang-format on

}  // namespace
