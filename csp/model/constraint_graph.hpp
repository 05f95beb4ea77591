#pragma once
/// The constraint graph (AIMA §6.1): a vertex per variable, an edge between two variables that
/// share a constraint. An n-ary constraint joins every pair of its scope (the primal graph), so an
/// all-different over k variables is a k-clique: components, degrees and is_forest() see the true
/// structure. The n-ary constraints are also kept whole, as hyperedges, for drawing.
/// Built on Boost.Graph, which stays out of this header.

#include <iosfwd>
#include <memory>
#include <vector>

#include "csp/model/problem.hpp"

namespace csp {

class ConstraintGraph {
public:
    explicit ConstraintGraph(const Problem& problem);
    ~ConstraintGraph();
    ConstraintGraph(ConstraintGraph&&) noexcept;
    ConstraintGraph& operator=(ConstraintGraph&&) noexcept;

    int num_vertices() const;
    /// Pairs of variables sharing at least one constraint.
    std::size_t num_edges() const;
    /// Variables sharing a constraint with x, increasing.
    std::vector<VarId> neighbours(VarId x) const;
    int degree(VarId x) const;

    struct Components {
        int count = 0;
        std::vector<int> of;  ///< component number of each variable, 0..count-1
    };
    /// Connected components (independent subproblems, AIMA §6.5).
    Components components() const;
    /// True when the graph has no cycle (a tree-structured CSP, AIMA §6.5.1).
    bool is_forest() const;

    /// Graphviz DOT of the constraint hypergraph (AIMA fig. 6.2): vertices labelled with variable
    /// names, an edge per binary constraint labelled with its relation, and each n-ary constraint
    /// as a box (node `cI` for propagator I, labelled with its describe()) joined to its scope.
    void write_dot(std::ostream& out) const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace csp
