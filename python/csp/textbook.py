"""AIMA chapter 6's heuristics and inferences written in Python on csp.SearchState, to read, and to
pass to csp.Solver: each gives the engine's own search node for node (tests/python/test_engine_hooks.py).

    csp.Solver(p, variable_order=csp.textbook.mrv, value_order=csp.textbook.lcv,
               inference=csp.textbook.forward_checking)
"""


def mrv(state):
    """Minimum remaining values (§6.3.1): the unassigned variable with the fewest legal values, the
    first of them in a tie; None when none is left. The engine's variable_order='mrv'."""
    return min(state.unassigned, key=lambda x: len(state.legal_values(x)), default=None)


def lcv(state, var):
    """Least constraining value (§6.3.1): var's values, those that rule out the fewest values of the
    unassigned neighbours first (a stable order in a tie). The engine's value_order='lcv' on binary
    constraints."""
    others = [y for y in state.neighbors(var) if not state.is_assigned(y)]

    def ruled_out(value):
        return sum(not state.allows(var, value, y, w) for y in others for w in state.domain(y))

    return sorted(state.domain(var), key=ruled_out)


def forward_checking(state, var, value):
    """Forward checking (§6.3.2): remove from each unassigned neighbour the values that conflict with
    var = value; a failure when one is left with none. The engine's inference='fc'."""
    for y in state.neighbors(var):
        if state.is_assigned(y):
            continue
        for w in state.domain(y):
            if not state.allows(var, value, y, w):
                state.remove(y, w)
        if not state.domain(y):
            return False
    return True


def mac(state, var, value):
    """Maintaining arc consistency (§6.3.2, AC-3 of fig. 6.3 started from the arcs into var): the
    engine's inference='mac' with branch_singletons=True, the book's search."""
    queue = [(xk, var) for xk in state.neighbors(var)]
    while queue:
        xi, xj = queue.pop(0)
        revised = False
        for x in state.domain(xi):
            if not any(state.allows(xi, x, xj, y) for y in state.domain(xj)):
                state.remove(xi, x)
                revised = True
        if revised:
            if not state.domain(xi):
                return False
            queue += [(xk, xi) for xk in state.neighbors(xi) if xk != xj]
    return True
