/// The `bitboard` backend: 9×9 grids with candidates as bit planes, hidden and naked singles and
/// locked candidates as a few word and vector operations per step (bitboard_search.hpp); other
/// sizes are handed on. The name says what makes it fast and what limits it: a bitboard fits one
/// grid size.

#include "sudoku/backends/bitboard.hpp"

#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/backends/bitboard_task.hpp"
#include "sudoku/backends/search_state.hpp"

namespace sudoku::detail {

namespace {

/// Hands the search's solutions and node counts to the record every backend keeps.
class RecordSink final : public bitboard::Sink {
public:
    explicit RecordSink(SearchRecord& record) : record_(record) {}
    bool solution(const std::int8_t* values) override {
        return record_.add(Grid(3, std::vector<int>(values, values + 81)));
    }
    bool limit_reached(std::uint64_t nodes) override { return record_.limit_reached(nodes); }

private:
    SearchRecord& record_;
};

class BitboardBackend final : public Backend {
public:
    std::string_view name() const override { return "bitboard"; }
    std::string_view description() const override {
        return "9x9: candidates as bit planes, singles and locked candidates by word and vector operations; "
               "other sizes go where auto sends them";
    }
    bool takes_exclusions() const override { return true; }
    /// The board of the givens fails when two givens of a digit see each other (bitboard_search.hpp).
    bool finds_conflicting_givens(const Grid& puzzle, const SolveOptions&) const override { return puzzle.box() == 3; }

    SolveResult solve(const Grid& puzzle, const SolveOptions& options) const override {
        if (puzzle.box() != 3) return solve_elsewhere(puzzle, options);
        static const BitboardPath path = bitboard_fastest_path();
        return solve_bitboard(puzzle, options, path);
    }

private:
    /// Other sizes go where `auto` sends them (`rules` when there are exclusions, which it takes),
    /// so that `--backend bitboard` over a file of mixed sizes still answers every puzzle; the
    /// result names the backend that answered.
    static SolveResult solve_elsewhere(const Grid& puzzle, const SolveOptions& options) {
        const Backend& other = find_backend(options.excluded.empty() ? "auto" : "rules");
        SolveResult result = other.solve(puzzle, options);
        if (result.backend.empty()) result.backend = other.name();
        return result;
    }
};

}  // namespace

bool bitboard_path_available(BitboardPath path) {
    if (path == BitboardPath::Portable) return true;
    if (path == BitboardPath::Simd128) return bitboard::kSimd128Built;
#if defined(__x86_64__) || defined(__i386__)
    if (!__builtin_cpu_supports("popcnt")) return false;
    if (path == BitboardPath::Sse41) return bitboard::kSse41Built && __builtin_cpu_supports("sse4.1");
    return bitboard::kAvx2Built && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi");
#else
    return false;
#endif
}

BitboardPath bitboard_fastest_path() {
    for (const BitboardPath path : {BitboardPath::Simd128, BitboardPath::Avx2, BitboardPath::Sse41})
        if (bitboard_path_available(path)) return path;
    return BitboardPath::Portable;
}

std::string_view to_string(BitboardPath path) {
    switch (path) {
        case BitboardPath::Portable: return "portable";
        case BitboardPath::Sse41: return "sse4.1";
        case BitboardPath::Avx2: return "avx2";
        case BitboardPath::Simd128: return "simd128";
    }
    return "portable";
}

SolveResult solve_bitboard(const Grid& puzzle, const SolveOptions& options, BitboardPath path) {
    if (puzzle.box() != 3)
        throw std::invalid_argument("the bitboard backend solves 9x9 grids only, not " + std::to_string(puzzle.side()) +
                                    "x" + std::to_string(puzzle.side()) + " (the auto backend picks one that fits)");
    bitboard::Task task;
    for (int cell = 0; cell < 81; ++cell) task.givens[cell] = static_cast<std::int8_t>(puzzle[cell]);
    for (const CellValue& x : options.excluded)
        task.excluded[x.cell] |= static_cast<std::uint16_t>(1u << (x.value - 1));
    task.max_solutions = options.max_solutions;

    SearchRecord record(options);
    RecordSink sink(record);
    const bitboard::Outcome outcome = path == BitboardPath::Avx2      ? bitboard::search_avx2(task, sink)
                                      : path == BitboardPath::Sse41   ? bitboard::search_sse41(task, sink)
                                      : path == BitboardPath::Simd128 ? bitboard::search_simd128(task, sink)
                                                                      : bitboard::search_portable(task, sink);
    record.stats().nodes = outcome.nodes;
    record.stats().backtracks = outcome.backtracks;
    record.stats().max_depth = outcome.max_depth;
    // A guess is a split: its first branch; the nodes count both branches.
    return record.finish(outcome.exhausted, {{"guesses", outcome.nodes - outcome.backtracks}});
}

const Backend& bitboard_backend() {
    static const BitboardBackend backend;
    return backend;
}

}  // namespace sudoku::detail
