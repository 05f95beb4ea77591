// The module's one entry point for JavaScript: call(name, argumentsJson) → answer JSON text
// ({"ok": ...} or {"error": ...}, see error.hpp). JSON strings cross the boundary both ways, so the
// bindings stay one function and web/api/engine.mjs gives each call its typed signature.

#include <emscripten/bind.h>

#include <map>

#include "csp/base/stats.hpp"

#include "web/src/arc_consistency.hpp"
#include "web/src/describe.hpp"
#include "web/src/error.hpp"
#include "web/src/recorder.hpp"
#include "web/src/run.hpp"
#include "web/src/sudoku_api.hpp"
#include "web/src/text_form.hpp"

namespace web {

namespace {

using Handler = json (*)(const json& args);

const json& arg(const json& args, std::size_t i) {
    static const json null;
    return i < args.size() ? args[i] : null;
}
std::string text_arg(const json& args, std::size_t i, const char* what) {
    if (!arg(args, i).is_string()) throw InputError(std::string(what) + " must be a string");
    return arg(args, i).get<std::string>();
}

/// Every counter of a search with its one-line definition (csp::counter_definitions, their one home).
json counter_definitions() {
    auto out = json::array();
    for (const csp::CounterDefinition& c : csp::counter_definitions())
        out.push_back({{"name", c.name}, {"definition", c.definition}});
    return out;
}

const std::map<std::string, Handler, std::less<>>& handlers() {
    static const std::map<std::string, Handler, std::less<>> table = {
        {"problems", [](const json&) { return problem_catalogue(); }},
        {"counters", [](const json&) { return counter_definitions(); }},
        {"describe", [](const json& a) { return describe(make_instance(arg(a, 0))); }},
        {"parseText", [](const json& a) { return describe(parse_text_form(text_arg(a, 0, "the source"))); }},
        {"run", [](const json& a) { return run(make_instance(arg(a, 0)), arg(a, 1)); }},
        {"ac3", [](const json& a) { return arc_consistency(make_instance(arg(a, 0)), arg(a, 1)); }},
        {"sudoku.backends", [](const json&) { return sudoku_backends(); }},
        {"sudoku.bundled", [](const json&) { return sudoku_bundled(); }},
        {"sudoku.parse", [](const json& a) { return sudoku_parse(text_arg(a, 0, "the puzzle")); }},
        {"sudoku.solve", [](const json& a) { return sudoku_solve(text_arg(a, 0, "the puzzle"), arg(a, 1)); }},
        {"sudoku.count", [](const json& a) { return sudoku_count(text_arg(a, 0, "the puzzle"), arg(a, 1)); }},
        {"sudoku.generate", [](const json& a) { return sudoku_generate(arg(a, 0)); }},
        {"sudoku.hint", [](const json& a) { return sudoku_hint(text_arg(a, 0, "the puzzle"), arg(a, 1)); }},
    };
    return table;
}

std::string call(const std::string& name, const std::string& arguments) {
    return answer([&] {
        const auto handler = handlers().find(name);
        if (handler == handlers().end()) throw InputError("unknown call '" + name + "'");
        const json args = arguments.empty() ? json::array() : json::parse(arguments);
        if (!args.is_array()) throw InputError("the arguments must be a JSON array");
        return handler->second(args);
    });
}

/// Sets (a function) or clears (null) where the next searches send their events as they record them.
void set_event_sink_from_js(emscripten::val sink) {
    if (sink.isNull() || sink.isUndefined()) web::set_event_sink({});
    else web::set_event_sink([sink](const std::string& events) { sink(events); });
}

}  // namespace

}  // namespace web

EMSCRIPTEN_BINDINGS(csp_web) {
    emscripten::function("call", &web::call);
    emscripten::function("setEventSink", &web::set_event_sink_from_js);
}
