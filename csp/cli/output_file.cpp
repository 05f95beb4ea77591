#include "csp/cli/output_file.hpp"

#include <iostream>
#include <stdexcept>

namespace csp::cli {

OutputFile::OutputFile(const std::string& path) : path_(path) {
    if (path == "-") return;
    file_.emplace(path);
    if (!*file_) throw std::runtime_error(path + ": cannot write file");
}

std::ostream& OutputFile::stream() { return file_ ? static_cast<std::ostream&>(*file_) : std::cout; }

void OutputFile::close() {
    if (!stream().flush()) throw std::runtime_error(path_ + ": error while writing");
}

}  // namespace csp::cli
