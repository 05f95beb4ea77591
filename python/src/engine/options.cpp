#include "engine/options.hpp"

#include "csp/local/option_table.hpp"
#include "csp/sat/option_table.hpp"
#include "csp/search/option_table.hpp"
#include "engine/bind.hpp"
#include "engine/observers.hpp"
#include "sudoku/backends/option_table.hpp"
#include "sudoku/generator/option_table.hpp"

namespace csp_python {

namespace {

std::string type_name(py::handle value) { return py::str(py::type::handle_of(value).attr("__name__")); }

const char* type_word(csp::OptionType type) {
    switch (type) {
        case csp::OptionType::Flag: return "flag";
        case csp::OptionType::Whole: return "whole";
        case csp::OptionType::Real: return "real";
        case csp::OptionType::Seconds: return "seconds";
        case csp::OptionType::Milliseconds: return "milliseconds";
        case csp::OptionType::Choice: return "choice";
    }
    return "?";
}

py::object python_value(const csp::OptionValue& value) {
    return std::visit([](const auto& v) -> py::object { return py::cast(v); }, value);
}

/// The rows of a table as dicts (name, type, default, range or choices, unit, help), the default
/// read from `defaults`; `more` adds what the table's Reader says.
template <class Options, class Reader, class More>
py::list rows_of(const std::vector<csp::OptionRow<Options, Reader>>& table, const Options& defaults, More more) {
    py::list rows;
    for (const auto& row : table) {
        py::dict d;
        d["name"] = std::string(row.name);
        d["type"] = type_word(row.type);
        d["default"] = python_value(row.get(defaults));
        d["help"] = std::string(row.help);
        d["unit"] = std::string(row.unit);
        if (row.type == csp::OptionType::Whole) d["range"] = py::make_tuple(row.least, row.most);
        if (row.type == csp::OptionType::Real) d["range"] = py::make_tuple(row.low, row.high);
        py::list choices;
        for (auto c : row.choices) choices.append(std::string(c));
        d["choices"] = choices;
        const char* none = none_text(row.name);
        d["none"] = none ? py::object(py::str(none)) : py::object(py::none());
        more(d, row);
        rows.append(d);
    }
    return rows;
}

}  // namespace

const char* none_text(std::string_view name) {
    if (name == "node_limit" || name == "time_limit" || name == "max_solutions") return "0";
    if (name == "se_min" || name == "se_max") return "0";  // sudoku.generate: no bound
    if (name == "alldiff_strength") return "auto";
    return nullptr;
}

std::string keyword_text(csp::OptionType type, py::handle value, const std::string& keyword) {
    const bool is_bool = py::isinstance<py::bool_>(value);
    // An int, or anything Python takes as one (numpy's integers): never a float that happens to be whole.
    const bool is_int = PyIndex_Check(value.ptr()) && !is_bool;
    const bool is_real = is_int || py::isinstance<py::float_>(value);
    const auto wrong = [&](const char* expected) {
        return py::type_error(keyword + " must be " + expected + ", got " + type_name(value));
    };
    switch (type) {
        case csp::OptionType::Flag:
            if (!is_bool) throw wrong("True or False");
            return value.cast<bool>() ? "true" : "false";
        case csp::OptionType::Whole:
            if (!is_int) throw wrong("an int");
            return py::str(py::int_(py::reinterpret_borrow<py::object>(value)));
        case csp::OptionType::Real:
        case csp::OptionType::Seconds:
        case csp::OptionType::Milliseconds:
            if (!is_real) throw wrong("a number");
            break;
        case csp::OptionType::Choice:
            if (!py::isinstance<py::str>(value)) throw wrong("a str");
            break;
    }
    return py::str(value);
}

void unknown_option(const std::string& name, const std::string& known) {
    throw py::value_error("unknown option '" + name + "' (expected one of: " + known + ")");
}

void apply_solver_keywords(csp::SolverOptions& options,
                           std::initializer_list<std::pair<const char*, py::handle>> keywords) {
    for (const auto& [name, value] : keywords)
        apply_keyword(*csp::find_option(csp::solver_option_table(), name), options, value, name);
}

csp::SearchLimits search_limits(const py::object& node_limit, const py::object& time_limit) {
    csp::SearchLimits limits;
    const auto& table = csp::search_limit_table();
    apply_keyword(*csp::find_option(table, "node_limit"), limits, node_limit, "node_limit");
    apply_keyword(*csp::find_option(table, "time_limit"), limits, time_limit, "time_limit");
    return limits;
}

void bind_option_tables(py::module_& m) {
    m.def(
        "_option_tables",
        [] {
            const auto nothing = [](py::dict&, const auto&) {};
            py::dict tables;
            tables["solver"] = rows_of(csp::solver_option_table(), csp::SolverOptions{}, nothing);
            tables["min_conflicts"] = rows_of(csp::min_conflicts_option_table(), csp::MinConflictsOptions{}, nothing);
            tables["sat"] = rows_of(csp::sat_option_table(), csp::SatOptions{}, nothing);
            tables["sudoku"] = rows_of(sudoku::solve_option_table(), sudoku::SolveOptions{},
                                       [](py::dict& d, const sudoku::SolveOptionRow& row) {
                                           py::list readers;
                                           for (auto name : sudoku::backend_names())
                                               if (!row.reader || sudoku::find_backend(name).reads(*row.reader))
                                                   readers.append(std::string(name));
                                           d["read_by"] = readers;
                                       });
            tables["generate"] = rows_of(sudoku::generator_option_table(), sudoku::GeneratorOptions{}, nothing);
            return tables;
        },
        "The option tables (csp/base/option_table.hpp) behind the keywords: for each of 'solver', "
        "'min_conflicts', 'sat' (lifted into 'sudoku' as sat_NAME), 'sudoku' and 'generate', a list of rows {name, type, default, help, unit, range, choices, "
        "none}; the tests hold the keywords, stubs and the web's types to them.");
}

namespace {

template <class Row>
std::string choice_list(const Row& row) {
    std::string out;
    for (auto c : row.choices) out += (out.empty() ? "" : ", ") + std::string(c);
    return out;
}

/// A callable for variable_order, value_order or inference; a callable inference runs after the
/// search's check of the new value against its assigned neighbours (inference 'none').
void hook(SolverSettings& s, const std::string& name, py::handle value) {
    const auto f = py::reinterpret_borrow<py::object>(value);
    if (name == "variable_order") s.hooks.variable_order = f;
    if (name == "value_order") s.hooks.value_order = f;
    if (name == "inference") {
        s.hooks.inference = f;
        s.options.inference = csp::Inference::None;
    }
}

}  // namespace

SolverSettings solver_settings(const py::kwargs& kwargs) {
    SolverSettings s;
    const auto& table = csp::solver_option_table();
    for (const auto& [key, value] : kwargs) {
        const auto name = key.cast<std::string>();
        if (name == "observer") s.observer = py::reinterpret_borrow<py::object>(value);
        else if (name == "on_solution") s.on_solution = py::reinterpret_borrow<py::object>(value);
        else if (hookable(name) && PyCallable_Check(value.ptr())) hook(s, name, value);
        else if (hookable(name) && !py::isinstance<py::str>(value))
            throw py::type_error(name + " must be a str (one of: " + choice_list(*csp::find_option(table, name)) +
                                 ") or a callable, got " + type_name(value));
        else if (const auto* row = csp::find_option(table, name)) apply_keyword(*row, s.options, value, name);
        else unknown_option(name, csp::option_names(table) + ", observer, on_solution");
    }
    check_observer(s.observer, "observer", true);
    check_observer(s.on_solution, "on_solution", false);
    return s;
}

}  // namespace csp_python
