"""The constraint graph of a Problem as a networkx graph (networkx is optional)."""


def graph(problem):
    """The constraint graph as a networkx.Graph: a node per variable name, an edge between two variables
    that share a constraint. Raises ImportError when networkx is not installed."""
    try:
        import networkx
    except ImportError as error:
        raise ImportError("Problem.graph() needs networkx (Debian: apt-get install python3-networkx); "
                          "Problem.to_dot() gives the graph as DOT text without it") from error
    g = networkx.Graph()
    g.add_nodes_from(v.name for v in problem.variables)
    g.add_edges_from(problem.edges())
    return g
