#include "sudoku/geometry.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

namespace {

using sudoku::Geometry;

class GeometryBySize : public ::testing::TestWithParam<int> {};

TEST_P(GeometryBySize, SizesFollowTheBox) {
    const int n = GetParam();
    const Geometry& g = Geometry::of(n);
    EXPECT_EQ(g.box(), n);
    EXPECT_EQ(g.side(), n * n);
    EXPECT_EQ(g.cells(), n * n * n * n);
    EXPECT_EQ(g.num_units(), 3 * n * n);
}

TEST_P(GeometryBySize, UnitsAreRowsThenColumnsThenBoxes) {
    const int n = GetParam();
    const Geometry& g = Geometry::of(n);
    const int side = n * n;
    for (int u = 0; u < g.num_units(); ++u) {
        const auto unit = g.unit(u);
        ASSERT_EQ(static_cast<int>(unit.size()), side);
        EXPECT_TRUE(std::is_sorted(unit.begin(), unit.end())) << "unit " << u;
        EXPECT_EQ(std::set<int>(unit.begin(), unit.end()).size(), static_cast<size_t>(side)) << "unit " << u;
        for (int cell : unit) {
            const int r = cell / side;
            const int c = cell % side;
            if (u < side) EXPECT_EQ(r, u);
            else if (u < 2 * side) EXPECT_EQ(c, u - side);
            else {
                const int b = u - 2 * side;
                EXPECT_EQ(r / n, b / n);
                EXPECT_EQ(c / n, b % n);
            }
        }
    }
}

TEST_P(GeometryBySize, EachCellLiesInItsThreeUnits) {
    const int n = GetParam();
    const Geometry& g = Geometry::of(n);
    const int side = n * n;
    std::vector<int> membership(static_cast<size_t>(g.cells()), 0);
    for (int u = 0; u < g.num_units(); ++u)
        for (int cell : g.unit(u)) ++membership[cell];
    for (int cell = 0; cell < g.cells(); ++cell) {
        EXPECT_EQ(membership[cell], 3);
        const auto units = g.units_of(cell);
        EXPECT_EQ(units[0], cell / side);
        EXPECT_EQ(units[1], side + cell % side);
        EXPECT_EQ(units[2], 2 * side + g.box_of(cell));
        for (int u : units) {
            const auto unit = g.unit(u);
            EXPECT_NE(std::find(unit.begin(), unit.end(), cell), unit.end()) << "cell " << cell << " unit " << u;
        }
    }
}

TEST_P(GeometryBySize, PeersMatchBruteForce) {
    const int n = GetParam();
    const Geometry& g = Geometry::of(n);
    const int side = n * n;
    const int expected_count = 2 * (side - 1) + (n - 1) * (n - 1);
    EXPECT_EQ(g.peer_count(), expected_count);
    for (int cell = 0; cell < g.cells(); ++cell) {
        std::vector<int> expected;
        for (int other = 0; other < g.cells(); ++other) {
            if (other == cell) continue;
            const bool same_row = other / side == cell / side;
            const bool same_column = other % side == cell % side;
            const bool same_box = other / side / n == cell / side / n && other % side / n == cell % side / n;
            if (same_row || same_column || same_box) expected.push_back(other);
        }
        const auto peers = g.peers(cell);
        ASSERT_EQ(static_cast<int>(peers.size()), expected_count);
        EXPECT_TRUE(std::equal(peers.begin(), peers.end(), expected.begin(), expected.end())) << "cell " << cell;
    }
}

TEST_P(GeometryBySize, RowColumnCellRoundTrip) {
    const Geometry& g = Geometry::of(GetParam());
    for (int r = 0; r < g.side(); ++r)
        for (int c = 0; c < g.side(); ++c) {
            const int cell = g.cell(r, c);
            EXPECT_EQ(g.row(cell), r);
            EXPECT_EQ(g.column(cell), c);
        }
}

INSTANTIATE_TEST_SUITE_P(Boxes1To5, GeometryBySize, ::testing::Range(1, 6));

TEST(Geometry, BoxOfNumbersBoxesRowMajor) {
    const Geometry& g = Geometry::of(3);
    EXPECT_EQ(g.box_of(g.cell(0, 0)), 0);
    EXPECT_EQ(g.box_of(g.cell(2, 2)), 0);
    EXPECT_EQ(g.box_of(g.cell(0, 3)), 1);
    EXPECT_EQ(g.box_of(g.cell(1, 8)), 2);
    EXPECT_EQ(g.box_of(g.cell(3, 0)), 3);
    EXPECT_EQ(g.box_of(g.cell(4, 4)), 4);
    EXPECT_EQ(g.box_of(g.cell(8, 8)), 8);
    const Geometry& g4 = Geometry::of(4);
    EXPECT_EQ(g4.box_of(g4.cell(5, 13)), 7);
}

TEST(Geometry, KnownPeersOfA4x4Cell) {
    // r1c1 of a 4×4: its row, its column and the rest of its top-left box.
    const Geometry& g = Geometry::of(2);
    const std::vector<int> expected{1, 2, 3, 4, 5, 8, 12};
    const auto peers = g.peers(0);
    EXPECT_EQ(std::vector<int>(peers.begin(), peers.end()), expected);
}

TEST(Geometry, OfReturnsOneSharedInstance) {
    EXPECT_EQ(&Geometry::of(3), &Geometry::of(3));
    EXPECT_NE(&Geometry::of(3), &Geometry::of(4));
}

TEST(Geometry, OfIsSafeFromManyThreads) {
    // Box 6 is used by no other test here, so the threads race to build it first.
    std::vector<const Geometry*> seen(8, nullptr);
    std::vector<std::thread> threads;
    for (size_t i = 0; i < seen.size(); ++i) threads.emplace_back([&seen, i] { seen[i] = &Geometry::of(6); });
    for (auto& t : threads) t.join();
    for (const Geometry* g : seen) {
        EXPECT_EQ(g, seen[0]);
        EXPECT_EQ(g->peer_count(), 2 * 35 + 25);
    }
}

TEST(Geometry, RejectsBadBoxSizes) {
    EXPECT_THROW(Geometry::of(0), std::invalid_argument);
    EXPECT_THROW(Geometry::of(-2), std::invalid_argument);
    EXPECT_THROW(Geometry::of(Geometry::kMaxBox + 1), std::invalid_argument);
    EXPECT_THROW(Geometry(0), std::invalid_argument);
}

TEST(Geometry, CellNamesAreOneBased) {
    EXPECT_EQ(sudoku::cell_name(0, 9), "r1c1");
    EXPECT_EQ(sudoku::cell_name(2 * 9 + 6, 9), "r3c7");
    EXPECT_EQ(sudoku::cell_name(80, 9), "r9c9");
    EXPECT_EQ(sudoku::cell_name(16 * 16 - 1, 16), "r16c16");
}

}  // namespace
