#pragma once
/// The search outputs a command line can ask for — a text trace (--trace), a JSON Lines trace
/// (--trace-json), the search tree in DOT (--tree, --tree-limit) and textbook AC-3 with its queue
/// (--trace-ac3) — as flags and as one bundle of observers, shared by the `sudoku` tool and the
/// example programs.

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "csp/cli/output_file.hpp"
#include "csp/model/problem.hpp"
#include "csp/observe/json_trace.hpp"
#include "csp/observe/search_tree.hpp"
#include "csp/observe/text_trace.hpp"

// Declared, not included: the examples' search helpers use these headers without compiling CLI11.
namespace CLI {
class App;
}

namespace csp::cli {

struct TraceOptions {
    bool trace = false;             ///< every assignment, pruning and backtrack, as text
    std::string trace_json;         ///< JSON Lines trace file ("-" = stdout), empty = none
    std::string tree;               ///< search tree DOT file ("-" = stdout), empty = none
    std::size_t tree_limit = 1000;  ///< assignments drawn in the tree
    bool trace_ac3 = false;         ///< textbook AC-3 with its queue, once before each search

    /// True when any output is asked for.
    bool any() const { return trace || trace_ac3 || !trace_json.empty() || !tree.empty(); }
};

/// --trace, --trace-json FILE, --tree FILE, --tree-limit N and --trace-ac3, bound to `options`.
void add_trace_flags(CLI::App& app, TraceOptions& options);

/// The observers the TraceOptions ask for, attached to one search at a time. The text trace and the
/// AC-3 trace print on the log stream chosen at construction; the files are opened at once, so a
/// bad path fails before any search.
class SearchOutputs {
public:
    enum class Log { Stdout, Stderr };

    /// Throws std::runtime_error("PATH: cannot write file") for a file that cannot be opened.
    SearchOutputs(const TraceOptions& options, Log log);
    ~SearchOutputs();
    SearchOutputs(const SearchOutputs&) = delete;
    SearchOutputs& operator=(const SearchOutputs&) = delete;

    /// Prints textbook AC-3 on `problem`'s domains (Mackworth 1977) with its queue after each
    /// revision, if --trace-ac3 asked for it. Called once before a search: the search's own
    /// inference is traced by --trace, not here.
    void trace_ac3(const Problem& problem);

    /// The observer for the next search (null when nothing is traced), naming variable i as
    /// names[i] (empty: numbers). A non-empty `label` starts another problem in the JSON trace, for
    /// traces of several problems (docs/trace-format.md). The tree draws the searches observed
    /// through the first begin() only: one tree per file.
    SearchObserver* begin(std::vector<std::string> names, std::string_view label = {});

    /// After the last search: writes the tree and closes the files; throws std::runtime_error
    /// ("PATH: error while writing") when something could not be written.
    void finish();

    /// Says on `out` how much went into each file (not for "-": there the file is the output).
    void summarise(std::ostream& out) const;

    /// The label given to the begin() whose searches the tree draws.
    const std::string& tree_label() const { return tree_label_; }
    /// True once the tree has begun recording.
    bool has_tree() const { return tree_ != nullptr; }

private:
    TraceOptions options_;
    std::ostream& log_;
    std::shared_ptr<spdlog::logger> logger_;
    std::optional<OutputFile> json_file_, tree_file_;
    std::unique_ptr<SpdlogTracer> tracer_;
    std::unique_ptr<JsonTraceWriter> json_;
    std::unique_ptr<SearchTreeWriter> tree_;
    std::string tree_label_;
    ObserverList list_;
};

}  // namespace csp::cli
