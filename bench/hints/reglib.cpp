// hints_bench reglib: HoDoKu's regression library as a check of the step finder.
//
// The rule. A case of the library is a position (givens, placed cells, deleted candidates), a
// technique, its <candidate(s)> field and the exact eliminations or placements HoDoKu found. We ask
// for every step of that technique in the position, the puzzle declared unique (the library's
// positions come from unique puzzles, and the uniqueness techniques need it):
// find_steps(Board(marks, /*unique=*/true, givens), technique) (the givens tell the values placed
// since, which the avoidable rectangles need). As HoDoKu's tester does, the variants that are
// about chains through almost locked sets (0709-2, 0710-3/4, 0711-3/4) turn on
// FinderOptions::als_nodes; every other case runs with the default options.
//  - A case passes when one of those steps has exactly the listed eliminations and placements (the
//    same sets: nothing missing, nothing more). Which digits the step's pattern uses plays no part
//    here: the step sink keeps one step per effect, so the instance HoDoKu means may stand under
//    another pattern with the same effect (a naked triple {2,4,8} in a box and one of {4,7,8} in a
//    row that clear the same candidates).
//  - A fail case (variant -x) passes when no step concerns the case's digits.
//  - "strict" counts the cases that also meet the rule of HoDoKu's own tester: every step that
//    concerns the digits has the listed effect (the library promises that no other instance
//    exists), so a step found beyond HoDoKu's shows up there.
// Which steps concern the digits: hints::concerns_digits (sudoku/hints/hodoku_format.hpp), the rule
// `sudoku hint` applies to a line too.

#include <algorithm>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "bench/hints/commands.hpp"
#include "bench/hints/common.hpp"
#include "sudoku/batch/progress.hpp"
#include "sudoku/compare/table.hpp"
#include "sudoku/format.hpp"
#include "sudoku/hints/board.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/hodoku_format.hpp"

