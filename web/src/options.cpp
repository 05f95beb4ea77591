#include "web/src/options.hpp"

namespace web {

namespace {

const json* field(const json& options, const char* key) {
    if (!options.is_object() || !options.contains(key) || options[key].is_null()) return nullptr;
    return &options[key];
}

template <class Keys>
void check_known(const json& options, std::string_view what, const Keys& known) {
    if (options.is_null()) return;
    if (!options.is_object()) throw InputError(std::string(what) + " must be an object");
    for (const auto& item : options.items()) {
        bool found = false;
        std::string list;
        for (const auto& k : known) {
            found = found || k == item.key();
            list += (list.empty() ? "" : ", ") + std::string(k);
        }
        if (!found)
            throw InputError(std::string(what) + ": unknown option '" + item.key() + "' (expected " + list + ")");
    }
}

}  // namespace

void check_keys(const json& options, std::string_view what, const std::vector<std::string>& known) {
    check_known(options, what, known);
}
void check_keys(const json& options, std::string_view what, std::initializer_list<std::string_view> known) {
    check_known(options, what, known);
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
    try {
        return csp::parse_whole(rule_text(csp::OptionType::Whole, *value, key), 0,
                                std::numeric_limits<std::uint64_t>::max());
    } catch (const csp::OptionError& e) {
        throw InputError(std::string(key) + ": " + e.what());
    }
}

bool bool_option(const json& options, const char* key, bool fallback) {
    const json* value = field(options, key);
    if (!value) return fallback;
    if (!value->is_boolean()) throw InputError(std::string(key) + " must be true or false");
    return value->get<bool>();
}

json with_former_spellings(json options) {
    if (!options.is_object()) return options;
    for (const char* key : {"variableOrder", "valueOrder"})
        if (options.contains(key) && options[key] == "static") options[key] = "input";
    if (options.contains("timeLimitMs") && !options["timeLimitMs"].is_null()) {
        if (options.contains("timeLimit") && !options["timeLimit"].is_null())
            throw InputError("give timeLimit (seconds) or timeLimitMs, not both");
        options["timeLimit"] = static_cast<double>(count_option(options, "timeLimitMs", 0)) / 1000;
    }
    options.erase("timeLimitMs");
    return options;
}

std::string rule_text(csp::OptionType type, const json& value, const std::string& key) {
    switch (type) {
        case csp::OptionType::Flag:
            if (!value.is_boolean()) throw InputError(key + " must be true or false");
            return value.get<bool>() ? "true" : "false";
        case csp::OptionType::Choice:
            if (!value.is_string()) throw InputError(key + " must be a string");
            return value.get<std::string>();
        default:
            // A number as JSON wrote it: the rule refuses a fraction for a whole number, and a
            // whole number too large for 64 bits (which JSON reads as a float) with the range.
            if (!value.is_number()) throw InputError(key + " must be a number");
            return value.dump();
    }
}

}  // namespace web
