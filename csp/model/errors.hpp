#pragma once
/// Modelling mistakes are exceptions (search failure is a status, never an exception).

#include <stdexcept>
#include <string>

namespace csp {

/// A malformed model: unknown variable id or name, a name or value given twice, empty domain, a
/// constraint of a variable with itself, a table naming values outside the domains. The message
/// names the variables. A constraint that nothing satisfies is not malformed: the problem is then
/// unsatisfiable (a status, like any search failure).
class ModelError : public std::invalid_argument {
public:
    explicit ModelError(const std::string& what) : std::invalid_argument(what) {}
};

}  // namespace csp
