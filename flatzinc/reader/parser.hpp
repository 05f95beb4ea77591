#pragma once
/// Reading a FlatZinc file (MiniZinc 2.6's FlatZinc) into the AST of ast.hpp, by recursive descent in
/// one pass, linear in the size of the text. The reader checks the grammar and what needs no meaning
/// of the constraints: every name used outside annotations is declared before its use and only once,
/// an array element's index is within its array, an array's value has as many elements as its index
/// set, parameters have a value, there is exactly one solve item and it comes last. Types of the
/// arguments, and which constraints and annotations exist, are the front end's business.

#include <filesystem>
#include <iosfwd>
#include <string>
#include <string_view>

#include "flatzinc/reader/ast.hpp"
#include "flatzinc/reader/parse_error.hpp"

namespace flatzinc {

/// The model written in text; file names it in errors. Throws ParseError.
Model parse_flatzinc(std::string_view text, std::string file_name);
/// The model read from a stream to its end. Throws ParseError.
Model read_flatzinc(std::istream& in, std::string file_name);
/// The model in a file; throws ParseError, also when the file cannot be opened (line 0).
Model read_flatzinc(const std::filesystem::path& path);

}  // namespace flatzinc
