#pragma once
/// Modelling mistakes are exceptions (search failure is a status, never an exception).

#include <stdexcept>
#include <string>

namespace csp {

/// A malformed model: unknown variable id, empty domain, a constraint of a variable with itself,
/// a relation that allows nothing on the given domains. The message names the variables.
class ModelError : public std::invalid_argument {
public:
    explicit ModelError(const std::string& what) : std::invalid_argument(what) {}
};

}  // namespace csp
