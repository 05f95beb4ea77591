#include <gtest/gtest.h>

#include "sudoku/hints/technique.hpp"

namespace sudoku::hints {
namespace {

TEST(TechniqueTable, NamesAndCodesFindTheirTechnique) {
    for (Technique t : all_techniques()) {
        EXPECT_EQ(technique_from_string(info(t).name), t) << info(t).name;
        if (!info(t).hodoku_code.empty()) {
            EXPECT_EQ(technique_from_string(info(t).hodoku_code), t) << info(t).name;
        }
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

#include <cstdio>
#include <fstream>
#include <sstream>

namespace sudoku::hints {
namespace {

/// docs/hints.md lists every technique with its code, SE rating, level and score: the table must
/// say what the code says.
TEST(TechniqueTable, TheDocsTableMatchesTheCode) {
    std::ifstream in(std::string(CSP_SOURCE_DIR) + "/docs/hints.md");
    std::stringstream text;
    text << in.rdbuf();
    const std::string doc = text.str();
    int i = 0;
    for (Technique t : all_techniques()) {
        const TechniqueInfo& d = info(t);
        char se[16];
        std::snprintf(se, sizeof se, "%.1f", d.se_rating);
        std::string row = "| " + std::to_string(++i) + " | " + std::string(d.title) + " | `" + std::string(d.name) +
                          "` | " + std::string(d.hodoku_code) + " | " + se + " | " + std::string(to_string(d.level)) +
                          " | " + std::to_string(d.score) + " | " + (d.needs_uniqueness ? "yes |" : " |") + " " +
                          (d.hodoku_rank > 0 ? std::to_string(d.hodoku_rank) : "—") + " |";
        EXPECT_NE(doc.find(row), std::string::npos) << "docs/hints.md lacks the row\n" << row;
    }
}

}  // namespace
}  // namespace sudoku::hints
