#include "csp/observe/search_tree.hpp"

#include <algorithm>
#include <ostream>

#include "csp/model/problem.hpp"

namespace csp {

namespace {

constexpr std::size_t kShownPrunedVariables = 8;  // keeps a MAC node's label readable

// Inside a DOT "…" string only the quote and the backslash need escaping.
std::string escape(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

}  // namespace

SearchTreeWriter::SearchTreeWriter(std::vector<std::string> names, std::size_t max_nodes)
    : names_(std::move(names)), max_nodes_(max_nodes), nodes_(1), path_{0} {}

SearchTreeWriter::SearchTreeWriter(const Problem& problem, std::size_t max_nodes)
    : SearchTreeWriter(problem.variable_names(), max_nodes) {}

SearchTreeWriter::Node& SearchTreeWriter::at_depth(int depth) {
    const std::size_t d = std::min(static_cast<std::size_t>(std::max(depth, 0)), path_.size() - 1);
    return nodes_[static_cast<std::size_t>(path_[d])];
}

void SearchTreeWriter::on_event(const Event& e) {
    switch (e.kind) {
        case EventKind::Assign: assign(e); break;
        case EventKind::Prune:
            if (omitted_ == 0) at_depth(e.depth).pruned.emplace_back(e.var, e.value);
            break;
        case EventKind::Wipeout:
            if (omitted_ == 0) at_depth(e.depth).wiped = e.var;
            break;
        case EventKind::Backtrack: backtrack(e); break;
        case EventKind::Solution: solution(); break;
        case EventKind::Backjump: backjump(e); break;
        default: break;
    }
}

// Once a node is left out, later events could belong to it or its subtree: recording stops for good.
void SearchTreeWriter::assign(const Event& e) {
    if (omitted_ > 0 || recorded() >= max_nodes_) {
        ++omitted_;
        return;
    }
    // The new node hangs under the node at depth − 1; deeper entries of the path were left behind.
    path_.resize(std::clamp(static_cast<std::size_t>(std::max(e.depth, 1)), std::size_t{1}, path_.size()));
    nodes_.push_back({.parent = path_.back(), .var = e.var, .value = e.value});
    path_.push_back(static_cast<int>(nodes_.size() - 1));
}

void SearchTreeWriter::backtrack(const Event& e) {
    if (omitted_ > 0) return;
    at_depth(e.depth).undone = true;
    path_.resize(std::clamp(static_cast<std::size_t>(std::max(e.depth, 1)), std::size_t{1}, path_.size()));
}

void SearchTreeWriter::solution() {
    if (omitted_ > 0) return;
    nodes_[static_cast<std::size_t>(path_.back())].solution = true;
    for (int n = path_.back(); n >= 0; n = nodes_[static_cast<std::size_t>(n)].parent)
        nodes_[static_cast<std::size_t>(n)].solution_below = true;
}

void SearchTreeWriter::backjump(const Event& e) {
    if (omitted_ > 0 || e.target_depth >= e.depth - 1) return;
    std::string text = escape(name(e.var)) + ": no value left\\n";
    text += e.target < 0 ? "no earlier choice can help" : "jump to " + escape(name(e.target));
    text += ", conflict set {";
    for (std::size_t i = 0; i < e.vars.size(); ++i) text += (i ? ", " : "") + escape(name(e.vars[i]));
    at_depth(e.depth - 1).jump = text + "}";
}

std::string SearchTreeWriter::name(int var) const {
    if (var >= 0 && static_cast<std::size_t>(var) < names_.size()) return names_[static_cast<std::size_t>(var)];
    std::string generic = "x";
    generic += std::to_string(var);
    return generic;
}

std::string SearchTreeWriter::shown(int var, int value) const {
    return value_text_ ? escape(value_text_(var, value)) : std::to_string(value);
}

// "X=v", then the pruned values grouped by variable ("prune Y{1,2} Z{0}"), then any wipe-out.
std::string SearchTreeWriter::label(const Node& node) const {
    std::string text = node.var < 0 ? "start" : escape(name(node.var)) + "=" + shown(node.var, node.value);
    std::vector<std::pair<int, std::vector<int>>> groups;  // in the order the variables were first pruned
    for (auto [var, value] : node.pruned) {
        auto it = std::find_if(groups.begin(), groups.end(), [v = var](const auto& g) { return g.first == v; });
        if (it == groups.end()) it = groups.insert(groups.end(), {var, {}});
        it->second.push_back(value);
    }
    for (std::size_t i = 0; i < groups.size() && i < kShownPrunedVariables; ++i) {
        std::vector<int>& values = groups[i].second;
        std::sort(values.begin(), values.end());
        text += (i ? " " : "\\nprune ") + escape(name(groups[i].first)) + "{";
        for (std::size_t k = 0; k < values.size(); ++k) text += (k ? "," : "") + shown(groups[i].first, values[k]);
        text += "}";
    }
    if (groups.size() > kShownPrunedVariables)
        text += " +" + std::to_string(groups.size() - kShownPrunedVariables) + " more";
    if (node.wiped >= 0) text += "\\nwipe-out: " + escape(name(node.wiped));
    if (!node.jump.empty()) text += "\\n" + node.jump;
    return text;
}

void SearchTreeWriter::write_dot(std::ostream& out) const {
    out << "digraph search {\n"
        << "  node [shape=box, style=\"rounded,filled\", fillcolor=white, fontname=\"Helvetica\"];\n";
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        const Node& node = nodes_[i];
        out << "  n" << i << " [label=\"" << label(node) << "\"";
        if (node.solution) out << ", color=darkgreen, fillcolor=\"#d9ead3\", peripheries=2";
        else if (node.wiped >= 0 || (node.undone && !node.solution_below)) out << ", color=red, fillcolor=\"#f4cccc\"";
        out << "];\n";
        if (node.parent >= 0) out << "  n" << node.parent << " -> n" << i << ";\n";
    }
    if (omitted_ > 0) {
        out << "  // truncated: " << omitted_ << " more assignments were not recorded (limit " << max_nodes_ << ")\n"
            << "  truncated [shape=plaintext, style=\"\", label=\"... " << omitted_ << " more nodes not drawn (limit "
            << max_nodes_ << ")\"];\n";
    }
    out << "}\n";
}

}  // namespace csp
