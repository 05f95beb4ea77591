#pragma once
/// VSIDS over the variables: each variable met in a conflict's analysis gains activity, and the
/// gain grows after every conflict, so recent conflicts weigh most (Moskewicz et al. 2001).

#include <cstddef>
#include <vector>

#include "csp/model/variable.hpp"

namespace csp::learning {

class Activity {
public:
    explicit Activity(int variables) : score_(static_cast<std::size_t>(variables), 0.0) {}
    double operator[](VarId x) const { return score_[static_cast<std::size_t>(x)]; }
    void bump(VarId x) {
        double& s = score_[static_cast<std::size_t>(x)];
        s += increment_;
        if (s > 1e100) {
            for (double& other : score_) other *= 1e-100;
            increment_ *= 1e-100;
        }
    }
    void decay() { increment_ *= 1.0 / 0.95; }

private:
    std::vector<double> score_;
    double increment_ = 1;
};

}  // namespace csp::learning
