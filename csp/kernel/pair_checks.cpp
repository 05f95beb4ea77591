#include "csp/kernel/pair_checks.hpp"

namespace csp::detail {

std::uint64_t textbook_pair_checks(const Domain& target, const Domain& source, const CompiledRelation& relation,
                                   bool reversed) {
    std::uint64_t checks = 0;
    for (int t : target)
        for (int s : source) {
            ++checks;
            if (relation.allows(reversed, s, t)) break;
        }
    return checks;
}

}  // namespace csp::detail
