// … but beta's implementation includes alpha: a cycle that only the .cpp files show.
#include "csp/beta/beta.hpp"

#include "csp/alpha/alpha.hpp"

int beta() { return 0; }
