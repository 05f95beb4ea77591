#include "sudoku/csp_model.hpp"

#include "csp/enum_names.hpp"

#include <array>
#include <functional>
#include <memory>
#include <mutex>

namespace sudoku {

namespace {

csp::Problem build_model(int box) {
    const Geometry& g = Geometry::of(box);
    csp::Problem p;
    for (int cell = 0; cell < g.cells(); ++cell) p.add_variable(cell_name(cell, g.side()), 1, g.side());
    const csp::Relation different = csp::not_equal();
    for (int cell = 0; cell < g.cells(); ++cell)
        for (int peer : g.peers(cell))
            if (peer > cell) p.add_constraint(cell, peer, different);
    return p;
}

csp::Problem build_all_different_model(int box, csp::AllDifferentStrength strength) {
    const Geometry& g = Geometry::of(box);
    csp::Problem p;
    for (int cell = 0; cell < g.cells(); ++cell) p.add_variable(cell_name(cell, g.side()), 1, g.side());
    for (int u = 0; u < g.num_units(); ++u) csp::add_all_different(p, g.unit(u), strength);
    return p;
}

constexpr csp::detail::NameTable<Model, 2> kModelNames = {{Model::Binary, "binary"}, {Model::AllDifferent, "alldiff"}};
constexpr std::size_t kStrengths = 5;

// One lazily built model per (box size, variant); models are immutable once built.
const csp::Problem& cached(std::size_t variant, int box, const std::function<csp::Problem()>& build) {
    static std::array<std::array<std::unique_ptr<csp::Problem>, kStrengths + 1>, Geometry::kMaxBox + 1> models;
    static std::array<std::array<std::once_flag, kStrengths + 1>, Geometry::kMaxBox + 1> built;
    Geometry::of(box);  // validates the size
    const auto i = static_cast<std::size_t>(box);
    std::call_once(built[i][variant], [&] { models[i][variant] = std::make_unique<csp::Problem>(build()); });
    return *models[i][variant];
}

}  // namespace

std::string_view to_string(Model model) { return csp::detail::name_of(model, kModelNames); }
Model model_from_string(std::string_view name) { return csp::detail::value_of(name, kModelNames, "model"); }
std::vector<std::string_view> model_names() { return csp::detail::names_of(kModelNames); }

const csp::Problem& binary_model(int box) {
    return cached(kStrengths, box, [box] { return build_model(box); });
}

const csp::Problem& all_different_model(int box, csp::AllDifferentStrength strength) {
    return cached(static_cast<std::size_t>(strength), box, [=] { return build_all_different_model(box, strength); });
}

const csp::Problem& model_for(int box, Model model, csp::AllDifferentStrength strength) {
    return model == Model::Binary ? binary_model(box) : all_different_model(box, strength);
}

std::vector<std::pair<csp::VarId, int>> givens_of(const Grid& puzzle) {
    std::vector<std::pair<csp::VarId, int>> givens;
    for (int cell = 0; cell < puzzle.cells(); ++cell)
        if (puzzle[cell] != 0) givens.emplace_back(cell, puzzle[cell]);
    return givens;
}

csp::Problem to_problem(const Grid& puzzle) {
    csp::Problem p = binary_model(puzzle.box());
    for (auto [cell, value] : givens_of(puzzle)) p.assign(cell, value);
    return p;
}

Grid to_grid(const csp::Assignment& assignment, int box) { return Grid(box, assignment); }

}  // namespace sudoku
