// Fuzz target: the FlatZinc reader. Any bytes are either read into a model that keeps the reader's
// promises, or refused with a ParseError pointing into the input. The promises checked:
//  - every name outside annotations refers to a declaration of that name written before its use;
//  - an array element's index is within its array, an array's value has one element per index;
//  - every set is sorted, disjoint ranges, none adjacent to the next;
//  - every location lies within the input.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

#include "flatzinc/reader/parser.hpp"
#include "fuzz_check.hpp"

namespace fz = flatzinc;

namespace {

struct Checker {
    const fz::Model& model;
    int lines;

    void location(fz::Location where) const {
        FUZZ_CHECK(where.line >= 1 && where.line <= lines && where.column >= 1, "location outside the input");
    }

    void set(const fz::IntSet& s) const {
        for (std::size_t i = 0; i < s.ranges.size(); ++i) {
            FUZZ_CHECK(s.ranges[i].lo <= s.ranges[i].hi, "an empty range in a set");
            if (i > 0) FUZZ_CHECK(s.ranges[i - 1].hi < s.ranges[i].lo - 1, "ranges of a set out of order or adjacent");
        }
    }

    /// before: the number of declarations written before the expression (names must be among them).
    void expr(const fz::Expr& e, std::size_t before, bool in_annotation) const {
        location(e.location);
        if (const auto* id = e.get_if<fz::Identifier>()) {
            if (id->declaration == fz::kUndeclared) {
                FUZZ_CHECK(in_annotation, "an undeclared name outside annotations");
                return;
            }
            FUZZ_CHECK(id->declaration >= 0 && static_cast<std::size_t>(id->declaration) < before,
                       "a name used before its declaration");
            FUZZ_CHECK(model.declarations[static_cast<std::size_t>(id->declaration)].name == id->name,
                       "a name resolved to another declaration");
        } else if (const auto* access = e.get_if<fz::ArrayAccess>()) {
            if (access->declaration == fz::kUndeclared) {
                FUZZ_CHECK(in_annotation, "an undeclared array outside annotations");
                return;
            }
            const fz::Declaration& array = model.declarations[static_cast<std::size_t>(access->declaration)];
            FUZZ_CHECK(array.name == access->name && array.is_array(), "an element of something else than its array");
            FUZZ_CHECK(access->index >= 1 && access->index <= array.type.array_size.value_or(0), "index out of range");
        } else if (const auto* array = e.get_if<fz::ArrayLiteral>()) {
            for (const fz::Expr& element : array->elements) {
                FUZZ_CHECK(in_annotation || !element.is<fz::ArrayLiteral>(), "a nested array outside annotations");
                expr(element, before, in_annotation);
            }
        } else if (const auto* call = e.get_if<fz::Annotation>()) {
            FUZZ_CHECK(in_annotation, "a call outside annotations");
            annotation(*call, before);
        } else if (const auto* s = e.get_if<fz::IntSet>()) {
            set(*s);
        } else if (e.is<fz::StringLiteral>()) {
            FUZZ_CHECK(in_annotation, "a string outside annotations");
        }
    }

    void annotation(const fz::Annotation& a, std::size_t before) const {
        location(a.location);
        for (const fz::Expr& argument : a.arguments) expr(argument, before, true);
    }

    void all() const {
        const std::size_t declared = model.declarations.size();
        for (std::size_t i = 0; i < declared; ++i) {
            const fz::Declaration& d = model.declarations[i];
            location(d.location);
            location(d.name_location);
            for (std::size_t j = 0; j < i; ++j)
                FUZZ_CHECK(model.declarations[j].name != d.name, "a name declared twice");
            if (d.type.int_domain) set(*d.type.int_domain);
            for (const fz::Annotation& a : d.annotations) annotation(a, declared);
            FUZZ_CHECK(d.value || (d.is_var() && !d.is_array()), "a parameter or variable array without a value");
            if (!d.value) continue;
            expr(*d.value, i, false);
            const auto* array = d.value->get_if<fz::ArrayLiteral>();
            FUZZ_CHECK(d.is_array() == (array != nullptr), "an array's value is not an array, or the reverse");
            if (array) {
                FUZZ_CHECK(static_cast<std::int64_t>(array->elements.size()) == d.type.array_size,
                           "an array's value has the wrong number of elements");
            }
        }
        for (const fz::ConstraintItem& c : model.constraints) {
            location(c.location);
            for (const fz::Expr& argument : c.arguments) expr(argument, declared, false);
            for (const fz::Annotation& a : c.annotations) annotation(a, declared);
        }
        location(model.solve.location);
        FUZZ_CHECK(model.solve.objective.has_value() == (model.solve.kind != fz::SolveKind::Satisfy),
                   "an objective without minimize or maximize, or the reverse");
        if (model.solve.objective) expr(*model.solve.objective, declared, false);
        for (const fz::Annotation& a : model.solve.annotations) annotation(a, declared);
    }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    fz::Model model;
    try {
        model = fz::parse_flatzinc(text, "fuzz");
    } catch (const fz::ParseError& error) {
        FUZZ_CHECK(error.file() == "fuzz", "error names another file");
        FUZZ_CHECK(error.line() >= 1 && error.line() <= lines && error.column() >= 1,
                   "error location outside the input");
        FUZZ_CHECK(!error.detail().empty(), "error without a message");
        return 0;
    }
    Checker{model, lines}.all();
    return 0;
}
