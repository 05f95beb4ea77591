#pragma once
// fzn-csp's --memory-limit: running out of memory becomes an allocation that fails, which fzn-csp
// reports as "limit reached (memory)" with =====UNKNOWN=====, instead of the kernel's out-of-memory
// killer (or minutes of swapping) ending it with no word.

#include <cstdint>
#include <string>

namespace flatzinc::app {

/// Caps the data the process may allocate (RLIMIT_DATA: its heap and private mappings) at `mib`
/// MiB, or at the machine's physical memory when `mib` is 0. Not applied in AddressSanitizer builds,
/// whose shadow memory counts as data. Returns why it could not be set, or "" when it was.
std::string cap_memory(std::uint64_t mib);

}  // namespace flatzinc::app
