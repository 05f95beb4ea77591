#pragma once
/// The one JSON encoding of search events (docs/trace-format.md is its schema): the --trace-json
/// files, the web playground's recorded runs and Python's Recorder.trace_json() all come from here.
/// Keeps nlohmann/json out of its interface: it hands back text.

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "csp/observe/event.hpp"

namespace csp {

/// How the encoder names what the engine numbers. Every member is optional.
struct EventNaming {
    /// Variable ids to names, written next to the ids ("name", "cause_name", …); empty: ids only.
    std::vector<std::string> variables;
    /// The text of `var`'s value `value` (a colour's name, say): values are then written as JSON
    /// strings; unset: as the engine's numbers.
    std::function<std::string(int var, int value)> value_label;
    /// The text of the binary constraint between `var` and `cause`, written as "constraint_name" on a
    /// pruning by a variable; unset or empty: left out.
    std::function<std::string(int var, int cause)> binary_constraint;
};

/// Numbers the events ("seq" from 1, solutions' "index" from 1) and writes each as one JSON object.
class EventJsonEncoder {
public:
    explicit EventJsonEncoder(EventNaming naming = {}) : naming_(std::move(naming)) {}

    /// One JSON object on one line, without the newline. Invalid UTF-8 in names becomes U+FFFD.
    std::string encode(const Event& event);
    /// A "problem" event: the events after it belong to another problem, named by `variables`; its
    /// solutions are numbered from 1 again.
    std::string begin_problem(std::string_view label, std::vector<std::string> variables);

    /// Names the variables of the events to come, with no event (the first problem of a trace).
    void name_variables(std::vector<std::string> variables) { naming_.variables = std::move(variables); }

    /// Events encoded so far.
    std::uint64_t events() const { return sequence_; }

private:
    EventNaming naming_;
    std::uint64_t sequence_ = 0;
    std::uint64_t solutions_ = 0;
};

}  // namespace csp
