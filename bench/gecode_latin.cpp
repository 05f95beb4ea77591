// gecode_latin: quasigroup completion (complete a partial Latin square) in Gecode 6.2, the peer of
// examples/latin_square for bench/families.
//
// Input as our example reads it: n lines of n integers, 0 = blank ('#' starts a comment). x[r·n + c]
// is the value (1..n) of a cell; the givens are posted with rel(=). Two models:
//   --model binary   one binary ≠ propagator per pair of cells in a row or a column (our binary arcs;
//                    the propagator of a pair is subsumed once a cell is fixed, so Gecode's degree
//                    counts the unfixed cells of its row and column, our dynamic degree);
//   --model alldiff  one distinct per row and per column at --ipl val|bounds|dom.
// Branching: --var-order mrv-degree (INT_VAR_SIZE_MIN, ties INT_VAR_DEGREE_MAX; our latin_square's
// default), values smallest first. Searches for up to --solutions solutions (default 2: as ours,
// which decides uniqueness) and prints them row-major, as in bench/gecode_common.hpp.
//
//   gecode_latin FILE [--model binary|alldiff] [--ipl val|bounds|dom] [--solutions N]
//                     [the search flags of bench/gecode_common.hpp]

#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <gecode/int.hh>
#include <gecode/search.hh>

#include "bench/gecode_common.hpp"

namespace {

/// The cells, row-major; the order is the square root of their number. An error names the line.
std::vector<int> read_square(const std::string& path, int& order) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open '" + path + "'");
    std::vector<int> cells;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        std::istringstream words(line.substr(0, line.find('#')));
        std::string word;
        while (words >> word) {
            std::size_t used = 0;
            int value = -1;
            try {
                value = std::stoi(word, &used);
            } catch (const std::exception&) {
                used = 0;
            }
            if (used != word.size() || value < 0)
                throw std::runtime_error(path + ":" + std::to_string(number) +
                                         ": expected a value 0 (blank) or 1..n, found '" + word + "'");
            cells.push_back(value);
        }
    }
    order = static_cast<int>(std::lround(std::sqrt(static_cast<double>(cells.size()))));
    if (cells.empty() || static_cast<std::size_t>(order * order) != cells.size())
        throw std::runtime_error(path + ": " + std::to_string(cells.size()) + " values, not n×n for any n");
    for (int v : cells)
        if (v > order) throw std::runtime_error(path + ": value " + std::to_string(v) + " above the order");
    return cells;
}

struct LatinOptions {
    std::string model = "binary";
    std::string ipl = "val";
    bench_gecode::SearchFlags search{.var_order = "mrv-degree"};
};

class LatinSpace : public Gecode::Space {
public:
    LatinSpace(int n, const std::vector<int>& givens, const LatinOptions& o) : x_(*this, n * n, 1, n) {
        auto cell = [&](int row, int col) { return x_[row * n + col]; };
        for (int line = 0; line < n; ++line) {
            if (o.model == "binary") {
                for (int i = 0; i < n; ++i)
                    for (int j = i + 1; j < n; ++j) {
                        Gecode::rel(*this, cell(line, i), Gecode::IRT_NQ, cell(line, j));  // row `line`
                        Gecode::rel(*this, cell(i, line), Gecode::IRT_NQ, cell(j, line));  // column `line`
                    }
            } else {
                const Gecode::IntPropLevel ipl = bench_gecode::ipl_from_string(o.ipl);
                Gecode::IntVarArgs row, column;
                for (int i = 0; i < n; ++i) {
                    row << cell(line, i);
                    column << cell(i, line);
                }
                Gecode::distinct(*this, row, ipl);
                Gecode::distinct(*this, column, ipl);
            }
        }
        for (int i = 0; i < n * n; ++i)
            if (givens[static_cast<std::size_t>(i)] != 0)
                Gecode::rel(*this, x_[i], Gecode::IRT_EQ, givens[static_cast<std::size_t>(i)]);
        Gecode::branch(*this, x_, bench_gecode::var_branch(o.search), bench_gecode::val_branch(o.search));
    }
    LatinSpace(LatinSpace& other) : Gecode::Space(other) { x_.update(*this, other.x_); }
    Gecode::Space* copy() override { return new LatinSpace(*this); }

    std::vector<int> cells() const {
        std::vector<int> cells;
        for (int i = 0; i < x_.size(); ++i) cells.push_back(x_[i].val());
        return cells;
    }

private:
    Gecode::IntVarArray x_;
};

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Quasigroup completion in Gecode: the peer of examples/latin_square for bench/families"};
    std::string path;
    LatinOptions o;
    std::uint64_t solutions = 2;
    app.add_option("file", path, "n lines of n integers, 0 = blank")->required();
    app.add_option("--model", o.model, "binary: pairwise != propagators; alldiff: distinct per row and column")
        ->check(CLI::IsMember({"binary", "alldiff"}))
        ->capture_default_str();
    app.add_option("--ipl", o.ipl, "propagation level of distinct (--model alldiff): val|bounds|dom")
        ->capture_default_str();
    app.add_option("--solutions", solutions, "stop after this many solutions (0 = all)")->capture_default_str();
    bench_gecode::add_search_flags(app, o.search);
    CLI11_PARSE(app, argc, argv);

    return bench_gecode::guarded("gecode_latin", [&] {
        auto stop = bench_gecode::time_stop(o.search.time_limit);
        int order = 0;
        const std::vector<int> givens = read_square(path, order);
        auto* root = new LatinSpace(order, givens, o);
        const bench_gecode::Outcome outcome = bench_gecode::run_search(
            root, o.search, stop ? &*stop : nullptr, solutions, 2, [](const LatinSpace& s) { return s.cells(); });
        bench_gecode::print_outcome(outcome);
        return 0;
    });
}
