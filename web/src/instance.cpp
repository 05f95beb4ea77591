#include "web/src/instance.hpp"

#include "web/src/error.hpp"

namespace web {

std::string Instance::label(int x, int value) const {
    const auto& own = names[static_cast<std::size_t>(x)];
    if (own.empty()) return std::to_string(value);
    const auto index = problem.index_of(x, value);
    return index ? own[static_cast<std::size_t>(*index)] : std::to_string(value);
}

int Instance::value_of(int x, const std::string& text) const {
    const auto values = problem.labels(x);
    std::string known;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const std::string name = label(x, values[i]);
        if (name == text) return values[i];
        known += (known.empty() ? "" : ", ") + name;
    }
    throw InputError("'" + text + "' is not a value of " + problem.name(x) + " (its values: " + known + ")");
}

nlohmann::json Instance::labels(const std::vector<int>& values) const {
    auto out = json::array();
    for (std::size_t x = 0; x < values.size(); ++x) out.push_back(label(static_cast<int>(x), values[x]));
    return out;
}

nlohmann::json Instance::domain_labels(int x, const csp::Domain& domain) const {
    auto out = json::array();
    const auto values = problem.labels(x);
    for (int i = 0; i < domain.capacity(); ++i)
        if (domain.contains(i)) out.push_back(label(x, values[static_cast<std::size_t>(i)]));
    return out;
}

std::string Instance::constraint_text(int c) const {
    const csp::Constraint& constraint = problem.constraints()[static_cast<std::size_t>(c)];
    const std::string& relation = constraint.relation->description;
    const std::string& x = problem.name(constraint.x);
    const std::string& y = problem.name(constraint.y);
    for (const char* op : {"!=", "==", "<", "<=", ">", ">="})
        if (relation == op) return x + " " + relation + " " + y;
    return relation + "(" + x + ", " + y + ")";
}

void apply_assignment(Instance& instance, const nlohmann::json& assign) {
    if (assign.is_null()) return;
    if (!assign.is_object()) throw InputError("assign must be an object {VARIABLE: value}");
    for (const auto& [name, value] : assign.items()) {
        const auto x = instance.problem.find(name);
        if (!x) throw InputError("assign: no variable named '" + name + "'");
        const std::string text = value.is_string() ? value.get<std::string>() : value.dump();
        instance.problem.assign(*x, instance.value_of(*x, text));
    }
}

}  // namespace web
