#include "sudoku/hints/finder.hpp"

#include <array>
#include <map>
#include <utility>

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
    find_unique_rectangle_5,
    find_unique_rectangle_6,
    find_hidden_rectangle,
    find_avoidable_rectangle_1,
    find_avoidable_rectangle_2,
    find_naked_quad,
    find_jellyfish,
    find_hidden_quad,
    find_bug_plus_one,
    find_skyscraper,
    find_two_string_kite,
    find_turbot_fish,
    find_dual_two_string_kite,
    find_w_wing,
    find_remote_pair,
    find_simple_colors_trap,
    find_simple_colors_wrap,
    find_multi_colors_1,
    find_multi_colors_2,
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
    find_grouped_continuous_nice_loop,
    find_grouped_discontinuous_nice_loop,
    find_grouped_aic,
    find_sue_de_coq,
    find_als_xz,
    find_als_xy_wing,
    find_als_xy_chain,
    find_death_blossom,
    find_empty_rectangle,
    find_dual_empty_rectangle,
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
    find_template_set,
    find_template_delete,
    find_franken_x_wing,
    find_franken_swordfish,
    find_franken_jellyfish,
    find_finned_franken_x_wing,
    find_finned_franken_swordfish,
    find_finned_franken_jellyfish,
    find_mutant_x_wing,
    find_mutant_swordfish,
    find_mutant_jellyfish,
    find_finned_mutant_x_wing,
    find_finned_mutant_swordfish,
    find_finned_mutant_jellyfish,
    find_finned_mutant_squirmbag,
    find_finned_mutant_whale,
    find_siamese_finned_x_wing,
    find_siamese_finned_swordfish,
    find_siamese_finned_jellyfish,
    find_siamese_sashimi_x_wing,
    find_siamese_sashimi_swordfish,
    find_siamese_sashimi_jellyfish,
    find_siamese_finned_franken_x_wing,
    find_siamese_finned_franken_swordfish,
    find_siamese_finned_franken_jellyfish,
    find_siamese_finned_mutant_x_wing,
    find_siamese_finned_mutant_swordfish,
    find_siamese_finned_mutant_jellyfish,
};

void run(const Board& board, Technique technique, StepSink& sink) {
    if (info(technique).needs_uniqueness && !board.unique()) return;
    kFinders[static_cast<std::size_t>(technique)](board, sink);
}

/// The first step of each costly technique in the positions seen lately, per thread: `grade` walks
/// SE's order and HoDoKu's, and the two paths meet the same positions (the first where singles and
/// the basic patterns run dry, above all), where each asks the same chains and sets again. A
/// finder's answer depends on the position (candidates and values) and the uniqueness flag alone.
/// One key and one look-up per position (a step asks up to 30 techniques there).
class FirstStepMemo {
public:
    using Key = std::pair<bool, std::vector<Digits>>;  ///< uniqueness; each cell's candidates, then values
    /// Per technique: not asked yet, or its first step (nullopt: it found none).
    using Answers = std::array<std::optional<std::optional<Step>>, kTechniqueCount>;

    static bool worth_keeping(Technique technique) { return technique >= Technique::Skyscraper; }

    static Key key(const Board& board) {
        std::vector<Digits> cells;
        cells.reserve(2 * static_cast<std::size_t>(board.cells()));
        for (int cell = 0; cell < board.cells(); ++cell) cells.push_back(board.candidates(cell));
        for (int cell = 0; cell < board.cells(); ++cell) cells.push_back(static_cast<Digits>(board.value(cell)));
        return {board.unique(), std::move(cells)};
    }
    /// The answers kept for the position, valid until the next call.
    Answers& answers(Key key) {
        if (const auto hit = positions_.find(key); hit != positions_.end()) return hit->second;
        if (positions_.size() >= kMostKept) positions_.clear();
        return positions_.emplace(std::move(key), Answers{}).first->second;
    }

private:
    static constexpr std::size_t kMostKept = 256;
    std::map<Key, Answers> positions_;
};

/// The technique's first step, or nullopt; cut short by the guard: nullopt and guard->hit().
std::optional<Step> first_step(const Board& board, Technique technique, csp::LimitGuard* guard) {
    StepSink sink(board.side(), 1, guard);
    if (sink.stopped()) return std::nullopt;
    run(board, technique, sink);
    if (sink.steps().empty()) return std::nullopt;
    return sink.take().front();
}

}  // namespace

std::vector<Step> find_steps(const Board& board, Technique technique, std::size_t limit, FinderOptions options) {
    StepSink sink(board.side(), limit, nullptr, options);
    run(board, technique, sink);
    return sink.take();
}

std::optional<Step> next_step(const Board& board, const TechniqueSet& allowed, Order order, csp::LimitGuard* guard) {
    thread_local FirstStepMemo memo;
    FirstStepMemo::Answers* known = nullptr;  // this position's, once a costly technique is reached
    for (Technique technique : techniques_in(order)) {
        if (!contains(allowed, technique)) continue;
        if (!FirstStepMemo::worth_keeping(technique)) {
            if (std::optional<Step> step = first_step(board, technique, guard)) return step;
            if (guard != nullptr && guard->hit()) return std::nullopt;
            continue;
        }
        if (known == nullptr) known = &memo.answers(FirstStepMemo::key(board));
        std::optional<std::optional<Step>>& answer = (*known)[static_cast<std::size_t>(technique)];
        if (answer) {
            if (*answer) return *answer;
            continue;
        }
        std::optional<Step> step = first_step(board, technique, guard);
        const bool cut = guard != nullptr && guard->hit();  // cut short: not an answer to keep
        if (!cut) answer = step;
        if (step) return step;
        if (cut) return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace sudoku::hints
