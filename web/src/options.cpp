#include "web/src/options.hpp"

namespace web {

namespace {

const json* field(const json& options, const char* key) {
    if (!options.is_object() || !options.contains(key) || options[key].is_null()) return nullptr;
    return &options[key];
}

}  // namespace

void check_keys(const json& options, std::string_view what, std::initializer_list<std::string_view> known) {
    if (options.is_null()) return;
    if (!options.is_object()) throw InputError(std::string(what) + " must be an object");
    for (const auto& item : options.items()) {
        bool found = false;
        std::string list;
        for (std::string_view k : known) {
            found = found || k == item.key();
            list += (list.empty() ? "" : ", ") + std::string(k);
        }
        if (!found)
            throw InputError(std::string(what) + ": unknown option '" + item.key() + "' (expected " + list + ")");
    }
}

std::string string_option(const json& options, const char* key, const std::string& fallback) {
    const json* value = field(options, key);
    if (!value) return fallback;
    if (!value->is_string()) throw InputError(std::string(key) + " must be a string");
    return value->get<std::string>();
}

std::uint64_t count_option(const json& options, const char* key, std::uint64_t fallback) {
    const json* value = field(options, key);
    if (!value) return fallback;
    // nlohmann keeps a JSON integer as signed or unsigned by its size: check the sign only of a signed one.
    if (!value->is_number_integer() || (!value->is_number_unsigned() && value->get<long long>() < 0))
        throw InputError(std::string(key) + " must be a whole number ≥ 0");
    return value->get<std::uint64_t>();
}

bool bool_option(const json& options, const char* key, bool fallback) {
    const json* value = field(options, key);
    if (!value) return fallback;
    if (!value->is_boolean()) throw InputError(std::string(key) + " must be true or false");
    return value->get<bool>();
}

}  // namespace web
