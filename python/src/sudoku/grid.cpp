// csp.sudoku.Grid and reading puzzles: parse, parse_all, read, and ParseError (a ValueError that
// carries the line and column).
#include <pybind11/operators.h>
#include <pybind11/stl.h>
#include <pybind11/stl/filesystem.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/parts.hpp"

namespace py = pybind11;

namespace csp_python::sudoku_parts {

namespace {

/// The Python class csp.sudoku.ParseError, made once when the module loads.
py::handle parse_error_type;

/// Raises ParseError(str) with .source, .line, .column and .message set from the C++ error.
void raise_parse_error(const sudoku::ParseError& error) {
    py::object exception = py::reinterpret_borrow<py::object>(parse_error_type)(error.what());
    exception.attr("source") = error.source();
    exception.attr("line") = error.line();
    exception.attr("column") = error.column();
    exception.attr("message") = error.message();
    PyErr_SetObject(parse_error_type.ptr(), exception.ptr());
}

void make_parse_error(py::module_& module) {
    py::dict fields;
    fields["source"] = "<input>";
    fields["line"] = 0;
    fields["column"] = 0;
    fields["message"] = "";
    parse_error_type = value_error_type(
        module, "ParseError",
        "Malformed puzzle text (a ValueError). str() reads 'SOURCE:LINE:COLUMN: message'; the parts are "
        ".source, .line and .column (1-based) and .message.",
        fields);
    py::register_exception_translator([](std::exception_ptr pointer) {
        try {
            if (pointer) std::rethrow_exception(pointer);
        } catch (const sudoku::ParseError& error) {
            raise_parse_error(error);
        }
    });
}

/// The side N of a grid and its box n (N = n²) from the side, or ValueError.
int box_of_side(std::size_t side) {
    int box = 1;
    while (static_cast<std::size_t>(box * box) < side) ++box;
    if (side == 0 || static_cast<std::size_t>(box * box) != side || box > sudoku::Geometry::kMaxBox)
        throw py::value_error("a grid has N rows with N = n*n for a box size n in 1.." +
                              std::to_string(sudoku::Geometry::kMaxBox) + ", not " + std::to_string(side));
    return box;
}

sudoku::Grid from_list(const std::vector<std::vector<int>>& rows) {
    const int box = box_of_side(rows.size());
    std::vector<int> cells;
    cells.reserve(rows.size() * rows.size());
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].size() != rows.size())
            throw py::value_error("row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                                  " values, expected " + std::to_string(rows.size()));
        cells.insert(cells.end(), rows[r].begin(), rows[r].end());
    }
    return sudoku::Grid(box, std::move(cells));  // std::invalid_argument (ValueError) for a value out of 0..N
}

std::vector<std::vector<int>> to_list(const sudoku::Grid& grid) {
    std::vector<std::vector<int>> rows(static_cast<std::size_t>(grid.side()));
    for (int r = 0; r < grid.side(); ++r)
        for (int c = 0; c < grid.side(); ++c) rows[static_cast<std::size_t>(r)].push_back(grid.at(r, c));
    return rows;
}

/// The cell index of (row, column), or IndexError.
int cell_at(const sudoku::Grid& grid, std::pair<int, int> position) {
    const auto [row, column] = position;
    if (row < 0 || row >= grid.side() || column < 0 || column >= grid.side())
        throw py::index_error("cell (" + std::to_string(row) + ", " + std::to_string(column) + ") is outside the " +
                              std::to_string(grid.side()) + "x" + std::to_string(grid.side()) +
                              " grid (rows and columns count from 0)");
    return row * grid.side() + column;
}

/// The one-line form up to 35x35, the grid form above; without the final newline.
std::string text_of(const sudoku::Grid& grid) {
    const auto format = grid.side() <= sudoku::kMaxCharacterValue ? sudoku::Format::Line : sudoku::Format::Grid;
    std::string text = sudoku::to_string(grid, format);
    text.pop_back();
    return text;
}

/// Every puzzle of a stream; the first malformed one raises ParseError.
std::vector<sudoku::Grid> read_all(std::istream& in, const std::string& source) {
    sudoku::PuzzleReader reader(in, source);
    std::vector<sudoku::Grid> grids;
    while (auto entry = reader.next()) {
        if (entry->error) throw *entry->error;
        grids.push_back(std::move(*entry->grid));
    }
    return grids;
}

}  // namespace

