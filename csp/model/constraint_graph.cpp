#include "csp/model/constraint_graph.hpp"

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>
#include <boost/graph/graphviz.hpp>
#include <ostream>

namespace csp {

namespace {
struct VertexInfo {
    std::string name;
};
struct EdgeInfo {
    std::string relation;
};
using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, VertexInfo, EdgeInfo>;
}  // namespace

struct ConstraintGraph::Impl {
    Graph graph;
};

ConstraintGraph::ConstraintGraph(const Problem& problem) : impl_(std::make_unique<Impl>()) {
    Graph& g = impl_->graph;
    for (VarId x = 0; x < problem.num_variables(); ++x) boost::add_vertex(VertexInfo{problem.name(x)}, g);
    for (const Constraint& c : problem.constraints())
        boost::add_edge(static_cast<std::size_t>(c.x), static_cast<std::size_t>(c.y), EdgeInfo{c.relation->description},
                        g);
}

ConstraintGraph::~ConstraintGraph() = default;
ConstraintGraph::ConstraintGraph(ConstraintGraph&&) noexcept = default;
ConstraintGraph& ConstraintGraph::operator=(ConstraintGraph&&) noexcept = default;

int ConstraintGraph::num_vertices() const { return static_cast<int>(boost::num_vertices(impl_->graph)); }
std::size_t ConstraintGraph::num_edges() const { return boost::num_edges(impl_->graph); }

std::vector<VarId> ConstraintGraph::neighbours(VarId x) const {
    std::vector<VarId> result;
    for (auto [it, end] = boost::adjacent_vertices(static_cast<std::size_t>(x), impl_->graph); it != end; ++it)
        result.push_back(static_cast<VarId>(*it));
    std::sort(result.begin(), result.end());
    return result;
}

int ConstraintGraph::degree(VarId x) const {
    return static_cast<int>(boost::degree(static_cast<std::size_t>(x), impl_->graph));
}

ConstraintGraph::Components ConstraintGraph::components() const {
    Components c;
    c.of.resize(boost::num_vertices(impl_->graph));
    c.count = static_cast<int>(boost::connected_components(impl_->graph, c.of.data()));
    return c;
}

bool ConstraintGraph::is_forest() const {
    // A graph is a forest iff |E| = |V| − (number of components); one constraint per pair, so no multi-edges.
    return num_edges() + static_cast<std::size_t>(components().count) == static_cast<std::size_t>(num_vertices());
}

void ConstraintGraph::write_dot(std::ostream& out) const {
    const Graph& g = impl_->graph;
    boost::write_graphviz(
        out, g, [&g](std::ostream& o, std::size_t v) { o << "[label=" << boost::escape_dot_string(g[v].name) << "]"; },
        [&g](std::ostream& o, Graph::edge_descriptor e) {
            o << "[label=" << boost::escape_dot_string(g[e].relation) << "]";
        });
}

}  // namespace csp
