#pragma once
/// The problems of examples/compare_algorithms (the rows of its table), each with a validator of its
/// own that checks a solution against the problem as stated (borders, attacks, Sudoku units), not
/// through the CSP model the solvers saw.

#include <cmath>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/model/problem.hpp"
#include "csp/model/relation.hpp"
#include "csp/search/solver.hpp"
#include "models/map_colouring.hpp"
#include "models/queens.hpp"
#include "models/zebra.hpp"
#include "sudoku/encodings/csp_model.hpp"
#include "sudoku/format.hpp"
#include "sudoku/grid.hpp"

namespace csp::examples {

/// One problem instance and its validator: "" for a valid solution, else what is wrong.
struct CompareInstance {
    csp::Problem problem;
    std::function<std::string(const csp::Assignment&)> check;
};

/// A row of the table: one problem, or several random instances of one shape (summarised by medians).
struct CompareRow {
    std::string key;   ///< for --rows
    std::string name;  ///< as printed
    std::vector<CompareInstance> instances;
};

/// A random binary CSP ⟨n, d, p1, p2⟩ (the usual "model B"): n variables with d values, a
/// constraint on round(p1·n(n−1)/2) of the pairs, each forbidding round(p2·d²) value pairs. A
/// solution is planted first and never forbidden, so every instance is satisfiable and local
/// search has something to find.
struct RandomCspShape {
    int variables = 35;
    int values = 8;
    double density = 0.25;    ///< p1
    double tightness = 0.35;  ///< p2
};

inline std::string map_check(const Map& map, int colours, const csp::Assignment& colour) {
    if (colour.size() != map.regions.size()) return "wrong number of regions";
    for (int c : colour)
        if (c < 0 || c >= colours) return "colour " + std::to_string(c) + " out of range";
    for (auto [a, b] : map.borders)
        if (colour[static_cast<std::size_t>(a)] == colour[static_cast<std::size_t>(b)])
            return map.regions[static_cast<std::size_t>(a)] + " and " + map.regions[static_cast<std::size_t>(b)] +
                   " share a colour";
    return {};
}

inline std::string queens_check(int n, const csp::Assignment& rows) {
    if (static_cast<int>(rows.size()) != n) return "wrong number of queens";
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i] < 1 || rows[i] > n) return "row out of range";
        for (std::size_t j = i + 1; j < rows.size(); ++j) {
            const long long dr = rows[i] - rows[j];
            const auto dc = static_cast<long long>(j - i);
            if (dr == 0 || dr == dc || dr == -dc)
                return "queens in columns " + std::to_string(i + 1) + " and " + std::to_string(j + 1) + " attack";
        }
    }
    return {};
}

inline CompareRow map_row(std::string key, std::string_view map_name, int colours) {
    const Map map = map_by_name(map_name);
    CompareRow row{std::move(key), map.name + " (" + std::to_string(colours) + " colours)", {}};
    row.instances.push_back({colouring_problem(map, colours),
                             [map, colours](const csp::Assignment& a) { return map_check(map, colours, a); }});
    return row;
}

inline CompareRow queens_row(int n) {
    CompareRow row{"queens" + std::to_string(n), std::to_string(n) + "-queens", {}};
    row.instances.push_back({queens_problem(n), [n](const csp::Assignment& a) { return queens_check(n, a); }});
    return row;
}

inline CompareRow zebra_row() {
    CompareRow row{"zebra", "Zebra", {}};
    // The model's own constraints are the clues, so csp::violation (which reads the constraints
    // directly, not the solver's domains) is the independent check here.
    auto problem = std::make_shared<const csp::Problem>(zebra_problem());
    row.instances.push_back({*problem, [problem](const csp::Assignment& a) { return csp::violation(*problem, a); }});
    return row;
}

/// A 9×9 puzzle given in one-line form, on the Sudoku library's binary model with the givens fixed;
/// solutions are checked by sudoku::solution_error (units and givens).
inline CompareRow sudoku_row(std::string key, std::string name, std::string_view line) {
    const sudoku::Grid puzzle = sudoku::parse(line);
    CompareRow row{std::move(key), std::move(name), {}};
    const int box = puzzle.box();
    row.instances.push_back({sudoku::to_problem(puzzle), [puzzle, box](const csp::Assignment& a) {
                                 return sudoku::solution_error(puzzle, sudoku::to_grid(a, box));
                             }});
    return row;
}

