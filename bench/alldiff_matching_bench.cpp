// alldiff_matching_bench: the cost of one all-different propagation at domain strength (Régin 1994:
// maximum matching of variables to values, strongly connected components of the oriented value
// graph, reachability from free values), on the same random inputs, done two ways:
//   ours   the engine's propagator (csp/constraints/all_different/matching.cpp), called directly through a
//          PropagationContext; each call is bracketed by push_level/pop_level to restore the input.
//          "ours" is its one-word bit-parallel path (n <= 64 values, equal label sets); "generic" is
//          its general path (Domain vectors, Kuhn, iterative Tarjan), reached by giving one variable
//          a different label set, so it also pays the translation to a common value space;
//   boost  the same algorithm on Boost.Graph, as one would write it: per call an adjacency_list of
//          the bipartite graph, edmonds_maximum_cardinality_matching, the oriented graph,
//          strong_components, and a multi-source breadth_first_search from the free values.
// Every input is checked untimed: all must give identical pruned domains, or all must fail; a
// mismatch makes the exit code 1. Inputs: n variables over values 1..n (a Sudoku unit, n = m), each
// value kept with probability --keep (at least one value per variable), from a fixed seed.
// Inputs on which the constraint fails are compared but not timed.
//
//   alldiff_matching_bench [--sizes 9,16,25] [--inputs N] [--keep P] [--seed S] [--min-time S]

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/max_cardinality_matching.hpp>
#include <boost/graph/strong_components.hpp>
#include <boost/pending/queue.hpp>

#include "bench/cli/alldiff_matching_bench_args.hpp"
#include "csp/base/stats.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/kernel/domain_store.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/model/problem.hpp"
#include "sudoku/compare/table.hpp"

namespace {

using sudoku::compare::fixed;
using Word = csp::Domain::Word;

/// One input: per variable, its values as a bit set (bit v = value v + 1).
using Domains = std::vector<Word>;

/// The result of one propagation: the pruned domains, or failure.
struct Pruned {
    bool consistent = true;
    Domains domains;
};

Domains random_domains(int n, double keep, std::mt19937_64& rng) {
    const auto threshold = static_cast<std::uint64_t>(keep * 1e6);
    Domains d(static_cast<std::size_t>(n), 0);
    for (Word& w : d) {
        for (int v = 0; v < n; ++v)
            if (rng() % 1000000 < threshold) w |= Word{1} << v;
        if (w == 0) w = Word{1} << (rng() % static_cast<std::uint64_t>(n));
    }
    return d;
}

// ---- (a) the engine's propagator -------------------------------------------------------------

/// A Problem with one domain-strength all-different over n variables narrowed to `input`, and the
/// state a PropagationContext needs, so the propagator can be called alone. `generic` declares x0
/// over 1..n+1 (value n+1 then removed): the label sets differ, which sends the propagator down its
/// general path (Domain vectors, Kuhn, iterative Tarjan) instead of the one-word path.
class Ours {
public:
    Ours(const Domains& input, bool generic) {
        const int n = static_cast<int>(input.size());
        for (int i = 0; i < n; ++i)
            vars_.push_back(problem_.add_variable("x" + std::to_string(i), 1, generic && i == 0 ? n + 1 : n));
        if (generic) problem_.remove_value(vars_[0], n + 1);
        csp::add_all_different(problem_, vars_, csp::AllDifferentStrength::Domain);
        for (int i = 0; i < n; ++i)
            for (int v = 0; v < n; ++v)
                if (!(input[static_cast<std::size_t>(i)] >> v & 1u))
                    problem_.remove_value(vars_[static_cast<std::size_t>(i)], v + 1);
        std::vector<csp::Domain> initial;
        for (csp::VarId x : vars_) initial.push_back(problem_.domain(x));
        store_ = std::make_unique<csp::detail::DomainStore>(std::move(initial));
        propagator_ = problem_.propagators()[0].get();
    }

