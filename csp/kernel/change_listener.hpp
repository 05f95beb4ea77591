#pragma once
/// Told of every domain change the propagation queue makes, with its cause, so that a learning
/// search can record each removed value with the reason it was removed (csp/learning/). Without a
/// listener the queue runs exactly as before.

#include <span>

#include "csp/model/variable.hpp"

namespace csp::detail {

class ChangeListener {
public:
    virtual ~ChangeListener() = default;
    /// Binary constraint `constraint` narrowed `target` against the domain of `source`; `reversed`
    /// as in Arc (the source is the relation's y). Called after the change, also on a wipe-out.
    virtual void on_arc(int constraint, VarId source, VarId target, bool reversed) = 0;
    /// Propagator `index` ran and narrowed the variables in `changed` (repeats possible); called
    /// after it returned, also when it failed.
    virtual void on_propagator(int index, std::span<const VarId> changed) = 0;
};

}  // namespace csp::detail
