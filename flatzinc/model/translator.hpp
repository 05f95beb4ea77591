#pragma once
/// The state of one translation, shared by the files of flatzinc/model/ (not installed): how FlatZinc
/// names and literals become engine variables, and the accessors the constraint table reads its
/// arguments with. Each accessor refuses an argument of the wrong kind with its location.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "csp/constraints/linear/linear.hpp"
#include "csp/model/problem.hpp"
#include "flatzinc/model/translation.hpp"

namespace flatzinc::detail {

/// A scalar argument as written: a constant, or a variable declaration (the representative of the
/// variables that int_eq / bool2int / `= y` made one).
struct Term {
    std::optional<std::int64_t> constant;
    int declaration = kUndeclared;
};

class Translator {
public:
    Translator(const Model& model, const TranslationLimits& limits);
    Translation run();

    // Used by the constraint table (constraints.cpp).
    /// Throws ParseError at `at`; inside a declaration or constraint that carries MiniZinc's
    /// mzn_path annotation (`minizinc -c --keep-paths`), the message also names the place in the
    /// MiniZinc model it comes from, since the .fzn MiniZinc runs fzn-csp on is deleted afterwards.
    [[noreturn]] void refuse(Location at, const std::string& detail) const;
    /// "FILE:LINE:COLUMN", as a refusal names it.
    std::string locate(Location at) const;
    /// Throws TranslationTimeout once TranslationLimits::deadline has passed.
    void check_deadline() const;
    Term term(const Expr& e) const;
    csp::VarId var(const Expr& e);
    std::vector<csp::VarId> vars(const Expr& e);
    std::int64_t integer(const Expr& e) const;
    /// A constant that must fit the engine's int labels.
    int small_integer(const Expr& e) const;
    std::vector<int> integers(const Expr& e) const;
    IntSet set(const Expr& e) const;
    const std::vector<Expr>& elements(const Expr& e) const;
    /// Σ coefficients·terms REL rhs, or r ↔ (…) when `reified` is set: terms written as constants
    /// move to the right-hand side and repeated variables are merged.
    void linear(const Expr& coefficients, const Expr& terms, csp::LinearRelation relation, std::int64_t rhs,
                std::optional<csp::VarId> reified = std::nullopt);
    csp::Problem& problem() { return out_.problem; }
    const Model& model() const { return model_; }

    /// `r` itself, or when it is also one of `operands` (a merged variable, a shared constant) a
    /// fresh 0/1 variable equal to it: the reified builders need r apart from what it reifies.
    csp::VarId apart(csp::VarId r, std::span<const csp::VarId> operands);

    /// The declaration that represents `declaration`'s merged variable (itself when not merged).
    int root(int declaration) const;

private:
    const Declaration& declared(const Identifier& id, Location at) const;
    void unite(int a, int b);
    void merge_equalities();
    void make_variables();
    void add_constraints();
    void read_objective();
    void read_search();
    void read_outputs();
    csp::VarId constant(std::int64_t value);
    csp::VarId variable_of(int declaration);
    OutputSlot slot(const Expr& e);
    void check_output_size(const OutputItem& item, Location at) const;

    const Model& model_;
    TranslationLimits limits_;
    Translation out_;
    mutable std::vector<int> parent_;      // union-find over declarations
    std::vector<csp::VarId> engine_var_;   // per representative declaration; -1 if none
    std::vector<char> merged_constraint_;  // per constraint: already expressed by a merge
    std::unordered_map<std::int64_t, csp::VarId> constants_;
    int copies_ = 0;                                             // variables made by apart()
    const std::vector<Annotation>* item_annotations_ = nullptr;  // of the item being translated
};

/// Adds constraint `c` to the engine through the table of supported names; refuses an unknown name.
void add_constraint(Translator& t, const ConstraintItem& c);

/// Posts the fzn_count_eq constraints of constant values over one array as one group per array
/// (csp::add_counts) where two or more share it, and marks them in `done` (per constraint).
void add_count_groups(Translator& t, std::vector<char>& done);

/// The solve item's int_search / bool_search / seq_search annotations as search groups (others are
/// ignored, as FlatZinc allows).
SearchPlan search_plan(Translator& t, const std::vector<Annotation>& annotations);

/// Bounds for the variables declared without a domain (`var int: x`), from the constraints that
/// define them (int_lin_eq, int_plus, int_times, element, …), until nothing changes. `domain` is per
/// representative declaration; those still unknown afterwards are left empty (std::nullopt).
void infer_bounds(const Translator& t, const Model& model, std::vector<std::optional<IntSet>>& domain);

}  // namespace flatzinc::detail
