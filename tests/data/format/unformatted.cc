// A file clang-format would change (tests/CMakeLists.txt: format.check_catches_unformatted_code).
#pragma once
int   badly_spaced ( int x ){return x;}
