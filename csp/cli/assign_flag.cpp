#include "csp/cli/assign_flag.hpp"

#include <CLI/CLI.hpp>

#include <charconv>
#include <stdexcept>

namespace csp::cli {

namespace {

constexpr std::size_t kListed = 12;  // names or values shown in a message before "…"

std::string_view trim(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::string variable_list(const Problem& problem) {
    std::string out;
    const auto n = static_cast<std::size_t>(problem.num_variables());
    for (std::size_t x = 0; x < n && x < kListed; ++x) out += (x ? ", " : "") + problem.name(static_cast<VarId>(x));
    if (n > kListed) out += ", … (" + std::to_string(n) + " in all)";
    return out;
}

std::string domain_list(const Problem& problem, VarId x) {
    std::string out = "{";
    std::size_t shown = 0;
    for (int v : problem.domain(x)) {
        if (shown == kListed) {
            out += ", …";
            break;
        }
        out += (shown++ ? ", " : "") + std::to_string(problem.labels(x)[static_cast<std::size_t>(v)]);
    }
    return out + "}";
}

}  // namespace

void add_assign_flag(CLI::App& app, std::string& text) {
    app.add_option("--assign", text,
                   "fix variables before the search and before --trace-ac3: NAME=VALUE,... with the model's "
                   "names and values (e.g. WA=0,Q=1)");
}

std::vector<Fixed> parse_assignment(std::string_view text, const Problem& problem) {
    std::vector<Fixed> out;
    std::vector<std::size_t> pair_of;  // pair_of[i]: the pair number that gave out[i]
    std::size_t number = 0;
    for (std::size_t start = 0; start <= text.size(); ++number) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        const std::string_view pair = trim(text.substr(start, end - start));
        start = end + 1;
        const std::string where = "--assign: pair " + std::to_string(number + 1) + " '" + std::string(pair) + "'";
        const std::size_t equals = pair.find('=');
        if (pair.empty()) throw std::invalid_argument("--assign: pair " + std::to_string(number + 1) + " is empty");
        if (equals == std::string_view::npos || pair.find('=', equals + 1) != std::string_view::npos)
            throw std::invalid_argument(where + " is not NAME=VALUE (e.g. WA=0)");
        const std::string_view name = trim(pair.substr(0, equals));
        const std::string_view value_text = trim(pair.substr(equals + 1));
        if (name.empty() || value_text.empty()) throw std::invalid_argument(where + " is not NAME=VALUE (e.g. WA=0)");
        const std::optional<VarId> x = problem.find(name);
        if (!x)
            throw std::invalid_argument(where + ": no variable named '" + std::string(name) +
                                        "' (the variables: " + variable_list(problem) + ")");
        int value = 0;
        const auto [rest, error] = std::from_chars(value_text.data(), value_text.data() + value_text.size(), value);
        if (error != std::errc() || rest != value_text.data() + value_text.size())
            throw std::invalid_argument(where + ": the value '" + std::string(value_text) + "' is not an integer");
        const std::optional<int> index = problem.index_of(*x, value);
        if (!index || !problem.domain(*x).contains(*index))
            throw std::invalid_argument(where + ": " + std::to_string(value) + " is not in the domain of " +
                                        problem.name(*x) + " " + domain_list(problem, *x));
        for (std::size_t i = 0; i < out.size(); ++i)
            if (out[i].first == *x)
                throw std::invalid_argument(where + ": " + problem.name(*x) + " is already assigned (pair " +
                                            std::to_string(pair_of[i] + 1) + ")");
        out.emplace_back(*x, value);
        pair_of.push_back(number);
    }
    return out;
}

Problem with_assignment(const Problem& problem, std::span<const Fixed> assignment) {
    Problem narrowed = problem;
    for (const auto& [x, value] : assignment) narrowed.assign(x, value);
    return narrowed;
}

std::string describe(const Problem& problem, std::span<const Fixed> assignment) {
    std::string out;
    for (const auto& [x, value] : assignment)
        out += (out.empty() ? "" : ", ") + problem.name(x) + "=" + std::to_string(value);
    return out;
}

}  // namespace csp::cli
