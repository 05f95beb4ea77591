#include "sudoku/encodings/csp_model.hpp"

#include "csp/base/enum_names.hpp"

#include <array>
#include <functional>
#include <memory>
#include <mutex>

namespace sudoku {

namespace {

// The cells of each unit, as the groups for csp::add_group_reasoning.
std::vector<std::vector<csp::VarId>> unit_groups(const Geometry& g) {
    std::vector<std::vector<csp::VarId>> groups;
    for (int u = 0; u < g.num_units(); ++u) groups.emplace_back(g.unit(u).begin(), g.unit(u).end());
    return groups;
}

void add_reasoning(csp::Problem& p, const Geometry& g, csp::GroupReasoning reasoning) {
    if (g.side() > csp::Domain::kWordBits) return;
    csp::add_group_reasoning(p, unit_groups(g), reasoning);
}

csp::Problem build_model(int box, csp::GroupReasoning reasoning) {
    const Geometry& g = Geometry::of(box);
    csp::Problem p;
    for (int cell = 0; cell < g.cells(); ++cell) p.add_variable(cell_name(cell, g.side()), 1, g.side());
    const csp::Relation different = csp::not_equal();
    for (int cell = 0; cell < g.cells(); ++cell)
        for (int peer : g.peers(cell))
            if (peer > cell) p.add_constraint(cell, peer, different);
    add_reasoning(p, g, reasoning);
    return p;
}

csp::Problem build_all_different_model(int box, csp::AllDifferentStrength strength, csp::GroupReasoning reasoning) {
    const Geometry& g = Geometry::of(box);
    csp::Problem p;
    for (int cell = 0; cell < g.cells(); ++cell) p.add_variable(cell_name(cell, g.side()), 1, g.side());
    for (int u = 0; u < g.num_units(); ++u) csp::add_all_different(p, g.unit(u), strength);
    add_reasoning(p, g, reasoning);
    return p;
}

constexpr csp::detail::NameTable<Model, 2> kModelNames = {{Model::Binary, "binary"}, {Model::AllDifferent, "alldiff"}};
constexpr std::size_t kStrengths = 5;
constexpr std::size_t kVariants = kStrengths + 1;  // the strengths, then the binary model
constexpr std::size_t kReasoningLevels = 4;

// One lazily built model per (box size, variant, reasoning); models are immutable once built.
const csp::Problem& cached(std::size_t variant, csp::GroupReasoning reasoning, int box,
                           const std::function<csp::Problem()>& build) {
    using Slot = std::array<std::array<std::unique_ptr<csp::Problem>, kReasoningLevels>, kVariants>;
    using Flags = std::array<std::array<std::once_flag, kReasoningLevels>, kVariants>;
    static std::array<Slot, Geometry::kMaxBox + 1> models;
    static std::array<Flags, Geometry::kMaxBox + 1> built;
    Geometry::of(box);  // validates the size
    const auto i = static_cast<std::size_t>(box);
    const auto r = static_cast<std::size_t>(reasoning);
    std::call_once(built[i][variant][r], [&] { models[i][variant][r] = std::make_unique<csp::Problem>(build()); });
    return *models[i][variant][r];
}

}  // namespace

std::string_view to_string(Model model) { return csp::detail::name_of(model, kModelNames); }
Model model_from_string(std::string_view name) { return csp::detail::value_of(name, kModelNames, "model"); }
std::vector<std::string_view> model_names() { return csp::detail::names_of(kModelNames); }

const csp::Problem& binary_model(int box, csp::GroupReasoning reasoning) {
    return cached(kStrengths, reasoning, box, [=] { return build_model(box, reasoning); });
}

const csp::Problem& all_different_model(int box, csp::AllDifferentStrength strength, csp::GroupReasoning reasoning) {
    return cached(static_cast<std::size_t>(strength), reasoning, box,
                  [=] { return build_all_different_model(box, strength, reasoning); });
}

csp::AllDifferentStrength default_strength(int box) {
    // On 9×9 most units settle by singles and the matching rarely pays for itself; on 16×16 and up
    // the Hall sets it finds cut the trees several times over
    // (docs/experiments.md#the-default-strength-by-size).
    return box <= 3 ? csp::AllDifferentStrength::Hidden : csp::AllDifferentStrength::Domain;
}

const csp::Problem& model_for(int box, Model model, csp::AllDifferentStrength strength, csp::GroupReasoning reasoning) {
    return model == Model::Binary ? binary_model(box, reasoning) : all_different_model(box, strength, reasoning);
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
