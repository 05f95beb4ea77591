#pragma once
/// The one place where strategy enums get their names: each enum has a table of (value, name)
/// pairs, and to_string / from_string / the list of names all read that table.

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace csp::detail {

template <class E, std::size_t N>
using NameTable = std::pair<E, std::string_view>[N];

template <class E, std::size_t N>
std::string_view name_of(E value, const NameTable<E, N>& table) {
    for (const auto& [v, name] : table)
        if (v == value) return name;
    return "?";
}

template <class E, std::size_t N>
std::vector<std::string_view> names_of(const NameTable<E, N>& table) {
    std::vector<std::string_view> names;
    for (const auto& entry : table) names.push_back(entry.second);
    return names;
}

/// Throws std::invalid_argument("unknown WHAT 'x' (expected one of: a, b, c)").
template <class E, std::size_t N>
E value_of(std::string_view name, const NameTable<E, N>& table, std::string_view what) {
    for (const auto& [v, n] : table)
        if (n == name) return v;
    std::string known;
    for (const auto& entry : table) known += (known.empty() ? "" : ", ") + std::string(entry.second);
    throw std::invalid_argument("unknown " + std::string(what) + " '" + std::string(name) +
                                "' (expected one of: " + known + ")");
}

}  // namespace csp::detail
