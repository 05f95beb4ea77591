// differential: many random puzzles (generated, blanked valid grids, contradictory ones) solved by
// every backend and every csp model, two solutions asked; all must agree on none / unique /
// multiple and every solution must pass the independent validator (see bench/differential.hpp).
// A failing case is printed with its puzzle and every answer, and the exit code is 1.
//
//   differential [--count N] [--sizes 4,9,16,25] [--seed S] [--first K] [--time-limit SECONDS] [--slow SECONDS]
//
// Case i uses the seed derive_seed(S, i), so `--first i --count 1` reruns case i alone.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "bench/cli/differential_args.hpp"
#include "bench/differential.hpp"

namespace {

namespace diff = sudoku::differential;

/// Box size of a side in --sizes (4, 9, 16, 25, ...), or 0 when the side is no square.
int box_of_side(int side) {
    for (int box = 1; box <= sudoku::Geometry::kMaxBox; ++box)
        if (box * box == side) return box;
    return 0;
}

/// The box size of a case: each listed size is equally likely, except 25×25 and above, which
/// take a tenth of that share (each costs as much as hundreds of small ones).
int pick_box(const std::vector<int>& boxes, csp::Random& random) {
    std::vector<int> weights;
    int total = 0;
    for (int box : boxes) total += weights.emplace_back(box >= 5 ? 1 : 10);
    auto pick = static_cast<int>(random.below(static_cast<std::uint64_t>(total)));
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if ((pick -= weights[i]) < 0) return boxes[i];
    return boxes.back();
}

}  // namespace

int main(int argc, char** argv) {
    csp::bench::DifferentialArgs args;
    if (const auto exit_code = csp::bench::parse_differential_args(argc, argv, args)) return *exit_code;

    std::vector<int> boxes;
    for (int side : args.sizes) {
        const int box = box_of_side(side);
        if (box < 2) {
            std::cerr << "differential: --sizes: " << side << " is not a supported side (4, 9, 16, 25, ...)\n";
            return 2;
        }
        boxes.push_back(box);
    }
    const auto limit = std::chrono::milliseconds(static_cast<std::int64_t>(args.time_limit * 1000));
    const std::vector<diff::Contender> list = diff::contenders(limit);

    // Verdicts per size and kind, limits per contender, for the summary.
    std::map<std::pair<int, std::string>, std::map<std::string, std::uint64_t>> verdicts;
    std::vector<std::uint64_t> limits(list.size(), 0);
    std::uint64_t failures = 0;
    const auto start = std::chrono::steady_clock::now();
    for (std::uint64_t i = args.first; i < args.first + args.count; ++i) {
        csp::Random random(sudoku::derive_seed(args.seed, i));
        const int box = pick_box(boxes, random);
        const diff::Kind kind = diff::kKinds[random.below(std::size(diff::kKinds))];
        const diff::Case c = diff::make_case(box, kind, random.next());
        const diff::Outcome outcome = diff::run_case(c, list);
        ++verdicts[{box * box, std::string(diff::to_string(kind))}][std::string(diff::to_string(outcome.verdict))];
        for (std::size_t k = 0; k < list.size(); ++k) {
            const diff::Answer& answer = outcome.answers[k];
            limits[k] += answer.verdict == diff::Verdict::Limit;
            if (args.slow > 0 && answer.seconds > args.slow)
                std::printf("slow: case %llu, %s %dx%d, %s: %.2f s (%s)\n", static_cast<unsigned long long>(i),
                            std::string(diff::to_string(kind)).c_str(), box * box, box * box, list[k].name.c_str(),
                            answer.seconds, std::string(diff::to_string(answer.verdict)).c_str());
        }
        if (!outcome.failure.empty()) {
            ++failures;
            std::cout << "FAIL case " << i << " (rerun: --seed " << args.seed << " --first " << i
                      << " --count 1): " << diff::describe(c, list, outcome) << std::flush;
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::cout << "size   kind       none  unique  multiple  limit\n";
    for (const auto& [key, counts] : verdicts) {
        auto n = [&](const char* v) {
            const auto it = counts.find(v);
            return it == counts.end() ? 0ull : static_cast<unsigned long long>(it->second);
        };
        std::printf("%-6s %-9s %5llu %7llu %9llu %6llu\n",
                    (std::to_string(key.first) + "x" + std::to_string(key.first)).c_str(), key.second.c_str(),
                    n("none"), n("unique"), n("multiple"), n("limit"));
    }
    std::cout << "solves stopped by the " << args.time_limit << " s limit:";
    for (std::size_t k = 0; k < list.size(); ++k) std::cout << " " << list[k].name << " " << limits[k];
    std::printf("\n%llu puzzles x %zu solvers in %.1f s, seed %llu: %llu failures\n",
                static_cast<unsigned long long>(args.count), list.size(), seconds,
                static_cast<unsigned long long>(args.seed), static_cast<unsigned long long>(failures));
    return failures == 0 ? 0 : 1;
}
