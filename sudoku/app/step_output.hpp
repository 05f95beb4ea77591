#pragma once
// How `hint`, `explain` and `grade` show pencil marks, steps and ratings, in text and JSON, and the
// settings they share (which techniques, whether the uniqueness techniques may be used).

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "sudoku/app/position_input.hpp"
#include "sudoku/hints/hint_level.hpp"
#include "sudoku/hints/path.hpp"
#include "sudoku/hints/policy.hpp"
#include "sudoku/hints/step.hpp"

namespace sudoku::app {

/// The flags the three commands share.
struct HintSettings {
    std::string input = "-";
    std::string technique;  ///< --technique: one technique, by our name (any case) or HoDoKu's code
    hints::Uniqueness uniqueness = hints::Uniqueness::Auto;
    unsigned threads = 0;  ///< 0 = the machine's cores
    bool json = false;
    bool candidates = false;
    bool compact = false;  ///< --compact: effects in the compact (Eureka) notation, r2c79<>7
};
void add_hint_flags(CLI::App& command, HintSettings& settings, bool with_technique);

/// Why the step finder cannot take this position (hints::unsupported_size), or empty.
std::string unsupported(const Position& position);
/// The techniques --technique allows (every one without it); throws std::invalid_argument naming the
/// known names for an unknown one.
hints::TechniqueSet allowed_techniques(const std::string& technique);

/// A candidate as HoDoKu writes it, <digit><row><col> ("436" for digit 4 in r3c6) on grids up to
/// 9×9; "14r10c12" on larger ones.
std::string candidate_code(const hints::Candidate& candidate, int side);
nlohmann::json step_json(const hints::Step& step, int side);
/// The step in JSON at `level` (hints::HintLevel): technique, title and code (vague), with units and
/// cells (cells), or step_json (full); its explanation is hints::hint_text's.
nlohmann::json hint_json(const hints::Step& step, hints::HintLevel level, int side);
nlohmann::json rating_json(const hints::Rating& rating);
/// "SE 4.2, hard (HoDoKu score 1234), hardest xy-wing"
std::string rating_text(const hints::Rating& rating);
/// "hidden-single 40, naked-single 12, xy-wing 1"
std::string uses_text(const hints::Rating& rating);
/// "puzzle 3 (line 7)"
std::string position_label(const Position& position);

}  // namespace sudoku::app
