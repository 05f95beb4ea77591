#pragma once
/// The one error the FlatZinc reader throws: where, and what was expected there.

#include <stdexcept>
#include <string>

namespace flatzinc {

/// Malformed FlatZinc. what() reads "FILE:LINE:COLUMN: DETAIL" (1-based line and column), or
/// "FILE: DETAIL" when the file could not be read at all (line and column 0). Syntax errors read
/// "expected X, found Y".
class ParseError : public std::runtime_error {
public:
    ParseError(std::string file, int line, int column, std::string detail);
    const std::string& file() const { return file_; }
    int line() const { return line_; }
    int column() const { return column_; }
    /// The message without the location.
    const std::string& detail() const { return detail_; }

private:
    std::string file_;
    int line_;
    int column_;
    std::string detail_;
};

}  // namespace flatzinc
