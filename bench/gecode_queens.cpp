// gecode_queens: N-Queens in Gecode 6.2, the peer of examples/queens for bench/families.
//
// q[i] is the row (1..n) of the queen in column i. Two models:
//   --model binary   for every pair of columns i < j: q[i] ≠ q[j] and q[i] − q[j] ≠ ±(j − i), each
//                    a binary propagator that acts when one side is fixed (our binary arcs);
//   --model alldiff  Gecode's own model: distinct(q), distinct(0..n−1 + q), distinct(0..−(n−1) + q),
//                    all-different with offsets, at --ipl val|bounds|dom.
// Branching: --var-order input|mrv|mrv-degree, --val-order min|med|rnd (--seed), and the search flags
// of bench/gecode_common.hpp (--random-ties, --restarts luby). --count counts all solutions, else the
// first is printed; output as in bench/gecode_common.hpp.
//
//   gecode_queens N [--model binary|alldiff] [--ipl val|bounds|dom] [--var-order ...] [--val-order ...]
//                   [--seed S] [--count] [--time-limit SECONDS]

#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <gecode/int.hh>
#include <gecode/search.hh>

#include "bench/gecode_common.hpp"

namespace {

struct QueensOptions {
    int n = 8;
    std::string model = "alldiff";
    std::string ipl = "val";
    bench_gecode::SearchFlags search{.var_order = "mrv"};
};

class QueensSpace : public Gecode::Space {
public:
    explicit QueensSpace(const QueensOptions& o) : q_(*this, o.n, 1, o.n) {
        const int n = o.n;
        if (o.model == "binary") {
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j) {
                    Gecode::rel(*this, q_[i], Gecode::IRT_NQ, q_[j]);
                    const Gecode::IntVarArgs pair{q_[i], q_[j]};
                    Gecode::linear(*this, Gecode::IntArgs{1, -1}, pair, Gecode::IRT_NQ, j - i);
                    Gecode::linear(*this, Gecode::IntArgs{1, -1}, pair, Gecode::IRT_NQ, i - j);
                }
        } else {
            const Gecode::IntPropLevel ipl = bench_gecode::ipl_from_string(o.ipl);
            Gecode::distinct(*this, q_, ipl);
            Gecode::distinct(*this, Gecode::IntArgs::create(n, 0, 1), q_, ipl);
            Gecode::distinct(*this, Gecode::IntArgs::create(n, 0, -1), q_, ipl);
        }
        Gecode::branch(*this, q_, bench_gecode::var_branch(o.search), bench_gecode::val_branch(o.search));
    }
    QueensSpace(QueensSpace& other) : Gecode::Space(other) { q_.update(*this, other.q_); }
    Gecode::Space* copy() override { return new QueensSpace(*this); }

    std::vector<int> rows() const {
        std::vector<int> rows;
        for (int i = 0; i < q_.size(); ++i) rows.push_back(q_[i].val());
        return rows;
    }

private:
    Gecode::IntVarArray q_;
};

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"N-Queens in Gecode: the peer of examples/queens for bench/families"};
    QueensOptions o;
    bool count = false;
    app.add_option("n", o.n, "board size")->check(CLI::Range(1, 100'000))->capture_default_str();
    app.add_option("--model", o.model, "binary: pairwise binary propagators; alldiff: distinct with offsets")
        ->check(CLI::IsMember({"binary", "alldiff"}))
        ->capture_default_str();
    app.add_option("--ipl", o.ipl, "propagation level of distinct (--model alldiff): val|bounds|dom")
        ->capture_default_str();
    app.add_flag("--count", count, "count all solutions instead of printing the first");
    bench_gecode::add_search_flags(app, o.search);
    CLI11_PARSE(app, argc, argv);

    return bench_gecode::guarded("gecode_queens", [&] {
        auto stop = bench_gecode::time_stop(o.search.time_limit);
        auto* root = new QueensSpace(o);
        const bench_gecode::Outcome outcome =
            bench_gecode::run_search(root, o.search, stop ? &*stop : nullptr, count ? 0 : 1, count ? 0 : 1,
                                     [](const QueensSpace& s) { return s.rows(); });
        bench_gecode::print_outcome(outcome);
        return 0;
    });
}
