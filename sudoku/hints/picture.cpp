#include "sudoku/hints/picture.hpp"

#include <algorithm>
#include <cstdio>
#include <map>

#include "sudoku/format.hpp"

namespace sudoku::hints {

namespace {

constexpr double kCell = 54;    // pixels per cell
constexpr double kMargin = 32;  // room for the row and column names, "r16" at 12 px included

struct Canvas {
    std::string svg;
    void add(const char* format, auto... args) {
        char buffer[512];
        std::snprintf(buffer, sizeof buffer, format, args...);
        svg += buffer;
    }
};

const char* role_colour(Role role) {
    switch (role) {
        case Role::Pattern: return "#b7e4b0";
        case Role::Fin: return "#a9cdf5";
        case Role::ColorA: return "#8fd18a";
        case Role::ColorB: return "#f7c27a";
    }
    return "#dddddd";
}

}  // namespace

std::string step_svg(const PencilMarks& before, const Step& step) {
    const int side = before.side();
    const int box = before.box();
    const double size = side * kCell;
    const double sub = kCell / box;  // a candidate's square inside its cell
    Canvas c;
    c.add(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" viewBox=\"0 0 %g %g\" "
        "font-family=\"DejaVu Sans, sans-serif\">\n",
        size + 2 * kMargin, size + 2 * kMargin, size + 2 * kMargin, size + 2 * kMargin);
    c.add("<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<g transform=\"translate(%g %g)\">\n", kMargin,
          kMargin);
    const Geometry& g = before.geometry();
    for (int unit : step.units)
        for (int cell : g.unit(unit))
            c.add("<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"#fff4c2\"/>\n", (cell % side) * kCell,
                  (cell / side) * kCell, kCell, kCell);
    auto centre = [&](int cell, int digit) {
        const int d = digit - 1;
        return std::pair{(cell % side) * kCell + (d % box + 0.5) * sub, (cell / side) * kCell + (d / box + 0.5) * sub};
    };
    std::map<Candidate, Role> roles;
    for (const Mark& m : step.marks) roles[m.candidate] = m.role;
    auto listed = [](const std::vector<Candidate>& list, int cell, int digit) {
        return std::find(list.begin(), list.end(), Candidate{cell, digit}) != list.end();
    };
    const double font = sub * 0.62;
    for (int cell = 0; cell < before.cells(); ++cell) {
        const double x = (cell % side) * kCell, y = (cell / side) * kCell;
        if (const int v = before.value(cell); v != 0) {
            c.add(
                "<text x=\"%g\" y=\"%g\" font-size=\"%g\" text-anchor=\"middle\" dominant-baseline=\"central\">%s</text>\n",
                x + kCell / 2, y + kCell / 2, kCell * (side > 9 ? 0.4 : 0.6), value_name(v, side).c_str());
            continue;
        }
        for (int digit : before.candidates(cell)) {
            const auto [cx, cy] = centre(cell, digit);
            const auto role = roles.find({cell, digit});
            const bool eliminated = listed(step.eliminations, cell, digit);
            const bool placed = listed(step.placements, cell, digit);
            if (role != roles.end() || eliminated || placed)
                c.add("<circle cx=\"%g\" cy=\"%g\" r=\"%g\" fill=\"%s\"/>\n", cx, cy, sub * 0.46,
                      eliminated ? "#f4a3a3"
                      : placed   ? "#6cc46a"
                                 : role_colour(role->second));
            c.add(
                "<text x=\"%g\" y=\"%g\" font-size=\"%g\" text-anchor=\"middle\" dominant-baseline=\"central\" "
                "fill=\"%s\">%s</text>\n",
                cx, cy, font, eliminated ? "#b00000" : "#444444", value_name(digit, side).c_str());
            if (eliminated)
                c.add("<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"#b00000\" stroke-width=\"1.5\"/>\n",
                      cx - sub * 0.35, cy + sub * 0.35, cx + sub * 0.35, cy - sub * 0.35);
        }
    }
    for (const Link& link : step.chain) {
        if (link.from_cells.empty() || link.to_cells.empty()) continue;
        const auto [x1, y1] = centre(link.from_cells.front(), link.from_digit);
        const auto [x2, y2] = centre(link.to_cells.front(), link.to_digit);
        c.add("<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"#2060c0\" stroke-width=\"2\"%s/>\n", x1, y1, x2,
              y2, link.strong ? "" : " stroke-dasharray=\"5 4\"");
    }
    for (int i = 0; i <= side; ++i) {
        const double at = i * kCell;
        const double width = i % box == 0 ? 2.5 : 0.8;
        c.add("<line x1=\"%g\" y1=\"0\" x2=\"%g\" y2=\"%g\" stroke=\"black\" stroke-width=\"%g\"/>\n", at, at, size,
              width);
        c.add("<line x1=\"0\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"black\" stroke-width=\"%g\"/>\n", at, size, at,
              width);
    }
    for (int i = 0; i < side; ++i) {
        c.add("<text x=\"%g\" y=\"-8\" font-size=\"12\" text-anchor=\"middle\" fill=\"#666\">c%d</text>\n",
              (i + 0.5) * kCell, i + 1);
        c.add(
            "<text x=\"-6\" y=\"%g\" font-size=\"12\" text-anchor=\"end\" dominant-baseline=\"central\" "
            "fill=\"#666\">r%d</text>\n",
            (i + 0.5) * kCell, i + 1);
    }
    c.svg += "</g>\n</svg>\n";
    return c.svg;
}

}  // namespace sudoku::hints
