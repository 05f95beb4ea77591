// Construction of the solver's state and its per-variable tables.
#include <stdexcept>

#include "csp/sat/internal.hpp"
#include "csp/sat/option_table.hpp"

namespace csp::detail {

SatCore::SatCore(SatOptions options)
    : options_(options), next_reduce_(options.first_reduce), reduce_gap_(options.first_reduce) {
    check_sat_options(options_);  // the ranges of the option table, one rule for every surface
    level_stamp_.push_back(0);
    level_count_.push_back(0);
    trail_.resize(1);  // the spare slot
}

BoolVar SatCore::new_var() {
    const BoolVar v = num_vars();
    if (v >= kMaxVars) throw std::length_error("SatSolver: too many variables");
    values_.push_back(kUndef);
    values_.push_back(kUndef);
    vars_.push_back({});
    trail_.emplace_back();
    phase_.push_back(options_.initial_phase ? 1 : 0);
    target_phase_.push_back(kUndef);
    best_phase_.push_back(kUndef);
    activity_.push_back(options_.seed == 0 ? 0.0 : random_activity());
    seen_.push_back(0);
    bumped_at_.push_back(0);
    block_mark_.push_back(0);
    heap_index_.push_back(-1);
    level_stamp_.push_back(0);
    level_count_.push_back(0);
    watches_.emplace_back();
    watches_.emplace_back();
    bin_watches_.emplace_back();
    bin_watches_.emplace_back();
    heap_insert(v);
    return v;
}

void SatCore::reserve_vars(int count) {
    if (count <= num_vars()) return;
    const auto n = static_cast<std::size_t>(count);
    values_.reserve(2 * n);
    vars_.reserve(n);
    trail_.reserve(n + 1);
    phase_.reserve(n);
    target_phase_.reserve(n);
    best_phase_.reserve(n);
    activity_.reserve(n);
    seen_.reserve(n);
    bumped_at_.reserve(n);
    block_mark_.reserve(n);
    heap_index_.reserve(n);
    heap_.reserve(n);
    level_stamp_.reserve(n + 1);
    level_count_.reserve(n + 1);
    watches_.reserve(2 * n);
    bin_watches_.reserve(2 * n);
    while (num_vars() < count) new_var();
}

void SatCore::set_phase(BoolVar var, bool value) {
    if (var < 0 || var >= num_vars())
        throw std::invalid_argument("SatSolver::set_phase: variable " + std::to_string(var) + " does not exist");
    phase_[static_cast<std::size_t>(var)] = value ? 1 : 0;
    target_phase_[static_cast<std::size_t>(var)] = kUndef;  // so stable phases follow it too
}

}  // namespace csp::detail
