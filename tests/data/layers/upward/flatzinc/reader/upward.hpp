#pragma once
#include "csp/model/upward.hpp"  // the reader stands on nothing, not even the engine
