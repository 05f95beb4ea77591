#include "sudoku/hints/finder.hpp"

#include <array>

#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

using Find = void (*)(const Board&, StepSink&);

constexpr std::array<Find, kTechniqueCount> kFinders{
    find_full_house,
    find_hidden_single,
    find_direct_pointing,
    find_direct_claiming,
    find_direct_hidden_pair,
    find_naked_single,
    find_direct_hidden_triple,
    find_pointing,
    find_claiming,
    find_locked_pair,
    find_naked_pair,
    find_x_wing,
    find_hidden_pair,
    find_locked_triple,
    find_naked_triple,
    find_swordfish,
    find_hidden_triple,
    find_xy_wing,
    find_xyz_wing,
    find_unique_rectangle_1,
    find_unique_rectangle_2,
    find_unique_rectangle_3,
    find_unique_rectangle_4,
    find_naked_quad,
    find_jellyfish,
    find_hidden_quad,
    find_bug_plus_one,
    find_skyscraper,
    find_two_string_kite,
    find_w_wing,
    find_remote_pair,
    find_simple_colors_trap,
    find_simple_colors_wrap,
    find_finned_x_wing,
    find_sashimi_x_wing,
    find_finned_swordfish,
    find_sashimi_swordfish,
    find_finned_jellyfish,
    find_sashimi_jellyfish,
    find_x_chain,
    find_xy_chain,
    find_continuous_nice_loop,
    find_discontinuous_nice_loop,
    find_aic,
    find_als_xz,
    find_empty_rectangle,
    find_nishio_forcing_chain,
    find_multiple_forcing_chain,
    find_dynamic_forcing_chain,
    find_dynamic_forcing_chain_plus,
    find_nested_forcing_chain,
    find_nested_multiple_forcing_chain,
    find_nested_dynamic_forcing_chain,
    find_nested_dynamic_forcing_chain_plus,
    find_forcing_chain_contradiction,
    find_forcing_chain_verity,
};

void run(const Board& board, Technique technique, StepSink& sink) {
    if (info(technique).needs_uniqueness && !board.unique()) return;
    kFinders[static_cast<std::size_t>(technique)](board, sink);
}

}  // namespace

std::vector<Step> find_steps(const Board& board, Technique technique, std::size_t limit) {
    StepSink sink(board.side(), limit);
    run(board, technique, sink);
    return sink.take();
}

std::optional<Step> next_step(const Board& board, const TechniqueSet& allowed, Order order, csp::LimitGuard* guard) {
    for (Technique technique : techniques_in(order)) {
        if (!contains(allowed, technique)) continue;
        StepSink sink(board.side(), 1, guard);
        if (sink.stopped()) return std::nullopt;
        run(board, technique, sink);
        if (!sink.steps().empty()) return sink.take().front();
    }
    return std::nullopt;
}

}  // namespace sudoku::hints
