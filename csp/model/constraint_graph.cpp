#include "csp/model/constraint_graph.hpp"

#include <algorithm>
#include <boost/algorithm/string/replace.hpp>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>
#include <boost/graph/graphviz.hpp>
#include <ostream>

#include "csp/model/propagator.hpp"

namespace csp {

namespace {
// setS out-edges: a pair of variables sharing several constraints is one edge.
using Graph = boost::adjacency_list<boost::setS, boost::vecS, boost::undirectedS>;

// Boost quotes what is not a plain DOT identifier and escapes quotes, but not backslashes.
std::string dot_label(std::string text) {
    boost::algorithm::replace_all(text, "\\", "\\\\");
    return boost::escape_dot_string(text);
}
}  // namespace

struct ConstraintGraph::Impl {
    struct Edge {
        VarId x, y;
        std::string relation;
    };
    struct Hyperedge {
        std::string description;
        std::vector<VarId> scope;
    };
    Graph graph;  // the primal graph
    std::vector<std::string> names;
    std::vector<Edge> binary;           // the binary constraints, drawn as labelled edges
    std::vector<Hyperedge> hyperedges;  // the n-ary constraints, drawn as boxes
};

ConstraintGraph::ConstraintGraph(const Problem& problem) : impl_(std::make_unique<Impl>()) {
    Impl& impl = *impl_;
    impl.graph = Graph(static_cast<std::size_t>(problem.num_variables()));
    impl.names = problem.variable_names();
    for (const Constraint& c : problem.constraints()) {
        boost::add_edge(static_cast<std::size_t>(c.x), static_cast<std::size_t>(c.y), impl.graph);
        impl.binary.push_back({c.x, c.y, c.relation->description});
    }
    for (const auto& propagator : problem.propagators()) {
        const auto scope = propagator->scope();
        for (std::size_t i = 0; i < scope.size(); ++i)
            for (std::size_t j = i + 1; j < scope.size(); ++j)
                boost::add_edge(static_cast<std::size_t>(scope[i]), static_cast<std::size_t>(scope[j]), impl.graph);
        impl.hyperedges.push_back({propagator->describe(), {scope.begin(), scope.end()}});
    }
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
    // A graph is a forest iff |E| = |V| − (number of components); the edges are distinct pairs.
    return num_edges() + static_cast<std::size_t>(components().count) == static_cast<std::size_t>(num_vertices());
}

void ConstraintGraph::write_dot(std::ostream& out) const {
    const Impl& impl = *impl_;
    out << "graph G {\n";
    for (std::size_t x = 0; x < impl.names.size(); ++x) out << x << "[label=" << dot_label(impl.names[x]) << "];\n";
    for (const Impl::Edge& e : impl.binary) out << e.x << "--" << e.y << " [label=" << dot_label(e.relation) << "];\n";
    for (std::size_t i = 0; i < impl.hyperedges.size(); ++i) {
        out << "c" << i << " [shape=box, label=" << dot_label(impl.hyperedges[i].description) << "];\n";
        for (const VarId x : impl.hyperedges[i].scope) out << "c" << i << "--" << x << ";\n";
    }
    out << "}\n";
}

}  // namespace csp
