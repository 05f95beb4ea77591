// The data of the example models (examples/models/, shared with the C++ examples and the web
// playground) for csp.problems, which builds Problems with the user's labels from it.
#include <pybind11/stl.h>

#include <string>

#include "engine/bind.hpp"
#include "examples/models/map_colouring.hpp"
#include "examples/models/zebra.hpp"

namespace csp_python {

namespace {

const char* clue_kind(csp::examples::ZebraClue::Kind kind) {
    switch (kind) {
        case csp::examples::ZebraClue::Kind::SameHouse: return "same house";
        case csp::examples::ZebraClue::Kind::NextTo: return "next to";
        case csp::examples::ZebraClue::Kind::RightOf: return "right of";
        case csp::examples::ZebraClue::Kind::InHouse: return "in house";
    }
    return "?";
}

}  // namespace

void bind_models(py::module_& m) {
    m.def(
        "_map",
        [](const std::string& name) {
            const csp::examples::Map map = csp::examples::map_by_name(name);
            return py::make_tuple(map.name, map.regions, map.borders);
        },
        py::arg("name"),
        "Internal: (title, regions, borders as index pairs) of the map 'australia', 'usa' or 'france'.");
    m.def(
        "_zebra",
        [] {
            py::list categories, clues;
            for (const auto& c : csp::examples::kZebraCategories) {
                py::list values;
                for (auto v : c.values) values.append(std::string(v));
                categories.append(py::make_tuple(std::string(c.name), values));
            }
            for (const auto& clue : csp::examples::kZebraClues)
                clues.append(py::make_tuple(std::string(clue.text), clue_kind(clue.kind), std::string(clue.a),
                                            std::string(clue.b), clue.house));
            return py::make_tuple(categories, clues);
        },
        "Internal: the zebra puzzle's (categories [(name, values)], clues [(text, kind, a, b, house)]).");
}

}  // namespace csp_python
