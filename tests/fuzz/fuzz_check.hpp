#pragma once
// The fuzz targets' assertion: a broken property prints why and aborts, which libFuzzer (and the
// corpus replay test) report as a crash with the input that caused it.

#include <cstdio>
#include <cstdlib>
#include <string>

#define FUZZ_CHECK(condition, message)                                                            \
    do {                                                                                          \
        if (!(condition)) {                                                                       \
            std::fprintf(stderr, "%s:%d: check failed: %s: %s\n", __FILE__, __LINE__, #condition, \
                         std::string(message).c_str());                                           \
            std::abort();                                                                         \
        }                                                                                         \
    } while (false)
