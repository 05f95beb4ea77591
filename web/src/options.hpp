#pragma once
/// Reading the option objects of the JavaScript API: known keys only (a misspelt option is an
/// error, not silently ignored), each of the expected type.

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "web/src/error.hpp"

namespace web {

/// Throws InputError naming the first key of `options` not in `known`. Null counts as {}.
void check_keys(const json& options, std::string_view what, std::initializer_list<std::string_view> known);

std::string string_option(const json& options, const char* key, const std::string& fallback);
std::uint64_t count_option(const json& options, const char* key, std::uint64_t fallback);
bool bool_option(const json& options, const char* key, bool fallback);

}  // namespace web
