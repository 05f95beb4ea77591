#pragma once
/// The zebra puzzle (AIMA exercise 6.7, the five-houses puzzle first printed in Life
/// International, 1962; AIMA's version swaps the cigarette brands for candy). Five houses in a
/// row, each with a different colour, owner's nationality, drink, pet and candy. Who owns the
/// zebra, and who drinks water?
///
/// Model (the one the exercise suggests): 25 variables, one per attribute value ("red",
/// "Japanese", "zebra", …), each holding the number 1..5 of the house that has it. Every clue is a
/// binary constraint (same house: =, next to: |a − b| = 1, right of: a = b + 1) or fixes a house;
/// the five values of a category are pairwise ≠. No n-ary constraint is needed.

#include <array>
#include <cstdlib>
#include <string>
#include <string_view>

#include "csp/model/problem.hpp"
#include "csp/model/relation.hpp"

namespace csp::examples {

struct ZebraCategory {
    std::string_view name;
    std::array<std::string_view, 5> values;
};

/// Variable c·5 + i of zebra_problem() is value i of category c.
inline constexpr std::array<ZebraCategory, 5> kZebraCategories = {{
    {"colour", {"red", "green", "ivory", "yellow", "blue"}},
    {"nationality", {"Englishman", "Spaniard", "Norwegian", "Ukrainian", "Japanese"}},
    {"drink", {"coffee", "tea", "milk", "orange juice", "water"}},
    {"pet", {"dog", "snails", "fox", "horse", "zebra"}},
    {"candy", {"Hershey bars", "Kit Kats", "Smarties", "Snickers", "Milky Ways"}},
}};

struct ZebraClue {
    enum class Kind {
        SameHouse,  ///< a and b are in the same house
        NextTo,     ///< a's house is next to b's
        RightOf,    ///< a's house is immediately to the right of b's (house number + 1)
        InHouse,    ///< a is in house number `house`
    };
    std::string_view text;
    Kind kind;
    std::string_view a;
    std::string_view b = {};
    int house = 0;
};

/// The fourteen clues, in the book's order.
inline constexpr std::array<ZebraClue, 14> kZebraClues = {{
    {"The Englishman lives in the red house.", ZebraClue::Kind::SameHouse, "Englishman", "red"},
    {"The Spaniard owns the dog.", ZebraClue::Kind::SameHouse, "Spaniard", "dog"},
    {"The Norwegian lives in the first house on the left.", ZebraClue::Kind::InHouse, "Norwegian", {}, 1},
    {"The green house is immediately to the right of the ivory house.", ZebraClue::Kind::RightOf, "green", "ivory"},
    {"The man who eats Hershey bars lives in the house next to the man with the fox.", ZebraClue::Kind::NextTo,
     "Hershey bars", "fox"},
    {"Kit Kats are eaten in the yellow house.", ZebraClue::Kind::SameHouse, "Kit Kats", "yellow"},
    {"The Norwegian lives next to the blue house.", ZebraClue::Kind::NextTo, "Norwegian", "blue"},
    {"The Smarties eater owns snails.", ZebraClue::Kind::SameHouse, "Smarties", "snails"},
    {"The Snickers eater drinks orange juice.", ZebraClue::Kind::SameHouse, "Snickers", "orange juice"},
    {"The Ukrainian drinks tea.", ZebraClue::Kind::SameHouse, "Ukrainian", "tea"},
    {"The Japanese eats Milky Ways.", ZebraClue::Kind::SameHouse, "Japanese", "Milky Ways"},
    {"Kit Kats are eaten in a house next to the house where the horse is kept.", ZebraClue::Kind::NextTo, "Kit Kats",
     "horse"},
    {"Coffee is drunk in the green house.", ZebraClue::Kind::SameHouse, "coffee", "green"},
    {"Milk is drunk in the middle house.", ZebraClue::Kind::InHouse, "milk", {}, 3},
}};

/// The 25 variables (named by value, houses 1..5), ≠ within each category, one constraint per clue.
inline csp::Problem zebra_problem() {
    csp::Problem p;
    for (const ZebraCategory& category : kZebraCategories)
        for (std::string_view value : category.values) p.add_variable(std::string(value), 1, 5);
    for (int c = 0; c < 5; ++c)
        for (int i = 0; i < 5; ++i)
            for (int j = i + 1; j < 5; ++j) p.add_constraint(c * 5 + i, c * 5 + j, csp::not_equal());
    const auto next_to = csp::predicate([](int a, int b) { return std::abs(a - b) == 1; }, "next to");
    const auto right_of = csp::predicate([](int a, int b) { return a == b + 1; }, "right of");
    for (const ZebraClue& clue : kZebraClues) {
        const csp::VarId a = p.variable(clue.a);
        switch (clue.kind) {
            case ZebraClue::Kind::SameHouse: p.add_constraint(a, p.variable(clue.b), csp::equal()); break;
            case ZebraClue::Kind::NextTo: p.add_constraint(a, p.variable(clue.b), next_to); break;
            case ZebraClue::Kind::RightOf: p.add_constraint(a, p.variable(clue.b), right_of); break;
            case ZebraClue::Kind::InHouse: p.assign(a, clue.house); break;
        }
    }
    return p;
}

}  // namespace csp::examples
