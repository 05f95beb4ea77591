#pragma once
/// A search trace for programs: one JSON object per event, one per line (JSON Lines), so a trace can
/// be streamed, grepped, and read by any JSON library. The encoding is csp::EventJsonEncoder's,
/// documented in docs/trace-format.md.

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "csp/observe/event_json.hpp"
#include "csp/observe/observer.hpp"

namespace csp {

class Problem;

class JsonTraceWriter final : public SearchObserver {
public:
    /// Writes to `out`, which must outlive the writer. `names` maps variable ids to names; with no
    /// names the "name" fields are left out.
    explicit JsonTraceWriter(std::ostream& out, std::vector<std::string> names = {});
    /// Names taken from the problem's variables.
    JsonTraceWriter(std::ostream& out, const Problem& problem);

    void on_event(const Event& event) override;

    /// Starts the events of another problem in the same trace (e.g. the next puzzle of a file):
    /// writes a "problem" event with `label`, takes the new names, and numbers solutions from 1 again.
    void begin_problem(std::string_view label, std::vector<std::string> names);

    /// Events written so far.
    std::uint64_t events() const { return encoder_.events(); }

private:
    std::ostream& out_;
    EventJsonEncoder encoder_;
};

}  // namespace csp
