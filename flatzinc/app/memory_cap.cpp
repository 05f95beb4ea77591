#include "flatzinc/app/memory_cap.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CSP_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define CSP_ASAN 1
#endif

namespace flatzinc::app {

std::string cap_memory(std::uint64_t mib) {
#ifdef CSP_ASAN
    (void)mib;
    return "";  // AddressSanitizer reserves terabytes of shadow memory: a cap would stop it starting
#else
    std::uint64_t bytes = mib << 20;
    if (mib == 0) {
        const long pages = sysconf(_SC_PHYS_PAGES);
        const long page = sysconf(_SC_PAGESIZE);
        if (pages <= 0 || page <= 0) return "";  // unknown: no cap of our own
        bytes = static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page);
    }
    rlimit limit{};
    if (getrlimit(RLIMIT_DATA, &limit) != 0) return std::strerror(errno);
    if (limit.rlim_max != RLIM_INFINITY && bytes > limit.rlim_max) bytes = limit.rlim_max;  // never above the hard cap
    if (limit.rlim_cur != RLIM_INFINITY && mib == 0 && bytes > limit.rlim_cur) return "";  // a lower cap is already set
    limit.rlim_cur = static_cast<rlim_t>(bytes);
    if (setrlimit(RLIMIT_DATA, &limit) != 0) return std::strerror(errno);
    return "";
#endif
}

}  // namespace flatzinc::app
