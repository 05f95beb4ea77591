#pragma once
/// The search printed the way a student follows it: every event through spdlog at debug level,
/// indented by depth, with variable names. One consumer of the events among others.

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "csp/observe/observer.hpp"

namespace spdlog {
class logger;
}

namespace csp {

class Problem;

/// Lines it prints: "X = 1", "  prune 2 from Y (because of X)" (or "(because of constraint 3:
/// linear sum of 4 terms = 10)"), "  wipe-out: Y has no value left", "backtrack: undo X = 1",
/// "solution: X=1, Y=2"; for backjumping "backjump: X has no value left; conflict set {A, B}; jump to
/// A at depth 1 (over 2 levels)" (a chronological step "dead end: … back to B at depth 2", an empty
/// set "dead end: …: no earlier choice can help"); "repair 3: X 2 -> 5 (1 conflict)"; "tree order:
/// X (root), Y (parent X), …"; "  revise (X,Y)"; "cycle cutset {X, Y}: the other variables form a
/// forest".
class SpdlogTracer final : public SearchObserver {
public:
    /// `names` maps variable ids to names (empty = numbers); `logger` null = spdlog's default logger.
    explicit SpdlogTracer(std::vector<std::string> names = {}, std::shared_ptr<spdlog::logger> logger = nullptr);
    /// Names taken from the problem's variables.
    explicit SpdlogTracer(const Problem& problem, std::shared_ptr<spdlog::logger> logger = nullptr);

    void on_event(const Event& event) override;

private:
    void print_prune(const Event& e) const;
    void print_backjump(const Event& e) const;
    void print_solution(const Event& e) const;
    void print_tree_order(const Event& e) const;
    std::string name(int var) const;
    std::string names(std::span<const int> vars) const;
    std::vector<std::string> names_;
    std::shared_ptr<spdlog::logger> logger_;
};

}  // namespace csp
