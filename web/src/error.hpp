#pragma once
/// Errors that cross into JavaScript. Every entry point runs inside answer(), which turns the
/// result or the exception into one JSON text: {"ok": result} or {"error": {message, line?, column?}};
/// web/api/engine.mjs throws EngineError for the second.

#include <functional>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

namespace web {

using nlohmann::json;

/// Bad input from the page; line and column (1-based) when the fault is at one place of a text.
class InputError : public std::invalid_argument {
public:
    explicit InputError(const std::string& message, int line = 0, int column = 0)
        : std::invalid_argument(message), line_(line), column_(column) {}
    int line() const { return line_; }
    int column() const { return column_; }

private:
    int line_;
    int column_;
};

/// Runs `call` and returns {"ok": its result} or {"error": {...}} as JSON text.
std::string answer(const std::function<json()>& call);

}  // namespace web
