#pragma once
/// A file named on the command line for writing, where "-" means standard output.

#include <fstream>
#include <optional>
#include <ostream>
#include <string>

namespace csp::cli {

class OutputFile {
public:
    /// Opens `path` ("-" = stdout); throws std::runtime_error("PATH: cannot write file") when it cannot.
    explicit OutputFile(const std::string& path);
    std::ostream& stream();
    bool is_stdout() const { return !file_; }
    /// Flushes; throws std::runtime_error("PATH: error while writing") when something was not written.
    void close();

private:
    std::string path_;
    std::optional<std::ofstream> file_;
};

}  // namespace csp::cli