namespace sudoku::hints_bench {

namespace {

using hints::Candidate;
using hints::Digits;
using hints::HodokuCase;
using hints::Step;
using hints::Technique;

constexpr int kSide = 9;

struct Case {
    int line = 0;
    HodokuCase hodoku;
};

constexpr int kErrorsShown = 10;

/// Every case of the file, in file order. A line that does not parse is printed to stderr
/// (FILE:LINE:COLUMN: message; the first kErrorsShown) and, after the whole file was read, the run
/// stops.
std::vector<Case> read_cases(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open '" + path + "'");
    std::vector<Case> cases;
    std::string text;
    int bad = 0;
    for (int line = 1; std::getline(in, text); ++line) {
        const std::size_t first = text.find_first_not_of(" \t\r");
        if (first == std::string::npos || text[first] == '#') continue;
        try {
            cases.push_back({line, hints::parse_hodoku_line(text, path, line)});
        } catch (const ParseError& error) {
            if (++bad <= kErrorsShown) std::cerr << "hints_bench: " << error.what() << '\n';
        }
    }
    if (bad > 0) throw std::runtime_error(std::to_string(bad) + " line(s) of '" + path + "' do not parse");
    if (cases.empty()) throw std::runtime_error("no cases in '" + path + "'");
    return cases;
}

std::vector<Candidate> sorted(std::vector<Candidate> list) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    return list;
}

/// What the finder made of one case.
struct Verdict {
    bool passed = false;
    bool strict = false;
    std::vector<Step> concerning;  ///< the steps that concern the case's digits
    std::vector<Step> others;      ///< the technique's other steps
};

/// HoDoKu's tester allows ALS nodes in grouped loops and AICs for these variants only.
bool needs_als_nodes(const HodokuCase& c) {
    if (c.code == "0709") return c.variant == "2";
    if (c.code == "0710" || c.code == "0711") return c.variant == "3" || c.variant == "4";
    return false;
}

Verdict judge(const HodokuCase& c) {
    const std::vector<Candidate> eliminations = sorted(c.eliminations);
    const std::vector<Candidate> placements = sorted(c.placements);
    const auto listed = [&](const Step& step) {
        return step.eliminations == eliminations && step.placements == placements;
    };
    Verdict verdict;
    const hints::FinderOptions options{.als_nodes = needs_als_nodes(c)};
    for (Step& step : hints::find_steps(hints::Board(c.marks, true, c.givens), *c.technique,
                                        std::numeric_limits<std::size_t>::max(), options))
        (hints::concerns_digits(step, c.digits) ? verdict.concerning : verdict.others).push_back(std::move(step));
    if (c.fail_case()) {
        verdict.passed = verdict.strict = verdict.concerning.empty();
    } else {
        verdict.passed = std::any_of(verdict.concerning.begin(), verdict.concerning.end(), listed) ||
                         std::any_of(verdict.others.begin(), verdict.others.end(), listed);
        verdict.strict = verdict.passed && std::all_of(verdict.concerning.begin(), verdict.concerning.end(), listed);
    }
    return verdict;
}

struct Tally {
    std::size_t cases = 0;
    std::size_t passed = 0;
    std::size_t strict = 0;
    std::vector<int> failing;  ///< line numbers
};

std::string expected_text(const HodokuCase& c) {
    if (c.fail_case()) return "no step";
    Step step{.placements = sorted(c.placements), .eliminations = sorted(c.eliminations)};
    return step.does_something() ? hints::effect_text(step, kSide) : "(an empty effect)";
}

/// "1 case", "3 cases".
std::string count(std::size_t n, const std::string& noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

void print_steps(std::ostream& out, const std::vector<Step>& steps, std::size_t most) {
    for (std::size_t i = 0; i < steps.size() && i < most; ++i) out << "    " << steps[i].explanation << '\n';
    if (steps.size() > most) out << "    … and " << steps.size() - most << " more\n";
}

/// --verbose: a case that failed or passed only loosely, and what the finder found there.
void explain(std::ostream& out, const Case& entry, const Verdict& verdict) {
    const HodokuCase& c = entry.hodoku;
    std::string digits;
    for (int digit : c.digits) digits += std::to_string(digit);
    out << "line " << entry.line << " (" << c.code << (c.variant.empty() ? "" : "-" + c.variant) << ' '
        << hints::to_string(*c.technique) << ", digits " << (digits.empty() ? "-" : digits)
        << "): " << (verdict.passed ? "passed, but not strictly" : "FAILED") << "; expected " << expected_text(c)
        << '\n';
    if (!verdict.concerning.empty()) {
        out << "  found for these digits:\n";
        print_steps(out, verdict.concerning, 10);
    } else {
        out << "  found nothing for these digits";
        if (verdict.others.empty()) {
            out << " (nor for any other)\n";
        } else {
            out << "; for other digits:\n";
            print_steps(out, verdict.others, 3);
        }
    }
}

void print_row(std::ostream& out, const std::string& code, const std::string& name, const Tally& t) {
    out << std::left << std::setw(6) << code << std::setw(34) << name << std::right << std::setw(6) << t.cases
        << std::setw(8) << t.passed << std::setw(8) << percent(t.passed, t.cases) << std::setw(8) << t.strict;
    if (!t.failing.empty()) {
        out << "  ";
        for (std::size_t i = 0; i < t.failing.size(); ++i) out << (i ? " " : "") << t.failing[i];
    }
    out << '\n';
}

}  // namespace

int run_reglib(const ReglibOptions& options, std::ostream& out) {
    const std::vector<Case> cases = read_cases(options.path);

    std::vector<const Case*> ours;
    std::map<std::string, std::size_t> skipped;  // code -> cases of techniques we do not have
    for (const Case& entry : cases) {
        const std::optional<Technique>& t = entry.hodoku.technique;
        if (!t) ++skipped[entry.hodoku.code];
        else if (!options.technique || *t == *options.technique) ours.push_back(&entry);
    }

    std::map<Technique, Tally> tallies;
    std::vector<std::pair<const Case*, Verdict>> to_explain;
    batch::Progress progress(ours.size());
    for (std::size_t i = 0; i < ours.size(); ++i) {
        const Case& entry = *ours[i];
        Verdict verdict = judge(entry.hodoku);
        Tally& tally = tallies[*entry.hodoku.technique];
        ++tally.cases;
        tally.passed += verdict.passed ? 1 : 0;
        tally.strict += verdict.strict ? 1 : 0;
        if (!verdict.passed) tally.failing.push_back(entry.line);
        if (options.verbose && !verdict.strict) to_explain.emplace_back(&entry, std::move(verdict));
        progress.tick(i + 1);
    }
    progress.finish();

    out << "HoDoKu regression library: " << options.path << '\n';
    std::size_t skipped_cases = 0;
    for (const auto& [code, count] : skipped) skipped_cases += count;
    if (options.technique) {
        out << count(ours.size(), "case") << " of " << hints::to_string(*options.technique) << '\n';
    } else {
        out << count(ours.size(), "case") << " of the techniques we have (" << tallies.size() << "); "
            << count(skipped_cases, "case") << " of " << count(skipped.size(), "other code") << " skipped\n";
    }
    if (ours.empty()) return 0;

    std::vector<std::pair<Technique, Tally>> rows(tallies.begin(), tallies.end());
    std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) {
        return hints::info(a.first).hodoku_code < hints::info(b.first).hodoku_code;
    });
    out << std::left << std::setw(6) << "code" << std::setw(34) << "technique" << std::right << std::setw(6) << "cases"
        << std::setw(8) << "passed" << std::setw(8) << "rate" << std::setw(8) << "strict"
        << "  failing lines\n";
    Tally all;
    bool below = false;
    for (const auto& [technique, tally] : rows) {
        print_row(out, std::string(hints::info(technique).hodoku_code), std::string(hints::to_string(technique)),
                  tally);
        all.cases += tally.cases;
        all.passed += tally.passed;
        all.strict += tally.strict;
        below =
            below || 100.0 * static_cast<double>(tally.passed) < options.min_rate * static_cast<double>(tally.cases);
    }
    if (rows.size() > 1) print_row(out, "", "all", all);

    if (!options.technique) {
        std::vector<std::string_view> absent;
        for (Technique t : hints::all_techniques())
            if (!tallies.contains(t) && !hints::info(t).hodoku_code.empty())
                absent.push_back(hints::info(t).hodoku_code);
        std::sort(absent.begin(), absent.end());
        if (!absent.empty()) out << "techniques we have without cases:";
        for (std::string_view code : absent) out << ' ' << code;
        if (!absent.empty()) out << '\n';
    }
    if (!to_explain.empty()) out << '\n';
    for (const auto& [entry, verdict] : to_explain) explain(out, *entry, verdict);
    if (below)
        out << "\nsome technique passes fewer than " << compare::fixed(options.min_rate, 1) << "% of its cases\n";
    return below ? 1 : 0;
}

}  // namespace sudoku::hints_bench