inline csp::Problem random_csp(const RandomCspShape& shape, std::uint64_t seed) {
    if (shape.variables < 2 || shape.values < 1)
        throw std::invalid_argument("random CSP: need 2+ variables and 1+ values");
    csp::Random random(seed);
    csp::Problem p;
    std::vector<int> planted;
    for (int x = 0; x < shape.variables; ++x) {
        p.add_variable("x" + std::to_string(x + 1), 0, shape.values - 1);
        planted.push_back(static_cast<int>(random.below(static_cast<std::uint64_t>(shape.values))));
    }
    std::vector<std::pair<int, int>> pairs, value_pairs;
    for (int x = 0; x < shape.variables; ++x)
        for (int y = x + 1; y < shape.variables; ++y) pairs.emplace_back(x, y);
    for (int a = 0; a < shape.values; ++a)
        for (int b = 0; b < shape.values; ++b) value_pairs.emplace_back(a, b);
    random.shuffle(std::span(pairs));
    const auto constrained = static_cast<std::size_t>(std::lround(shape.density * static_cast<double>(pairs.size())));
    const auto forbidden =
        static_cast<std::size_t>(std::lround(shape.tightness * static_cast<double>(value_pairs.size())));
    for (std::size_t c = 0; c < constrained && c < pairs.size(); ++c) {
        const auto [x, y] = pairs[c];
        const std::pair<int, int> kept{planted[static_cast<std::size_t>(x)], planted[static_cast<std::size_t>(y)]};
        random.shuffle(std::span(value_pairs));
        std::vector<std::pair<int, int>> allowed;
        std::size_t removed = 0;
        for (const auto& vp : value_pairs) {
            if (vp != kept && removed < forbidden) {
                ++removed;
                continue;
            }
            allowed.push_back(vp);
        }
        p.add_constraint(x, y, csp::table(std::move(allowed)));
    }
    return p;
}

/// `count` instances of one shape, seeds seed, seed+1, …; validated by csp::violation, which reads
/// the constraint tables directly.
inline CompareRow random_row(const RandomCspShape& shape, int count, std::uint64_t seed) {
    CompareRow row{"random",
                   "random <" + std::to_string(shape.variables) + "," + std::to_string(shape.values) + "," +
                       std::to_string(shape.density).substr(0, 4) + "," + std::to_string(shape.tightness).substr(0, 4) +
                       ">",
                   {}};
    for (int i = 0; i < count; ++i) {
        auto problem = std::make_shared<const csp::Problem>(random_csp(shape, seed + static_cast<std::uint64_t>(i)));
        row.instances.push_back(
            {*problem, [problem](const csp::Assignment& a) { return csp::violation(*problem, a); }});
    }
    return row;
}

// The puzzles are copied here so the program runs from anywhere.
inline constexpr std::string_view kEasySudoku =  // examples/puzzles/easy.txt
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
inline constexpr std::string_view kHardSudoku =  // examples/puzzles/ai_escargot.txt (Inkala 2006)
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

inline std::vector<std::string> compare_row_keys() {
    return {"australia", "usa",   "queens8",     "queens25",    "queens50",
            "queens100", "zebra", "sudoku-easy", "sudoku-hard", "random"};
}

/// The row called `key` (one of compare_row_keys()); random rows take `count` instances.
inline CompareRow compare_row(std::string_view key, const RandomCspShape& shape, int count, std::uint64_t seed) {
    if (key == "australia") return map_row("australia", "australia", 3);
    if (key == "usa") return map_row("usa", "usa", 4);
    if (key.starts_with("queens")) {
        const std::string digits(key.substr(6));
        if (!digits.empty() && digits.find_first_not_of("0123456789") == std::string::npos && digits.size() < 5)
            return queens_row(std::stoi(digits));
    }
    if (key == "zebra") return zebra_row();
    if (key == "sudoku-easy") return sudoku_row("sudoku-easy", "Sudoku, easy", kEasySudoku);
    if (key == "sudoku-hard") return sudoku_row("sudoku-hard", "Sudoku, AI Escargot", kHardSudoku);
    if (key == "random") return random_row(shape, count, seed);
    throw std::invalid_argument("unknown row '" + std::string(key) + "'");
}

}  // namespace csp::examples