    /// One propagation; the domains are restored afterwards.
    bool call() {
        store_->push_level();
        csp::PropagationContext context(*store_, stats_, nullptr, 0, changed_, problem_.all_labels());
        const bool consistent = propagator_->propagate(context);
        store_->pop_level();
        changed_.clear();
        return consistent;
    }

    /// One propagation, keeping its result (untimed check).
    Pruned result() {
        store_->push_level();
        csp::PropagationContext context(*store_, stats_, nullptr, 0, changed_, problem_.all_labels());
        Pruned out;
        out.consistent = propagator_->propagate(context);
        if (out.consistent)
            for (csp::VarId x : vars_) out.domains.push_back((*store_)[x].words()[0]);
        store_->pop_level();
        changed_.clear();
        return out;
    }

private:
    csp::Problem problem_;
    std::vector<csp::VarId> vars_;
    std::unique_ptr<csp::detail::DomainStore> store_;
    const csp::Propagator* propagator_ = nullptr;
    csp::Stats stats_;
    std::vector<csp::VarId> changed_;
};

// ---- (b) the same algorithm on Boost.Graph ---------------------------------------------------

using Bipartite = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
using Oriented = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
using Vertex = boost::graph_traits<Bipartite>::vertex_descriptor;

/// Vertices 0..n-1 are the variables, n..n+m-1 the values.
Pruned boost_propagate(const Domains& d, int m) {
    const int n = static_cast<int>(d.size());
    const auto vertices = static_cast<std::size_t>(n + m);
    Bipartite g(vertices);
    for (int i = 0; i < n; ++i)
        for (Word w = d[static_cast<std::size_t>(i)]; w != 0; w &= w - 1)
            boost::add_edge(static_cast<Vertex>(i), static_cast<Vertex>(n + std::countr_zero(w)), g);

    // 1. Maximum matching; it must cover every variable.
    std::vector<Vertex> mate(vertices);
    boost::edmonds_maximum_cardinality_matching(g, mate.data());
    const Vertex none = boost::graph_traits<Bipartite>::null_vertex();
    for (int i = 0; i < n; ++i)
        if (mate[static_cast<std::size_t>(i)] == none) return {false, {}};

    // 2. Oriented graph: matched edges variable → value, the others value → variable.
    Oriented o(vertices);
    for (int i = 0; i < n; ++i)
        for (Word w = d[static_cast<std::size_t>(i)]; w != 0; w &= w - 1) {
            const auto value = static_cast<Vertex>(n + std::countr_zero(w));
            if (mate[static_cast<std::size_t>(i)] == value) boost::add_edge(static_cast<Vertex>(i), value, o);
            else boost::add_edge(value, static_cast<Vertex>(i), o);
        }
    std::vector<int> component(vertices);
    boost::strong_components(o,
                             boost::make_iterator_property_map(component.begin(), boost::get(boost::vertex_index, o)));

    // 3. Vertices reachable from a free value (even alternating paths).
    std::vector<Vertex> free_values;
    for (int v = 0; v < m; ++v)
        if (mate[static_cast<std::size_t>(n + v)] == none) free_values.push_back(static_cast<Vertex>(n + v));
    std::vector<boost::default_color_type> color(vertices, boost::white_color);
    auto color_map = boost::make_iterator_property_map(color.begin(), boost::get(boost::vertex_index, o));
    if (!free_values.empty()) {
        boost::queue<Vertex> buffer;
        boost::breadth_first_search(o, free_values.begin(), free_values.end(), buffer, boost::default_bfs_visitor(),
                                    color_map);
    }

    // Keep (x, v) when matched, in one component, or v reachable from a free value.
    Pruned out;
    out.domains.resize(d.size(), 0);
    for (int i = 0; i < n; ++i)
        for (Word w = d[static_cast<std::size_t>(i)]; w != 0; w &= w - 1) {
            const int v = std::countr_zero(w);
            const auto value = static_cast<std::size_t>(n + v);
            if (mate[static_cast<std::size_t>(i)] == value ||
                component[value] == component[static_cast<std::size_t>(i)] || color[value] != boost::white_color)
                out.domains[static_cast<std::size_t>(i)] |= Word{1} << v;
        }
    return out;
}

// ---- timing ----------------------------------------------------------------------------------

/// Nanoseconds per call of `pass` (one call per input), over whole passes lasting at least min_seconds.
template <class Pass>
double ns_per_call(std::size_t inputs, double min_seconds, Pass pass) {
    using Clock = std::chrono::steady_clock;
    pass();  // warm-up
    std::size_t passes = 0;
    const auto start = Clock::now();
    std::chrono::duration<double> elapsed{};
    do {
        pass();
        ++passes;
        elapsed = Clock::now() - start;
    } while (elapsed.count() < min_seconds);
    return elapsed.count() * 1e9 / static_cast<double>(passes * inputs);
}

}  // namespace

