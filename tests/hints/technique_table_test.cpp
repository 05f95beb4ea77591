#include <gtest/gtest.h>

#include "sudoku/hints/technique.hpp"

namespace sudoku::hints {
namespace {

TEST(TechniqueTable, NamesAndCodesFindTheirTechnique) {
    for (Technique t : all_techniques()) {
        EXPECT_EQ(technique_from_string(info(t).name), t) << info(t).name;
        EXPECT_EQ(technique_from_string(info(t).hodoku_code), t) << info(t).hodoku_code;
    }
    EXPECT_FALSE(technique_from_string("x-wings"));
    EXPECT_EQ(technique_from_string("0300"), Technique::XWing);
}

TEST(TechniqueTable, LevelsReadBack) {
    for (int i = 0; i < kLevelCount; ++i)
        EXPECT_EQ(level_from_string(to_string(static_cast<Level>(i))), static_cast<Level>(i));
    EXPECT_FALSE(level_from_string("expert"));
}

}  // namespace
}  // namespace sudoku::hints
