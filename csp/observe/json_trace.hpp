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
    /// "backjump": "conflict_set" (ids), "target", "target_depth", and their names when known.
    void on_backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) override;
    /// "repair": "step", "var", "old_value", "value", "conflicts".
    void on_repair(int var, int old_value, int value, int conflicts, std::uint64_t step) override;
    /// "tree_order": "order" and "parent" (ids).
    void on_tree_order(std::span<const int> order, std::span<const int> parent) override;
    /// "revise": "target" and "source".
    void on_revise(int target, int source, int depth) override;
    /// "cutset": "vars", and "names" when known.
    void on_cutset(std::span<const int> cutset) override;

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