int main(int argc, char** argv) {
    csp::bench::AlldiffMatchingBenchArgs args;
    if (const auto exit_code = csp::bench::parse_alldiff_matching_bench_args(argc, argv, args)) return *exit_code;

    std::printf("%4s %8s %8s %8s %10s %12s %10s %12s\n", "n", "inputs", "failing", "timed", "ours ns", "generic ns",
                "boost ns", "boost/ours");
    long mismatches = 0;
    volatile int sink = 0;  // keeps the timed results alive
    for (int n : args.sizes) {
        if (n < 1 || n > 64) {
            std::cerr << "size " << n << " is outside 1..64\n";
            return 2;
        }
        std::mt19937_64 rng(args.seed + static_cast<std::uint64_t>(n));
        std::vector<Domains> timed_inputs;
        std::vector<std::unique_ptr<Ours>> ours, generic;
        int failing = 0;
        for (int k = 0; k < args.inputs; ++k) {
            Domains d = random_domains(n, args.keep, rng);
            auto engine = std::make_unique<Ours>(d, false);
            auto general = std::make_unique<Ours>(d, true);
            const Pruned a = engine->result();
            const Pruned b = boost_propagate(d, n);
            const Pruned c = general->result();
            auto same = [](const Pruned& x, const Pruned& y) {
                return x.consistent == y.consistent && (!x.consistent || x.domains == y.domains);
            };
            if (!same(a, b) || !same(a, c)) {
                ++mismatches;
                std::cerr << "mismatch: n " << n << " input " << k << " (ours "
                          << (a.consistent ? "consistent" : "fails") << ", boost "
                          << (b.consistent ? "consistent" : "fails") << ", generic "
                          << (c.consistent ? "consistent" : "fails") << ")\n";
            }
            if (!a.consistent) {
                ++failing;
                continue;
            }
            timed_inputs.push_back(std::move(d));
            ours.push_back(std::move(engine));
            generic.push_back(std::move(general));
        }
        if (timed_inputs.empty()) {
            std::printf("%4d %8d %8d %8d %10s %12s %10s %12s\n", n, args.inputs, failing, 0, "-", "-", "-", "-");
            continue;
        }
        const std::size_t count = timed_inputs.size();
        const double ours_ns = ns_per_call(count, args.min_time, [&] {
            int consistent = 0;
            for (auto& engine : ours) consistent += engine->call();
            sink = sink + consistent;
        });
        const double generic_ns = ns_per_call(count, args.min_time, [&] {
            int consistent = 0;
            for (auto& engine : generic) consistent += engine->call();
            sink = sink + consistent;
        });
        const double boost_ns = ns_per_call(count, args.min_time, [&] {
            int consistent = 0;
            for (const Domains& d : timed_inputs) consistent += boost_propagate(d, n).consistent;
            sink = sink + consistent;
        });
        std::printf("%4d %8d %8d %8zu %10s %12s %10s %12s\n", n, args.inputs, failing, count, fixed(ours_ns, 1).c_str(),
                    fixed(generic_ns, 1).c_str(), fixed(boost_ns, 1).c_str(), fixed(boost_ns / ours_ns, 1).c_str());
    }
    if (mismatches) {
        std::cerr << mismatches << " mismatches\n";
        return 1;
    }
    std::printf("all inputs: identical pruned domains (or both fail)\n");
    return 0;
}
