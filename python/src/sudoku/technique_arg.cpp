#include "sudoku/technique_arg.hpp"

#include <pybind11/pybind11.h>

#include <stdexcept>
#include <string_view>
#include <vector>

namespace csp_python::sudoku_parts {

namespace {

std::string joined(const std::vector<std::string_view>& names) {
    std::string text;
    for (auto name : names) text += (text.empty() ? "" : ", ") + std::string(name);
    return text;
}

}  // namespace

sudoku::hints::Technique technique_arg(const std::string& name) {
    try {
        return sudoku::hints::parse_technique(name);
    } catch (const std::invalid_argument& e) {
        throw pybind11::value_error(e.what());
    }
}

sudoku::hints::Level level_arg(const std::string& name) {
    if (const auto level = sudoku::hints::level_from_string(name)) return *level;
    std::vector<std::string_view> names;
    for (int l = 0; l < sudoku::hints::kLevelCount; ++l)
        names.push_back(sudoku::hints::to_string(static_cast<sudoku::hints::Level>(l)));
    throw pybind11::value_error("unknown difficulty '" + name + "' (expected one of: " + joined(names) + ")");
}

}  // namespace csp_python::sudoku_parts