py::handle value_error_type(py::module_& module, const char* name, const char* doc, py::dict fields) {
    fields["__module__"] = "csp.sudoku";
    fields["__doc__"] = doc;
    py::object type =
        py::module_::import("builtins").attr("type")(name, py::make_tuple(py::handle(PyExc_ValueError)), fields);
    module.attr(name) = type;
    return type.release();
}

void bind_grid(py::module_& module) {
    make_parse_error(module);

    py::class_<sudoku::Grid>(module, "Grid",
                             "An N x N Sudoku grid (N = box*box), 0 = blank. Index it with g[row, column], both "
                             "counted from 0.")
        .def(py::init<int>(), py::arg("box") = 3, "An empty grid of box size `box` (side box*box).")
        .def_static("from_list", &from_list, py::arg("rows"),
                    "The grid of a list of N rows of N ints (0 = blank); ValueError for a bad shape or value.")
        .def_property_readonly("box", &sudoku::Grid::box, "The box size n (3 for 9x9).")
        .def_property_readonly("size", &sudoku::Grid::side, "The side N = n*n (9 for 9x9).")
        .def_property_readonly("givens", &sudoku::Grid::givens, "The number of filled cells.")
        .def("is_complete", &sudoku::Grid::complete, "No blank cell.")
        .def(
            "__getitem__",
            [](const sudoku::Grid& grid, std::pair<int, int> position) { return grid[cell_at(grid, position)]; },
            py::arg("position"), "g[row, column]: the value, 0 for a blank.")
        .def(
            "__setitem__",
            [](sudoku::Grid& grid, std::pair<int, int> position, int value) {
                const int cell = cell_at(grid, position);
                if (value < 0 || value > grid.side())
                    throw py::value_error("value " + std::to_string(value) + " is outside 0.." +
                                          std::to_string(grid.side()));
                grid.set(cell, value);
            },
            py::arg("position"), py::arg("value"), "g[row, column] = value (0 clears the cell).")
        .def("to_list", &to_list, "The rows, as a list of N lists of N ints.")
        .def(
            "pretty", [](const sudoku::Grid& grid) { return sudoku::to_string(grid, sudoku::Format::Pretty); },
            "The grid drawn with box borders, one row a line.")
        .def(
            "to_text",
            [](const sudoku::Grid& grid, const std::string& form) {
                return sudoku::to_string(grid, sudoku::format_from_string(form));
            },
            py::arg("form") = "line",
            "The text of the grid in one of the forms the reader takes: 'line', 'block', 'grid', 'pretty' "
            "(line and block only up to 35x35).")
        .def(
            "copy", [](const sudoku::Grid& grid) { return grid; }, "An independent copy.")
        .def("__copy__", [](const sudoku::Grid& grid) { return grid; })
        .def(
            "__deepcopy__", [](const sudoku::Grid& grid, py::dict) { return grid; }, py::arg("memo"))
        .def("__str__", &text_of)
        .def("__repr__",
             [](const sudoku::Grid& grid) {
                 if (grid.side() <= sudoku::kMaxCharacterValue) return "sudoku.parse('" + text_of(grid) + "')";
                 return "<sudoku.Grid " + std::to_string(grid.side()) + "x" + std::to_string(grid.side()) + ", " +
                        std::to_string(grid.givens()) + " givens>";
             })
        .def(py::self == py::self)
        .def(py::pickle([](const sudoku::Grid& grid) { return py::make_tuple(grid.box(), grid.values()); },
                        [](const py::tuple& state) {
                            return sudoku::Grid(state[0].cast<int>(), state[1].cast<std::vector<int>>());
                        }));

    module.def(
        "parse", [](const std::string& text) { return sudoku::parse(text); }, py::arg("text"),
        "Exactly one puzzle, in any form the sudoku tool reads (one-line, block, grid, pretty; "
        "docs/formats.md). Raises ParseError (line, column, message) for malformed text, for more than "
        "one puzzle and for two equal givens in a unit.");
    module.def(
        "parse_all",
        [](const std::string& text) {
            std::istringstream in(text);
            return read_all(in, "<input>");
        },
        py::arg("text"),
        "Every puzzle of a text holding any number of them; the first malformed one raises ParseError.");
    module.def(
        "read",
        [](const std::filesystem::path& path) {
            std::ifstream in(path);
            if (!in) {
                PyErr_SetString(PyExc_FileNotFoundError, (path.string() + ": cannot open the file").c_str());
                throw py::error_already_set();
            }
            return read_all(in, path.string());
        },
        py::arg("path"),
        "Every puzzle of a file (str or os.PathLike); the first malformed one raises ParseError naming the file.");
}

}  // namespace csp_python::sudoku_parts
