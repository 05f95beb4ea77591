#pragma once
/// A search trace for programs: one JSON object per event, one per line (JSON Lines), so a trace can
/// be streamed, grepped, and read by any JSON library. The fields are documented in
/// docs/trace-format.md.

#include <cstdint>
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "csp/observe/trace.hpp"

namespace csp {

class JsonTraceWriter final : public SearchObserver {
public:
    /// Writes to `out`, which must outlive the writer. `names` maps variable ids to names; with no
    /// names the "name" fields are left out.
    explicit JsonTraceWriter(std::ostream& out, std::vector<std::string> names = {});
    /// Names taken from the problem's variables.
    JsonTraceWriter(std::ostream& out, const Problem& problem);

    void on_assign(int var, int value, int depth) override;
    void on_prune(int var, int value, int cause, int depth) override;
    /// A prune event with cause -1, "constraint" (the index) and "constraint_name" (its description).
    void on_constraint_prune(int var, int value, int constraint, std::string_view description, int depth) override;
    void on_wipeout(int var, int depth) override;
    void on_backtrack(int var, int value, int depth) override;
    void on_solution(std::span<const int> values) override;

    /// Starts the events of another problem in the same trace (e.g. the next puzzle of a file):
    /// writes a "problem" event with `label`, takes the new names, and numbers solutions from 1 again.
    void begin_problem(std::string_view label, std::vector<std::string> names);

    /// Events written so far.
    std::uint64_t events() const { return sequence_; }

private:
    std::ostream& out_;
    std::vector<std::string> names_;
    std::uint64_t sequence_ = 0;
    std::uint64_t solutions_ = 0;
};

}  // namespace csp
