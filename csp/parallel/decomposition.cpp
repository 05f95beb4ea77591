#include "csp/parallel/decomposition.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace csp {

std::size_t subproblem_target(std::size_t workers) { return kSubproblemsPerWorker * std::max<std::size_t>(workers, 1); }

Decomposition decompose(const Problem& problem, const SolverOptions& options, std::size_t target) {
    if (target == 0) throw std::invalid_argument("decompose: the target number of subproblems must be at least 1");
    Decomposition out;
    Solver solver(problem, options);
    // Iterative deepening: each depth searches the levels above it again, a small cost next to the
    // subproblems themselves (the frontiers grow geometrically).
    for (int depth = 1;; ++depth) {
        Frontier frontier = solver.frontier(depth);
        out.stats += frontier.stats;
        out.subproblems = std::move(frontier.nodes);
        out.depth = depth;
        out.complete = frontier.complete;
        if (!out.complete || out.subproblems.size() >= target) break;
        const bool deeper = std::any_of(out.subproblems.begin(), out.subproblems.end(),
                                        [&](const Decisions& d) { return static_cast<int>(d.size()) == depth; });
        if (!deeper) break;
    }
    return out;
}

std::string to_string(const Decisions& decisions) {
    std::string text;
    for (const auto& [x, value] : decisions) {
        if (!text.empty()) text += ' ';
        text += std::to_string(x) + '=' + std::to_string(value);
    }
    return text;
}

Decisions decisions_from_string(std::string_view text, const Problem& problem) {
    Decisions decisions;
    std::size_t at = 0;
    while (at < text.size()) {
        if (text[at] == ' ') {
            ++at;
            continue;
        }
        const std::size_t end = std::min(text.find(' ', at), text.size());
        const std::string_view item = text.substr(at, end - at);
        const std::size_t eq = item.find('=');
        int x = 0;
        int value = 0;
        const auto parse = [](std::string_view digits, int& number) {
            const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
            return !digits.empty() && ec == std::errc{} && ptr == digits.data() + digits.size();
        };
        if (eq == std::string_view::npos || !parse(item.substr(0, eq), x) || !parse(item.substr(eq + 1), value))
            throw std::invalid_argument("decisions: '" + std::string(item) + "' is not VAR=VALUE (two integers)");
        problem.check_variable(x, "decisions");
        decisions.emplace_back(x, value);
        at = end;
    }
    return decisions;
}

}  // namespace csp
