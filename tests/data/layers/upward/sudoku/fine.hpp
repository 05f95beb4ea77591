#pragma once
#include "csp/model/upward.hpp"
