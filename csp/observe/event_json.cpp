#include "csp/observe/event_json.hpp"

// nlohmann/json stays in this file: header-only, so the library's users never see or link it.
#include <algorithm>
#include <nlohmann/json.hpp>

namespace csp {

namespace {

// ordered_json keeps the fields in the order written: "seq" and "event" first, for people reading.
using Json = nlohmann::ordered_json;

class Writer {
public:
    Writer(const EventNaming& naming, Json& object) : naming_(naming), object_(object) {}

    bool named(int var) const { return var >= 0 && static_cast<std::size_t>(var) < naming_.variables.size(); }

    // `var` under `id_key` and, when known, its name under `name_key`.
    void variable(int var, const char* id_key, const char* name_key) {
        object_[id_key] = var;
        if (named(var)) object_[name_key] = naming_.variables[static_cast<std::size_t>(var)];
    }

    // The ids under `ids_key` and, when every one has a name, the names under `names_key`.
    void variables(std::span<const int> vars, const char* ids_key, const char* names_key) {
        object_[ids_key] = std::vector<int>(vars.begin(), vars.end());
        if (!std::all_of(vars.begin(), vars.end(), [&](int var) { return named(var); })) return;
        Json list = Json::array();
        for (int var : vars) list.push_back(naming_.variables[static_cast<std::size_t>(var)]);
        object_[names_key] = std::move(list);
    }

    Json value(int var, int value) const {
        if (naming_.value_label) return naming_.value_label(var, value);
        return value;
    }

    void prune_cause(const Event& e) {
        if (e.constraint >= 0) {
            object_["cause"] = -1;
            object_["constraint"] = e.constraint;
            object_["constraint_name"] = std::string(e.constraint_name);
            return;
        }
        variable(e.cause, "cause", "cause_name");
        if (e.cause < 0 || !naming_.binary_constraint) return;
        if (std::string text = naming_.binary_constraint(e.var, e.cause); !text.empty())
            object_["constraint_name"] = std::move(text);
    }

private:
    const EventNaming& naming_;
    Json& object_;
};

// Replacing invalid UTF-8 in names keeps every line parseable.
std::string dump(const Json& object) { return object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

}  // namespace

std::string EventJsonEncoder::encode(const Event& e) {
    Json object{{"seq", ++sequence_}, {"event", std::string(to_string(e.kind))}};
    Writer w(naming_, object);
    switch (e.kind) {
        case EventKind::Assign:
        case EventKind::Backtrack:
        case EventKind::Prune:
        case EventKind::Wipeout:
            object["depth"] = e.depth;
            w.variable(e.var, "var", "name");
            if (e.kind != EventKind::Wipeout) object["value"] = w.value(e.var, e.value);
            if (e.kind == EventKind::Prune) w.prune_cause(e);
            break;
        case EventKind::Solution: {
            object["index"] = ++solutions_;
            Json values = Json::array();
            for (std::size_t i = 0; i < e.vars.size(); ++i) values.push_back(w.value(static_cast<int>(i), e.vars[i]));
            object["values"] = std::move(values);
            break;
        }
        case EventKind::Backjump:
            object["depth"] = e.depth;
            w.variable(e.var, "var", "name");
            w.variables(e.vars, "conflict_set", "conflict_names");
            w.variable(e.target, "target", "target_name");
            object["target_depth"] = e.target_depth;
            break;
        case EventKind::Repair:
            object["step"] = e.step;
            w.variable(e.var, "var", "name");
            object["old_value"] = w.value(e.var, e.old_value);
            object["value"] = w.value(e.var, e.value);
            object["conflicts"] = e.conflicts;
            break;
        case EventKind::TreeOrder:
            object["order"] = std::vector<int>(e.vars.begin(), e.vars.end());
            object["parent"] = std::vector<int>(e.parent.begin(), e.parent.end());
            break;
        case EventKind::Revise:
            object["depth"] = e.depth;
            w.variable(e.var, "target", "target_name");
            w.variable(e.cause, "source", "source_name");
            break;
        case EventKind::Cutset: w.variables(e.vars, "vars", "names"); break;
    }
    return dump(object);
}

std::string EventJsonEncoder::begin_problem(std::string_view label, std::vector<std::string> variables) {
    naming_.variables = std::move(variables);
    solutions_ = 0;
    return dump(Json{{"seq", ++sequence_}, {"event", "problem"}, {"label", std::string(label)}});
}

}  // namespace csp
