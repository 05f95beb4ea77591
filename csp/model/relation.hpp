#pragma once
/// Binary relations between the values (labels) of two variables X and Y. A Relation says which
/// pairs (a, b) are allowed; Problem compiles it over value indices (csp/model/compiled_relation.hpp) and
/// shares one compiled copy between all arcs with the same relation and label sets.

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace csp {

class Relation {
public:
    enum class Kind { NotEqual, Equal, Less, LessEqual, NotEqualOffset, EqualOffset, Table, Predicate };
    using Predicate = std::function<bool(int, int)>;

    /// Is (x = a, y = b) allowed?
    bool allows(int a, int b) const;
    Kind kind() const { return spec_->kind; }
    /// For NotEqualOffset and EqualOffset: k in x − y ≠ k, x − y = k.
    int offset() const { return spec_->offset; }
    /// For Table: the allowed pairs, sorted.
    const std::vector<std::pair<int, int>>& pairs() const { return spec_->pairs; }
    /// Short text for traces and DOT labels: "≠", "<", "x−y≠2", "x−y=2", "table(5)", or the predicate's name.
    std::string describe() const;
    /// The same for a Relation and its copies, different for every relation made separately (two
    /// predicate() calls on one lambda included): a model may compile a relation once per label sets.
    const void* identity() const { return spec_.get(); }

    friend Relation not_equal();
    friend Relation equal();
    friend Relation less();
    friend Relation less_equal();
    friend Relation not_equal_offset(int k);
    friend Relation equal_offset(int k);
    friend Relation table(std::vector<std::pair<int, int>> allowed);
    friend Relation predicate(Predicate fn, std::string name);
    friend Relation transpose(const Relation& r);

private:
    // Immutable and shared: copying a Relation (one per constraint, 358k for a 64×64 Sudoku) is cheap.
    struct Spec {
        Kind kind;
        int offset = 0;
        std::vector<std::pair<int, int>> pairs = {};
        Predicate fn = {};
        std::string name = {};
    };
    explicit Relation(Spec spec) : spec_(std::make_shared<const Spec>(std::move(spec))) {}
    std::shared_ptr<const Spec> spec_;
};

Relation not_equal();                                                        ///< x ≠ y
Relation equal();                                                            ///< x = y
Relation less();                                                             ///< x < y
Relation less_equal();                                                       ///< x ≤ y
Relation not_equal_offset(int k);                                            ///< x − y ≠ k (queens' diagonals)
Relation equal_offset(int k);                                                ///< x − y = k (x = y + k)
Relation table(std::vector<std::pair<int, int>> allowed);                    ///< exactly the listed (x, y) pairs
Relation predicate(Relation::Predicate fn, std::string name = "predicate");  ///< any (int, int) → bool
/// The same relation seen from the other side: allows(b, a) of the result == allows(a, b) of r.
Relation transpose(const Relation& r);

}  // namespace csp
