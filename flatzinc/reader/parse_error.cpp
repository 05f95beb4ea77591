#include "flatzinc/reader/parse_error.hpp"

#include <utility>

namespace flatzinc {

namespace {

std::string located(const std::string& file, int line, int column, const std::string& detail) {
    if (line <= 0) return file + ": " + detail;
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + detail;
}

}  // namespace

ParseError::ParseError(std::string file, int line, int column, std::string detail)
    : std::runtime_error(located(file, line, column, detail)),
      file_(std::move(file)),
      line_(line),
      column_(column),
      detail_(std::move(detail)) {}

}  // namespace flatzinc
