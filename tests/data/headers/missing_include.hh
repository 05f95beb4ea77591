// A header that does not compile on its own: it uses std::vector without including <vector>
// (tests/CMakeLists.txt: headers.check_catches_a_missing_include).
#pragma once

inline int first(const std::vector<int>& values) { return values.front(); }
