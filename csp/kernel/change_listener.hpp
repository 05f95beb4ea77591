#pragma once
/// Told of every domain change the propagation queue makes, with its cause, so that a learning
/// search can record each removed value with the reason it was removed (csp/learning/). Without a
/// listener the queue runs exactly as before.

#include "csp/model/variable.hpp"

namespace csp::detail {

class ChangeListener {
public:
    virtual ~ChangeListener() = default;
    /// Binary constraint `constraint` narrowed `target` against the domain of `source`; `reversed`
    /// as in Arc (the source is the relation's y). Called after the change, also on a wipe-out.
    virtual void on_arc(int constraint, VarId source, VarId target, bool reversed) = 0;
    /// Propagator `index` is about to run: the narrowings reported until the next call are its.
    virtual void begin_propagator(int index) = 0;
    /// The running propagator has just narrowed `x` (also to nothing), before its next change: a
    /// call that narrows x, then y, then x again is told so in that order, so that the reason of
    /// x's second change can name y's.
    virtual void on_narrowed(VarId x) = 0;
};

}  // namespace csp::detail
