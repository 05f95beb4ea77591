#pragma once
/// Map colouring (AIMA §6.1.1, fig. 6.1): one variable per region, its colour; neighbouring
/// regions get different colours (a ≠ constraint per shared border).

#include <algorithm>
#include <initializer_list>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "csp/model/problem.hpp"
#include "csp/model/relation.hpp"

namespace csp::examples {

/// Regions and the pairs of regions that share a border (indices into `regions`).
struct Map {
    std::string name;
    std::vector<std::string> regions;
    std::vector<std::pair<int, int>> borders;
};

/// Builds a map from lines "REGION: NEIGHBOUR NEIGHBOUR …". Each border is listed once, by either
/// side; a region with no border still needs its own line. Throws std::invalid_argument on an
/// unknown neighbour or a border given twice, so a typo in a table cannot go unnoticed.
inline Map make_map(std::string name, std::initializer_list<std::string_view> lines) {
    Map map{std::move(name), {}, {}};
    auto index = [&map](const std::string& region) {
        for (std::size_t i = 0; i < map.regions.size(); ++i)
            if (map.regions[i] == region) return static_cast<int>(i);
        return -1;
    };
    for (std::string_view line : lines) {
        std::string region(line.substr(0, line.find(':')));
        if (index(region) >= 0) throw std::invalid_argument(map.name + ": region '" + region + "' listed twice");
        map.regions.push_back(std::move(region));
    }
    for (std::string_view line : lines) {
        const std::string region(line.substr(0, line.find(':')));
        std::istringstream neighbours{std::string(line.substr(line.find(':') + 1))};
        for (std::string other; neighbours >> other;) {
            const int a = index(region);
            const int b = index(other);
            if (b < 0) throw std::invalid_argument(map.name + ": unknown region '" + other + "' next to " + region);
            const std::pair border{std::min(a, b), std::max(a, b)};
            for (const auto& known : map.borders)
                if (known == border)
                    throw std::invalid_argument(map.name + ": border " + region + "-" + other + " listed twice");
            map.borders.push_back(border);
        }
    }
    return map;
}

/// The seven regions of Australia (AIMA fig. 6.1); Tasmania has no neighbour.
inline Map australia() {
    return make_map("Australia", {"WA: NT SA", "NT: SA Q", "SA: Q NSW V", "Q: NSW", "NSW: V", "V:", "T:"});
}

/// The 48 contiguous United States and the District of Columbia, by postal code, with the borders
/// of Knuth's Stanford GraphBase "contiguous USA" graph (49 vertices, 107 edges). States meeting at
/// a single point are not neighbours: at the Four Corners, UT–NM and AZ–CO are not borders.
inline Map usa() {
    // Each border is listed under the alphabetically first of its two states.
    return make_map("USA", {
                               "AL: FL GA MS TN",
                               "AR: LA MO MS OK TN TX",
                               "AZ: CA NM NV UT",
                               "CA: NV OR",
                               "CO: KS NE NM OK UT WY",
                               "CT: MA NY RI",
                               "DC: MD VA",
                               "DE: MD NJ PA",
                               "FL: GA",
                               "GA: NC SC TN",
                               "IA: IL MN MO NE SD WI",
                               "ID: MT NV OR UT WA WY",
                               "IL: IN KY MO WI",
                               "IN: KY MI OH",
                               "KS: MO NE OK",
                               "KY: MO OH TN VA WV",
                               "LA: MS TX",
                               "MA: NH NY RI VT",
                               "MD: PA VA WV",
                               "ME: NH",
                               "MI: OH WI",
                               "MN: ND SD WI",
                               "MO: NE OK TN",
                               "MS: TN",
                               "MT: ND SD WY",
                               "NC: SC TN VA",
                               "ND: SD",
                               "NE: SD WY",
                               "NH: VT",
                               "NJ: NY PA",
                               "NM: OK TX",
                               "NV: OR UT",
                               "NY: PA VT",
                               "OH: PA WV",
                               "OK: TX",
                               "OR: WA",
                               "PA: WV",
                               "RI:",
                               "SC:",
                               "SD: WY",
                               "TN: VA",
                               "TX:",
                               "UT: WY",
                               "VA: WV",
                               "VT:",
                               "WA:",
                               "WI:",
                               "WV:",
                               "WY:",
                           });
}

/// The thirteen regions of metropolitan France since 2016, by short codes: Hauts-de-France (HDF),
/// Normandie (NOR), Île-de-France (IDF), Grand Est (GES), Bretagne (BRE), Pays de la Loire (PDL),
/// Centre-Val de Loire (CVL), Bourgogne-Franche-Comté (BFC), Nouvelle-Aquitaine (NAQ),
/// Auvergne-Rhône-Alpes (ARA), Occitanie (OCC), Provence-Alpes-Côte d'Azur (PAC) and Corse (COR),
/// an island with no neighbour. 23 land borders; four colours are needed: IDF's five neighbours form
/// a ring of odd length around it.
inline Map france() {
    return make_map("France", {"HDF: NOR IDF GES", "NOR: IDF CVL PDL BRE", "IDF: CVL BFC GES", "GES: BFC", "BRE: PDL",
                               "PDL: CVL NAQ", "CVL: BFC ARA NAQ", "BFC: ARA", "NAQ: ARA OCC", "ARA: OCC PAC",
                               "OCC: PAC", "PAC:", "COR:"});
}

/// The map named "australia", "usa" or "france"; throws std::invalid_argument for any other name.
inline Map map_by_name(std::string_view name) {
    if (name == "australia") return australia();
    if (name == "usa") return usa();
    if (name == "france") return france();
    throw std::invalid_argument("unknown map '" + std::string(name) + "' (expected australia, usa or france)");
}

/// One variable per region (named like the region) with values 0..colours-1, and a ≠ constraint
/// per border.
inline csp::Problem colouring_problem(const Map& map, int colours) {
    csp::Problem p;
    for (const std::string& region : map.regions) p.add_variable(region, 0, colours - 1);
    for (auto [a, b] : map.borders) p.add_constraint(a, b, csp::not_equal());
    return p;
}

}  // namespace csp::examples
