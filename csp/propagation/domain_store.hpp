#pragma once
/// The current domains during search, with a trail so undoing a level restores exactly the domains
/// that level changed (each saved once per level, on its first change). The same trail restores the
/// words of per-search propagator state (TrailedWord, see PropagatorState in propagator.hpp).

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
    explicit DomainStore(std::vector<Domain> initial) : domains_(std::move(initial)), stamp_(domains_.size(), -1) {}

    int size() const { return static_cast<int>(domains_.size()); }
    const Domain& operator[](int x) const { return domains_[static_cast<std::size_t>(x)]; }
    const std::vector<Domain>& all() const { return domains_; }

    /// D(x) ∩= mask; true when it changed.
    bool intersect(int x, const Domain& mask) {
        if (domains_[static_cast<std::size_t>(x)].is_subset_of(mask)) return false;
        save(x);
        domains_[static_cast<std::size_t>(x)].intersect_with(mask);
        return true;
    }
    bool remove(int x, int index) {
        if (!domains_[static_cast<std::size_t>(x)].contains(index)) return false;
        save(x);
        return domains_[static_cast<std::size_t>(x)].remove(index);
    }
    /// Keeps only the indices first..last of D(x); returns how many were removed.
    int keep_range(int x, int first, int last) {
        const Domain& d = domains_[static_cast<std::size_t>(x)];
        if (d.min() >= first && d.max() <= last) return 0;
        save(x);
        return domains_[static_cast<std::size_t>(x)].keep_range(first, last);
    }
    /// D(x) ∩= mask on the first word (domains of at most 64 values).
    void intersect_word(int x, Domain::Word mask) {
        save(x);
        domains_[static_cast<std::size_t>(x)].words()[0] &= mask;
    }
    /// D(x) = {index}.
    void assign(int x, int index) {
        save(x);
        domains_[static_cast<std::size_t>(x)].assign(index);
    }
    /// D(x) = d (same capacity); true when it changed.
    bool replace(int x, const Domain& d) {
        if (domains_[static_cast<std::size_t>(x)] == d) return false;
        save(x);
        domains_[static_cast<std::size_t>(x)] = d;
        return true;
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
    void push_level() { level_starts_.push_back({trail_.size(), word_trail_.size(), cell_trail_.size()}); }
    /// Restores every domain and trailed word changed since the matching push_level().
    void pop_level() {
        const auto [start, word_start, cell_start] = level_starts_.back();
        level_starts_.pop_back();
        while (trail_.size() > start) {
            Saved& s = trail_.back();
            domains_[static_cast<std::size_t>(s.var)] = std::move(s.old);
            stamp_[static_cast<std::size_t>(s.var)] = s.stamp;
            trail_.pop_back();
        }
        while (word_trail_.size() > word_start) {
            const SavedWord& s = word_trail_.back();
            domains_[static_cast<std::size_t>(s.var)].words()[0] = s.word;
            stamp_[static_cast<std::size_t>(s.var)] = s.stamp;
            word_trail_.pop_back();
        }
        while (cell_trail_.size() > cell_start) {
            *cell_trail_.back().cell = cell_trail_.back().old;
            cell_trail_.pop_back();
        }
    }

private:
    struct Saved {
        int var;
        int stamp;
        Domain old;
    };
    /// Domains of at most 64 values (every 9×9 … 64×64 Sudoku cell) are saved as their one word:
    /// no small_vector copy on the hottest path of the search.
    struct SavedWord {
        int var;
        int stamp;
        Domain::Word word;
    };
    struct SavedCell {
        TrailedWord* cell;
        TrailedWord old;
    };
    struct LevelStart {
        std::size_t trail, word_trail, cell_trail;
    };
    /// Inline: most calls find the domain already saved at this level.
    void save(int x) {
        if (stamp_[static_cast<std::size_t>(x)] != level()) save_first(x);
    }
    void save_first(int x) {
        int& stamp = stamp_[static_cast<std::size_t>(x)];
        const Domain& d = domains_[static_cast<std::size_t>(x)];
        if (d.words().size() == 1) word_trail_.push_back({x, stamp, d.words()[0]});
        else trail_.push_back({x, stamp, d});
        stamp = level();
    }

    std::vector<Domain> domains_;
    std::vector<int> stamp_;  // level at which the domain was last saved
    std::vector<Saved> trail_;
    std::vector<SavedWord> word_trail_;
    std::vector<SavedCell> cell_trail_;
    std::vector<LevelStart> level_starts_;  // sizes of the trails
};

}  // namespace csp::detail
