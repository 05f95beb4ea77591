#pragma once
/// The digit patterns on which a one-digit search found nothing, per thread. Fish, X-chains and
/// simple colours read the cells of one digit and nothing else, so a pattern without a step stays
/// without one; a grading path asks the same searches after every step, and a step changes few
/// digits' patterns, so most searches of a digit are asked again on a pattern already seen.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_set>

#include "sudoku/hints/board.hpp"

namespace sudoku::hints {

class DigitPatternMemo {
public:
    /// The digit's cells (grids up to 256 cells), then the search: which one and its settings.
    using Key = std::array<std::uint64_t, 5>;

    /// Which search a key belongs to (its top byte), so searches sharing the memo never meet.
    enum class Search : std::uint64_t { GeneralFish = 1, OneDigitChain = 2, SimpleColors = 3 };

    static DigitPatternMemo& of_this_thread() {
        thread_local DigitPatternMemo memo;
        return memo;
    }

    /// The key of `digit`'s pattern for `search` with `settings` (below 2^56); nullopt for a grid
    /// too large to key.
    static std::optional<Key> key(const Board& board, int digit, Search search, std::uint64_t settings) {
        if (board.cells() > 256) return std::nullopt;
        Key key{};
        for (int cell = 0; cell < board.cells(); ++cell)
            if (board.has(cell, digit)) key[static_cast<std::size_t>(cell >> 6)] |= std::uint64_t{1} << (cell & 63);
        key.back() = static_cast<std::uint64_t>(search) << 56 | settings;
        return key;
    }

    bool contains(const Key& key) const { return keys_.count(key) != 0; }
    void insert(const Key& key) {
        if (keys_.size() >= kMostKept) keys_.clear();
        keys_.insert(key);
    }

private:
    static constexpr std::size_t kMostKept = std::size_t{1} << 14;
    struct Hash {
        std::size_t operator()(const Key& key) const {
            std::uint64_t h = 0;
            for (std::uint64_t word : key) h = (h ^ word) * 0x100000001b3ULL + (h >> 29);
            return static_cast<std::size_t>(h);
        }
    };
    std::unordered_set<Key, Hash> keys_;
};

}  // namespace sudoku::hints
