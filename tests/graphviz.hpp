#pragma once
// Renders DOT text with Graphviz to check that it parses. `dot` is looked up when CMake configures
// the tests (CSP_DOT_EXECUTABLE); without it the check is skipped, and CSP_REQUIRE_GRAPHVIZ=ON turns
// its absence into a configuration error, so in CI the check always runs.
#include <gtest/gtest.h>

#include <unistd.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace csp::testing {

/// Writes `dot` to a file named after `label` and renders it to SVG; fails the test when Graphviz
/// rejects it. Callers return after it when ::testing::Test::IsSkipped().
inline void expect_graphviz_renders(const std::string& dot, const std::string& label) {
#ifndef CSP_DOT_EXECUTABLE
    (void)dot, (void)label;
    GTEST_SKIP()
        << "Graphviz 'dot' was not found when the tests were configured (CSP_REQUIRE_GRAPHVIZ=ON makes it required)";
#else
    const std::filesystem::path dir =
        std::filesystem::path(::testing::TempDir()) / ("graphviz_" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    const std::filesystem::path input = dir / (label + ".dot");
    const std::filesystem::path output = dir / (label + ".svg");
    std::ofstream(input) << dot;
    const std::string command =
        std::string("'") + CSP_DOT_EXECUTABLE + "' -Tsvg '" + input.string() + "' -o '" + output.string() + "' 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0) << "Graphviz rejected " << input << ":\n" << dot;
    std::ifstream svg(output);
    const std::string text((std::istreambuf_iterator<char>(svg)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("<svg"), std::string::npos);
#endif
}

}  // namespace csp::testing
