#pragma once
/// The current domains during search, with a trail so undoing a level restores exactly the domain
/// words that level changed (each saved once per level, on its first change), and each domain's
/// size kept beside it. The same trail restores the words of per-search propagator state
/// (TrailedWord, see PropagatorState in propagator.hpp).

#include <algorithm>
#include <bit>
#include <cstddef>
#include <utility>
#include <vector>

#include "csp/model/domain.hpp"

namespace csp::detail {

/// A word of state kept beside the domains and restored with them on backtracking; write it only
/// through DomainStore::write.
struct TrailedWord {
    Domain::Word value = 0;
    int stamp = -1;  // level at which it was last saved
};

class DomainStore {
public:
    explicit DomainStore(std::vector<Domain> initial) : domains_(std::move(initial)) {
        sizes_.reserve(domains_.size());
        first_word_.reserve(domains_.size());
        std::size_t words = 0;
        for (const Domain& d : domains_) {
            sizes_.push_back(d.size());
            first_word_.push_back(words);
            words += d.words().size();
        }
        stamp_.assign(words, -1);
    }

    int size() const { return static_cast<int>(domains_.size()); }
    const Domain& operator[](int x) const { return domains_[static_cast<std::size_t>(x)]; }
    const std::vector<Domain>& all() const { return domains_; }
    /// |D(x)|, kept with every change: no count over the words of a large domain.
    int domain_size(int x) const { return sizes_[static_cast<std::size_t>(x)]; }

    /// D(x) ∩= mask; true when it changed.
    bool intersect(int x, const Domain& mask) {
        const auto words = domains_[static_cast<std::size_t>(x)].words();
        const auto m = mask.words();
        bool changed = false;
        for (std::size_t w = 0; w < words.size(); ++w) {
            const Domain::Word next = words[w] & (w < m.size() ? m[w] : 0);
            if (next != words[w]) {
                set_word(x, w, next);
                changed = true;
            }
        }
        return changed;
    }
    bool remove(int x, int index) {
        const Domain& d = domains_[static_cast<std::size_t>(x)];
        if (!d.contains(index)) return false;
        const auto w = static_cast<std::size_t>(index / Domain::kWordBits);
        set_word(x, w, d.words()[w] & ~(Domain::Word{1} << (index % Domain::kWordBits)));
        return true;
    }
    /// Keeps only the indices first..last of D(x); returns how many were removed.
    int keep_range(int x, int first, int last) {
        const auto words = domains_[static_cast<std::size_t>(x)].words();
        const int before = domain_size(x);
        for (std::size_t w = 0; w < words.size(); ++w) {
            const Domain::Word next = words[w] & range_mask(w, first, last);
            if (next != words[w]) set_word(x, w, next);
        }
        return before - domain_size(x);
    }
    /// D(x) ∩= mask on the first word (domains of at most 64 values).
    void intersect_word(int x, Domain::Word mask) {
        const Domain::Word word = domains_[static_cast<std::size_t>(x)].words()[0];
        if ((word & mask) != word) set_word(x, 0, word & mask);
    }
    /// D(x) = {index}.
    void assign(int x, int index) {
        const auto words = domains_[static_cast<std::size_t>(x)].words();
        const auto at = static_cast<std::size_t>(index / Domain::kWordBits);
        for (std::size_t w = 0; w < words.size(); ++w) {
            const Domain::Word next = w == at ? Domain::Word{1} << (index % Domain::kWordBits) : 0;
            if (next != words[w]) set_word(x, w, next);
        }
    }
    /// D(x) = d (same capacity); true when it changed.
    bool replace(int x, const Domain& d) {
        const auto words = domains_[static_cast<std::size_t>(x)].words();
        const auto next = d.words();
        bool changed = false;
        for (std::size_t w = 0; w < words.size(); ++w)
            if (next[w] != words[w]) {
                set_word(x, w, next[w]);
                changed = true;
            }
        return changed;
    }

    /// cell = value, restored when the current level is undone. The cell must outlive the levels.
    void write(TrailedWord& cell, Domain::Word value) {
        if (cell.stamp != level()) {
            cell_trail_.push_back({&cell, cell});
            cell.stamp = level();
        }
        cell.value = value;
    }

    int level() const { return static_cast<int>(level_starts_.size()); }
    void push_level() { level_starts_.push_back({word_trail_.size(), cell_trail_.size()}); }
    /// Restores every domain word and trailed word changed since the matching push_level().
    void pop_level() {
        const auto [word_start, cell_start] = level_starts_.back();
        level_starts_.pop_back();
        while (word_trail_.size() > word_start) {
            const SavedWord& s = word_trail_.back();
            Domain::Word& word = domains_[static_cast<std::size_t>(s.var)].words()[static_cast<std::size_t>(s.word)];
            sizes_[static_cast<std::size_t>(s.var)] += std::popcount(s.old) - std::popcount(word);
            word = s.old;
            stamp_[first_word_[static_cast<std::size_t>(s.var)] + static_cast<std::size_t>(s.word)] = s.stamp;
            word_trail_.pop_back();
        }
        while (cell_trail_.size() > cell_start) {
            *cell_trail_.back().cell = cell_trail_.back().old;
            cell_trail_.pop_back();
        }
    }

private:
    /// The trail saves single words, each once per level on its first change: undoing a level
    /// touches only what it changed, and a domain of many words costs one entry per word changed.
    struct SavedWord {
        int var;
        int word;
        int stamp;
        Domain::Word old;
    };
    struct SavedCell {
        TrailedWord* cell;
        TrailedWord old;
    };
    struct LevelStart {
        std::size_t word_trail, cell_trail;
    };

    /// Word w of the bitset {first, …, last}.
    static Domain::Word range_mask(std::size_t w, int first, int last) {
        const long long lo = static_cast<long long>(w) * Domain::kWordBits;
        const long long from = std::max<long long>(first, lo) - lo;    // first kept bit in this word
        const long long to = std::min<long long>(last, lo + 63) - lo;  // last kept bit in this word
        if (from > to) return 0;
        const Domain::Word upto = to == 63 ? ~Domain::Word{0} : (Domain::Word{1} << (to + 1)) - 1;
        return upto & ~((Domain::Word{1} << from) - 1);
    }

    /// Word w of D(x) = next (≠ its current value), saved first when this level has not yet.
    void set_word(int x, std::size_t w, Domain::Word next) {
        Domain::Word& word = domains_[static_cast<std::size_t>(x)].words()[w];
        int& stamp = stamp_[first_word_[static_cast<std::size_t>(x)] + w];
        if (stamp != level()) {
            word_trail_.push_back({x, static_cast<int>(w), stamp, word});
            stamp = level();
        }
        sizes_[static_cast<std::size_t>(x)] += std::popcount(next) - std::popcount(word);
        word = next;
    }

    std::vector<Domain> domains_;
    std::vector<int> sizes_;               // |D(x)|
    std::vector<std::size_t> first_word_;  // index of D(x)'s first word in stamp_
    std::vector<int> stamp_;               // per domain word: level at which it was last saved
    std::vector<SavedWord> word_trail_;
    std::vector<SavedCell> cell_trail_;
    std::vector<LevelStart> level_starts_;  // sizes of the trails
};

}  // namespace csp::detail
