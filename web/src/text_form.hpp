#pragma once
/// The playground's text form of a small CSP, one statement a line ('#' starts a comment):
///   var WA NT SA : red green blue    variables with a domain of words or integers
///   var X Y : 1..5                   an integer range
///   WA != NT                         binary: != == < <= > >= between two variables
///   X < 3                            unary: a variable against an integer (or a word of its domain)
///   X + Y == 7                       a sum of two variables against an integer
///   alldiff A B C                    pairwise != over the variables
/// Words are compared as words, and only with == and != (or alldiff); numbers and '+' are for
/// integer variables.
/// Errors are InputError with the line and column and what was expected there.

#include <string>
#include <string_view>

#include "web/src/instance.hpp"

namespace web {

Instance parse_text_form(std::string_view source);

/// The example the catalogue offers (Australia, AIMA fig. 6.1).
std::string example_text_form();

}  // namespace web
