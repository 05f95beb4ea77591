// The catalogue of the playground's problems: the example models of examples/models/, the Sudoku
// library's model, and the text form.

#include <array>

#include "examples/models/cryptarithm.hpp"
#include "examples/models/map_colouring.hpp"
#include "examples/models/queens.hpp"
#include "examples/models/zebra.hpp"
#include "sudoku/encodings/csp_model.hpp"
#include "sudoku/format.hpp"
#include "web/src/bundled.hpp"
#include "web/src/error.hpp"
#include "web/src/instance.hpp"
#include "web/src/text_form.hpp"

namespace web {

namespace {

constexpr std::array<const char*, 6> kColours = {"red", "green", "blue", "yellow", "purple", "orange"};
/// Past kMaxQueensModel columns the n² binary constraints no longer fit: min-conflicts alone runs,
/// on row and diagonal counters, up to a million queens (the engine's own headline).
constexpr int kMaxQueensModel = 300;
constexpr int kMaxQueens = 1'000'000;
const char* const kDefaultCryptarithm = "SEND+MORE=MONEY";

json int_param(const char* name, const char* label, int min, int max, int value) {
    return {{"name", name}, {"label", label}, {"type", "int"}, {"min", min}, {"max", max}, {"default", value}};
}
json text_param(const char* name, const char* label, const std::string& value) {
    return {{"name", name}, {"label", label}, {"type", "text"}, {"default", value}};
}

/// spec[name] as an int in min..max, or `fallback` when absent.
int int_field(const json& spec, const char* name, int min, int max, int fallback) {
    if (!spec.contains(name) || spec[name].is_null()) return fallback;
    if (!spec[name].is_number_integer()) throw InputError(std::string(name) + " must be an integer");
    const auto value = spec[name].get<long long>();
    if (value < min || value > max)
        throw InputError(std::string(name) + " must be in " + std::to_string(min) + ".." + std::to_string(max) +
                         ", not " + std::to_string(value));
    return static_cast<int>(value);
}
std::string text_field(const json& spec, const char* name, const std::string& fallback) {
    if (!spec.contains(name) || spec[name].is_null()) return fallback;
    if (!spec[name].is_string()) throw InputError(std::string(name) + " must be a string");
    return spec[name].get<std::string>();
}

Instance plain(csp::Problem problem, std::string layout) {
    Instance instance{std::move(problem), {}, std::move(layout)};
    instance.names.resize(static_cast<std::size_t>(instance.problem.num_variables()));
    return instance;
}

Instance map_instance(const csp::examples::Map& map, int colours) {
    Instance instance = plain(csp::examples::colouring_problem(map, colours), "map");
    for (auto& names : instance.names)
        for (int c = 0; c < colours; ++c) names.emplace_back(kColours[static_cast<std::size_t>(c)]);
    return instance;
}

/// The default puzzle of sudoku4 / sudoku9: the first bundled puzzle of that size.
std::string default_sudoku(int box) {
    for (const BundledPuzzle& p : bundled_puzzles())
        if (p.grid.box() == box) return sudoku::to_string(p.grid, sudoku::Format::Block);
    return {};
}

Instance sudoku_instance(const json& spec, int box) {
    const sudoku::Grid grid = sudoku::parse(text_field(spec, "grid", default_sudoku(box)), "grid");
    if (grid.box() != box)
        throw InputError("expected a " + std::to_string(box * box) + "×" + std::to_string(box * box) + " puzzle, got " +
                         std::to_string(grid.side()) + "×" + std::to_string(grid.side()));
    return plain(sudoku::to_problem(grid), "sudoku");
}

Instance cryptarithm_instance(const json& spec) {
    const auto puzzle = csp::examples::parse_cryptarithm(text_field(spec, "puzzle", kDefaultCryptarithm));
    const std::string model = text_field(spec, "model", "linear");
    if (model == "linear") return plain(csp::examples::cryptarithm_linear_model(puzzle).problem, "");
    if (model == "hidden") return plain(csp::examples::cryptarithm_model(puzzle).problem, "");
    throw InputError("model must be linear or hidden, not '" + model + "'");
}

Instance queens_instance(int n) {
    if (n <= kMaxQueensModel) return plain(csp::examples::queens_problem(n), "queens");
    Instance instance = plain(csp::Problem(), "queens");
    instance.large_queens = n;
    return instance;
}

}  // namespace

void require_model(const Instance& instance, const std::string& method) {
    if (instance.large_queens == 0) return;
    throw InputError(method + " on N-Queens takes up to " + std::to_string(kMaxQueensModel) + " queens, not " +
                     std::to_string(instance.large_queens) +
                     " (the model has a constraint per pair of columns); min_conflicts takes up to " +
                     std::to_string(kMaxQueens));
}

json problem_catalogue() {
    return json::array({
        {{"id", "australia"},
         {"title", "Map colouring: Australia"},
         {"params", {int_param("colours", "Colours", 1, kColours.size(), 3)}}},
        {{"id", "usa"},
         {"title", "Map colouring: USA"},
         {"params", {int_param("colours", "Colours", 1, kColours.size(), 4)}}},
        {{"id", "queens"}, {"title", "N-Queens"}, {"params", {int_param("n", "Queens", 1, kMaxQueens, 8)}}},
        {{"id", "sudoku4"}, {"title", "Sudoku 4×4"}, {"params", {text_param("grid", "Puzzle", default_sudoku(2))}}},
        {{"id", "sudoku9"}, {"title", "Sudoku 9×9"}, {"params", {text_param("grid", "Puzzle", default_sudoku(3))}}},
        {{"id", "zebra"}, {"title", "Zebra puzzle"}, {"params", json::array()}},
        {{"id", "cryptarithm"},
         {"title", "Cryptarithm"},
         {"params",
          {text_param("puzzle", "Puzzle", kDefaultCryptarithm),
           text_param("model", "Model (linear or hidden)", "linear")}}},
        {{"id", "text"},
         {"title", "Your own CSP (text form)"},
         {"params", {text_param("source", "Problem", example_text_form())}}},
    });
}

Instance make_instance(const json& spec) {
    if (!spec.is_object() || !spec.contains("id") || !spec["id"].is_string())
        throw InputError("a problem is {id: ...} with an id from problems()");
    const std::string id = spec["id"].get<std::string>();
    if (id == "australia")
        return map_instance(csp::examples::australia(), int_field(spec, "colours", 1, kColours.size(), 3));
    if (id == "usa") return map_instance(csp::examples::usa(), int_field(spec, "colours", 1, kColours.size(), 4));
    if (id == "queens") return queens_instance(int_field(spec, "n", 1, kMaxQueens, 8));
    if (id == "sudoku4") return sudoku_instance(spec, 2);
    if (id == "sudoku9") return sudoku_instance(spec, 3);
    if (id == "zebra") return plain(csp::examples::zebra_problem(), "");
    if (id == "cryptarithm") return cryptarithm_instance(spec);
    if (id == "text") return parse_text_form(text_field(spec, "source", ""));
    throw InputError("unknown problem '" + id +
                     "' (expected australia, usa, queens, sudoku4, sudoku9, zebra, cryptarithm or text)");
}

}  // namespace web
