#pragma once
/// Draws a search as the tree the textbooks draw (AIMA fig. 6.6): an observer that records each
/// assignment as a node `X=v` under the assignment it extends, lists the values inference pruned
/// there, and writes Graphviz DOT — dead ends red, solutions green. Recording stops after a node
/// limit, and the drawing says how many nodes it left out.

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "csp/observe/observer.hpp"

namespace csp {

class Problem;

class SearchTreeWriter final : public SearchObserver {
public:
    /// `names` maps variable ids to names (empty = x0, x1, …).
    explicit SearchTreeWriter(std::vector<std::string> names = {}, std::size_t max_nodes = 1000);
    /// Names taken from the problem's variables.
    explicit SearchTreeWriter(const Problem& problem, std::size_t max_nodes = 1000);

    /// How a value of a variable is written (default: the engine's integer). A front end whose
    /// values are labels (Python's 'red') names them here, so the tree shows what its events show.
    using ValueText = std::function<std::string(int var, int value)>;
    void name_values(ValueText text) { value_text_ = std::move(text); }

    /// Reads assign, prune, wipeout, backtrack, solution and backjump. A backjump that skips levels is
    /// written on the node the dead end hangs under: "X: no value left\njump to A, conflict set {A, B}".
    /// Chronological steps are not marked.
    void on_event(const Event& event) override;

    /// `digraph search { … }`: node n0 is the root (what was pruned before the first choice).
    void write_dot(std::ostream& out) const;
    /// Assignments recorded (the root not counted) and those left out past the limit.
    std::size_t recorded() const { return nodes_.size() - 1; }
    std::size_t omitted() const { return omitted_; }

private:
    struct Node {
        int parent = -1;
        int var = -1;
        int value = 0;
        std::vector<std::pair<int, int>> pruned;  // (variable, value)
        int wiped = -1;                           // variable emptied here, if any
        bool undone = false;                      // backtracked over
        bool solution = false;                    // a solution was found at this node
        bool solution_below = false;              // … at it or below it
        std::string jump;                         // a backjump from a dead end below it, if any
    };
    /// The node the search is at, at `depth` (the deepest recorded one if the path is shorter).
    Node& at_depth(int depth);
    void assign(const Event& e);
    void backtrack(const Event& e);
    void solution();
    void backjump(const Event& e);
    std::string name(int var) const;
    std::string label(const Node& node) const;
    std::string shown(int var, int value) const;  ///< a value as value_text_ writes it

    std::vector<std::string> names_;
    std::size_t max_nodes_;
    std::vector<Node> nodes_;
    std::vector<int> path_;  // path_[d]: the node at depth d; path_[0] = root
    std::size_t omitted_ = 0;
    ValueText value_text_;
};

}  // namespace csp
