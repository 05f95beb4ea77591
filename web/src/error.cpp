#include "web/src/error.hpp"

#include "examples/models/cryptarithm.hpp"
#include "sudoku/format.hpp"

namespace web {

namespace {

json error_object(const std::string& message, int line, int column) {
    json error{{"message", message}};
    if (line > 0) error["line"] = line;
    if (column > 0) error["column"] = column;
    return error;
}

}  // namespace

std::string answer(const std::function<json()>& call) {
    json error;
    try {
        return json{{"ok", call()}}.dump();
    } catch (const InputError& e) {
        error = error_object(e.what(), e.line(), e.column());
    } catch (const sudoku::ParseError& e) {
        error = error_object(e.message(), e.line(), e.column());
    } catch (const csp::examples::CryptarithmError& e) {
        error = error_object(e.message(), e.column() > 0 ? 1 : 0, e.column());
    } catch (const json::exception& e) {
        error = error_object(std::string("bad argument: ") + e.what(), 0, 0);
    } catch (const std::exception& e) {
        error = error_object(e.what(), 0, 0);
    }
    return json{{"error", error}}.dump();
}

}  // namespace web
