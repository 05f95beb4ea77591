#include "sudoku/csp_model.hpp"

#include <array>
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

}  // namespace

const csp::Problem& binary_model(int box) {
    static std::array<std::unique_ptr<csp::Problem>, Geometry::kMaxBox + 1> models;
    static std::array<std::once_flag, Geometry::kMaxBox + 1> built;
    Geometry::of(box);  // validates the size
    const auto i = static_cast<std::size_t>(box);
    std::call_once(built[i], [&] { models[i] = std::make_unique<csp::Problem>(build_model(box)); });
    return *models[i];
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
