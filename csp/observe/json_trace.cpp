#include "csp/observe/json_trace.hpp"

// nlohmann/json stays in this file: header-only, so the library's users never see or link it.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>

#include "csp/model/problem.hpp"

namespace csp {

namespace {

// ordered_json keeps the fields in the order written: "seq" and "event" first, for people reading.
using Json = nlohmann::ordered_json;

// Starts an event object: its sequence number, its kind, and the depth.
Json event(std::uint64_t sequence, const char* kind, int depth) {
    return Json{{"seq", sequence}, {"event", kind}, {"depth", depth}};
}

// Adds `var` and, when known, its name under the given keys.
void add_variable(Json& object, const std::vector<std::string>& names, int var, const char* id_key,
                  const char* name_key) {
    object[id_key] = var;
    if (var >= 0 && static_cast<std::size_t>(var) < names.size())
        object[name_key] = names[static_cast<std::size_t>(var)];
}

// Adds the variables `vars` under `ids_key` and, when every one has a name, their names under `names_key`.
void add_variables(Json& object, const std::vector<std::string>& names, std::span<const int> vars, const char* ids_key,
                   const char* names_key) {
    object[ids_key] = std::vector<int>(vars.begin(), vars.end());
    if (!std::all_of(vars.begin(), vars.end(),
                     [&](int var) { return var >= 0 && static_cast<std::size_t>(var) < names.size(); }))
        return;
    Json list = Json::array();
    for (int var : vars) list.push_back(names[static_cast<std::size_t>(var)]);
    object[names_key] = std::move(list);
}

// One line per event; replacing invalid UTF-8 in names keeps every line parseable.
void write_line(std::ostream& out, const Json& object) {
    out << object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

}  // namespace

JsonTraceWriter::JsonTraceWriter(std::ostream& out, std::vector<std::string> names)
    : out_(out), names_(std::move(names)) {}

JsonTraceWriter::JsonTraceWriter(std::ostream& out, const Problem& problem)
    : JsonTraceWriter(out, problem.variable_names()) {}

void JsonTraceWriter::begin_problem(std::string_view label, std::vector<std::string> names) {
    names_ = std::move(names);
    solutions_ = 0;
    write_line(out_, Json{{"seq", ++sequence_}, {"event", "problem"}, {"label", std::string(label)}});
}

void JsonTraceWriter::on_assign(int var, int value, int depth) {
    Json e = event(++sequence_, "assign", depth);
    add_variable(e, names_, var, "var", "name");
    e["value"] = value;
    write_line(out_, e);
}

void JsonTraceWriter::on_prune(int var, int value, int cause, int depth) {
    Json e = event(++sequence_, "prune", depth);
    add_variable(e, names_, var, "var", "name");
    e["value"] = value;
    add_variable(e, names_, cause, "cause", "cause_name");
    write_line(out_, e);
}

void JsonTraceWriter::on_constraint_prune(int var, int value, int constraint, std::string_view description, int depth) {
    Json e = event(++sequence_, "prune", depth);
    add_variable(e, names_, var, "var", "name");
    e["value"] = value;
    e["cause"] = -1;
    e["constraint"] = constraint;
    e["constraint_name"] = std::string(description);
    write_line(out_, e);
}

void JsonTraceWriter::on_wipeout(int var, int depth) {
    Json e = event(++sequence_, "wipeout", depth);
    add_variable(e, names_, var, "var", "name");
    write_line(out_, e);
}

void JsonTraceWriter::on_backtrack(int var, int value, int depth) {
    Json e = event(++sequence_, "backtrack", depth);
    add_variable(e, names_, var, "var", "name");
    e["value"] = value;
    write_line(out_, e);
}

void JsonTraceWriter::on_solution(std::span<const int> values) {
    Json e{{"seq", ++sequence_}, {"event", "solution"}, {"index", ++solutions_}};
    e["values"] = std::vector<int>(values.begin(), values.end());
    write_line(out_, e);
}

void JsonTraceWriter::on_backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) {
    Json e = event(++sequence_, "backjump", depth);
    add_variable(e, names_, var, "var", "name");
    add_variables(e, names_, conflict_set, "conflict_set", "conflict_names");
    add_variable(e, names_, target, "target", "target_name");
    e["target_depth"] = target_depth;
    write_line(out_, e);
}

void JsonTraceWriter::on_repair(int var, int old_value, int value, int conflicts, std::uint64_t step) {
    Json e{{"seq", ++sequence_}, {"event", "repair"}, {"step", step}};
    add_variable(e, names_, var, "var", "name");
    e["old_value"] = old_value;
    e["value"] = value;
    e["conflicts"] = conflicts;
    write_line(out_, e);
}

void JsonTraceWriter::on_tree_order(std::span<const int> order, std::span<const int> parent) {
    Json e{{"seq", ++sequence_}, {"event", "tree_order"}};
    e["order"] = std::vector<int>(order.begin(), order.end());
    e["parent"] = std::vector<int>(parent.begin(), parent.end());
    write_line(out_, e);
}

void JsonTraceWriter::on_revise(int target, int source, int depth) {
    Json e = event(++sequence_, "revise", depth);
    add_variable(e, names_, target, "target", "target_name");
    add_variable(e, names_, source, "source", "source_name");
    write_line(out_, e);
}

void JsonTraceWriter::on_cutset(std::span<const int> cutset) {
    Json e{{"seq", ++sequence_}, {"event", "cutset"}};
    add_variables(e, names_, cutset, "vars", "names");
    write_line(out_, e);
}

}  // namespace csp
