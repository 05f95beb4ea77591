// csp::SatSolver: the public face of the solver, which hands every call to its detail::SatCore.
#include "csp/sat/sat_solver.hpp"

#include "csp/sat/internal.hpp"

namespace csp {

SatSolver::SatSolver(SatOptions options) : core_(std::make_unique<detail::SatCore>(options)) {}
SatSolver::~SatSolver() = default;
SatSolver::SatSolver(const SatSolver& other) : core_(std::make_unique<detail::SatCore>(*other.core_)) {}
SatSolver& SatSolver::operator=(const SatSolver& other) {
    if (this != &other) core_ = std::make_unique<detail::SatCore>(*other.core_);
    return *this;
}
SatSolver::SatSolver(SatSolver&& other) noexcept = default;
SatSolver& SatSolver::operator=(SatSolver&& other) noexcept = default;

BoolVar SatSolver::new_var() { return core_->new_var(); }
void SatSolver::reserve_vars(int count) { core_->reserve_vars(count); }
int SatSolver::num_vars() const { return core_->num_vars(); }
std::size_t SatSolver::num_clauses() const { return core_->num_clauses(); }
std::size_t SatSolver::num_learnts() const { return core_->num_learnts(); }
std::vector<std::vector<Lit>> SatSolver::learnt_clauses() const { return core_->learnt_clauses(); }
bool SatSolver::add_clause(std::span<const Lit> literals) { return core_->add_clause(literals); }

Status SatSolver::solve(const SearchLimits& limits) { return solve(std::span<const Lit>(), limits); }

Status SatSolver::solve(LimitGuard& guard) { return core_->solve(std::span<const Lit>(), guard); }

Status SatSolver::solve(std::span<const Lit> assumptions, const SearchLimits& limits) {
    SearchLimits relative = limits;
    if (relative.node_limit != 0) relative.node_limit += core_->stats().decisions;
    LimitGuard guard(relative);
    return core_->solve(assumptions, guard);
}

Status SatSolver::solve(std::span<const Lit> assumptions, LimitGuard& guard) {
    return core_->solve(assumptions, guard);
}

const std::vector<Lit>& SatSolver::failed_assumptions() const { return core_->failed_assumptions(); }
void SatSolver::set_phase(BoolVar var, bool value) { core_->set_phase(var, value); }
void SatSolver::use_focused_search() { core_->use_focused_search(); }
const std::vector<bool>& SatSolver::model() const { return core_->model(); }
const SatStats& SatSolver::stats() const { return core_->stats(); }
bool SatSolver::okay() const { return core_->okay(); }

}  // namespace csp
