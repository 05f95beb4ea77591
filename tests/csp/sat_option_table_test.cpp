// The table of SatOptions: every field has a row, each row reads and writes its field, and the
// solver refuses exactly the values outside a row's range (one rule for the struct and every flag).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "csp/sat/option_table.hpp"
#include "csp/sat/sat_solver.hpp"

namespace {

using csp::OptionType;
using csp::SatOptions;

TEST(SatOptionTable, EachRowWritesAndReadsItsOwnField) {
    const auto& table = csp::sat_option_table();
    EXPECT_EQ(table.size(), 19u);  // every field of SatOptions
    for (const auto& row : table) {
        SatOptions options;
        const csp::OptionValue before = row.get(options);
        EXPECT_EQ(row.parse(row.text(options)), before) << row.name;  // the default's text reads back
        csp::OptionValue other = before;
        switch (row.type) {
            case OptionType::Flag: other = !std::get<bool>(before); break;
            case OptionType::Whole: other = std::get<std::uint64_t>(before) == row.most ? row.least : row.most; break;
            case OptionType::Real: other = std::get<double>(before) == row.high ? row.low : row.high; break;
            case OptionType::Choice:
                other = std::string(row.choices.front() == std::get<std::string>(before) ? row.choices.back()
                                                                                         : row.choices.front());
                break;
            default: FAIL() << row.name;
        }
        row.set(options, other);
        EXPECT_EQ(row.get(options), other) << row.name;
        int changed = 0;  // no other row sees the change
        for (const auto& peer : table) changed += peer.get(options) != peer.get(SatOptions{});
        EXPECT_EQ(changed, 1) << row.name;
        EXPECT_NO_THROW(csp::SatSolver{options}) << row.name;  // a value in range is taken
    }
}

TEST(SatOptionTable, TheSolverRefusesEachValueOutsideItsRowsRange) {
    int refused = 0;
    for (const auto& row : csp::sat_option_table()) {
        SatOptions options;
        if (row.type == OptionType::Real) {
            for (double bad : {std::nextafter(row.low, -1e9), std::nextafter(row.high, 1e9), std::nan("")}) {
                row.set(options, bad);
                EXPECT_THROW(csp::SatSolver{options}, std::invalid_argument) << row.name << " " << bad;
                ++refused;
            }
        } else if (row.type == OptionType::Whole && row.least > 0) {
            row.set(options, row.least - 1);
            EXPECT_THROW(csp::SatSolver{options}, std::invalid_argument) << row.name;
            ++refused;
        }
    }
    EXPECT_GE(refused, 10);
    try {
        csp::SatSolver{SatOptions{.bump_reasons = 4}};
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()), "SatOptions: bump_reasons must be in [0, 3], got 4");
    }
}

TEST(SatOptionTable, RestartNamesRoundTrip) {
    for (auto name : csp::sat_restarts_names()) EXPECT_EQ(csp::to_string(csp::sat_restarts_from_string(name)), name);
    EXPECT_THROW(csp::sat_restarts_from_string("geometric"), std::invalid_argument);
}

}  // namespace
