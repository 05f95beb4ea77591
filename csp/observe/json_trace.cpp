#include "csp/observe/json_trace.hpp"

#include <ostream>

#include "csp/model/problem.hpp"

namespace csp {

JsonTraceWriter::JsonTraceWriter(std::ostream& out, std::vector<std::string> names)
    : out_(out), encoder_(EventNaming{.variables = std::move(names)}) {}

JsonTraceWriter::JsonTraceWriter(std::ostream& out, const Problem& problem)
    : JsonTraceWriter(out, problem.variable_names()) {}

void JsonTraceWriter::on_event(const Event& event) { out_ << encoder_.encode(event) << '\n'; }

void JsonTraceWriter::begin_problem(std::string_view label, std::vector<std::string> names) {
    out_ << encoder_.begin_problem(label, std::move(names)) << '\n';
}

}  // namespace csp
