#include "csp/cli/search_outputs.hpp"

#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>
#include <iostream>

#include "csp/cli/number_checks.hpp"
#include "csp/consistency/textbook_ac.hpp"

namespace csp::cli {

namespace {

// A logger of our own, not registered with spdlog: printing only the message, at every level.
std::shared_ptr<spdlog::logger> trace_logger(SearchOutputs::Log log) {
    spdlog::sink_ptr sink;
    if (log == SearchOutputs::Log::Stdout) sink = std::make_shared<spdlog::sinks::stdout_sink_st>();
    else sink = std::make_shared<spdlog::sinks::stderr_sink_st>();
    auto logger = std::make_shared<spdlog::logger>("trace", std::move(sink));
    logger->set_level(spdlog::level::debug);
    logger->set_pattern("%v");
    return logger;
}

}  // namespace

void add_trace_flags(CLI::App& app, TraceOptions& options) {
    app.add_flag("--trace", options.trace, "print every assignment, pruning and backtrack of the search");
    app.add_option("--trace-json", options.trace_json,
                   "write the search as JSON Lines to FILE (- for stdout; docs/trace-format.md)");
    app.add_option("--tree", options.tree, "write the (first) search tree in Graphviz DOT to FILE (- for stdout)");
    app.add_option("--tree-limit", options.tree_limit, "assignments drawn in the --tree file")
        ->check(positive())
        ->capture_default_str();
    app.add_flag("--trace-ac3", options.trace_ac3,
                 "print textbook AC-3, run once before each search on its starting domains (not at every "
                 "node): each revision and the queue after it");
}

SearchOutputs::SearchOutputs(const TraceOptions& options, Log log)
    : options_(options), log_(log == Log::Stdout ? std::cout : std::cerr) {
    if (options.trace) logger_ = trace_logger(log);
    if (!options.trace_json.empty()) json_file_.emplace(options.trace_json);
    if (!options.tree.empty()) tree_file_.emplace(options.tree);
}

SearchOutputs::~SearchOutputs() = default;

void SearchOutputs::trace_ac3(const Problem& problem) {
    if (options_.trace_ac3) csp::trace_ac3(problem, log_);
}

SearchObserver* SearchOutputs::begin(std::vector<std::string> names, std::string_view label) {
    list_ = ObserverList();
    if (logger_) {
        tracer_ = std::make_unique<SpdlogTracer>(names, logger_);
        list_.add(tracer_.get());
    }
    if (json_file_) {
        if (!json_)
            json_ = std::make_unique<JsonTraceWriter>(json_file_->stream(),
                                                      label.empty() ? names : std::vector<std::string>{});
        if (!label.empty()) json_->begin_problem(label, names);
        list_.add(json_.get());
    }
    if (tree_file_ && !tree_) {
        tree_ = std::make_unique<SearchTreeWriter>(std::move(names), options_.tree_limit);
        tree_label_ = std::string(label);
        list_.add(tree_.get());
    }
    return list_.get();
}

void SearchOutputs::finish() {
    if (json_file_) json_file_->close();
    if (tree_) {
        tree_->write_dot(tree_file_->stream());
        tree_file_->close();
    }
}

void SearchOutputs::summarise(std::ostream& out) const {
    if (json_ && !json_file_->is_stdout()) out << "JSON trace: " << json_->events() << " events written\n";
    if (tree_ && !tree_file_->is_stdout())
        out << "search tree: " << tree_->recorded() << " nodes drawn"
            << (tree_->omitted() ? ", " + std::to_string(tree_->omitted()) + " left out (--tree-limit)" : "") << "\n";
}

}  // namespace csp::cli
