#pragma once
/// A finite domain: a bitset over value indices 0..capacity-1. Up to 64 values live in one machine
/// word stored inline (no allocation); larger universes (a 100×100 Sudoku) use more words.

#include <algorithm>
#include <bit>
#include <boost/container/small_vector.hpp>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <span>
#include <string>

namespace csp {

class Domain {
public:
    using Word = std::uint64_t;
    static constexpr int kWordBits = 64;

    Domain() = default;
    /// An empty domain over `capacity` values (or the full one when `full`).
    explicit Domain(int capacity, bool full = false);
    /// {0, …, n-1}.
    static Domain range(int n) { return Domain(n, true); }
    /// The given indices within a universe of `capacity` values.
    static Domain of(int capacity, std::initializer_list<int> indices);

    int capacity() const { return capacity_; }
    int size() const {
        int n = 0;
        for (Word w : words_) n += std::popcount(w);
        return n;
    }
    bool empty() const {
        for (Word w : words_)
            if (w) return false;
        return true;
    }
    /// Stops at the second value instead of counting them all (domains of many words).
    bool is_singleton() const {
        bool seen = false;
        for (Word w : words_) {
            if (w == 0) continue;
            if (seen || (w & (w - 1)) != 0) return false;
            seen = true;
        }
        return seen;
    }
    bool contains(int index) const {
        return index >= 0 && index < capacity_ && (words_[word(index)] >> bit(index) & 1u) != 0;
    }
    /// Smallest / largest index, or -1 when empty.
    int min() const {
        for (std::size_t i = 0; i < words_.size(); ++i)
            if (words_[i]) return static_cast<int>(i) * kWordBits + std::countr_zero(words_[i]);
        return -1;
    }
    int max() const;

    /// Each returns true when the domain changed.
    bool insert(int index) {  // inline: explanations insert value by value
        check_index(index);
        Word& w = words_[static_cast<std::size_t>(word(index))];
        const Word before = w;
        w |= Word{1} << bit(index);
        return w != before;
    }
    bool remove(int index);
    /// Reduce to {index}; precondition: contains(index).
    void assign(int index);
    void clear();
    /// Removes every index below `first` and above `last` (all of them when first > last), word by
    /// word rather than value by value; returns how many were removed.
    int keep_range(int first, int last);
    bool intersect_with(const Domain& other) {
        Word changed = 0;
        const std::size_t n = words_.size();
        const std::size_t m = other.words_.size();
        for (std::size_t i = 0; i < n; ++i) {
            const Word next = words_[i] & (i < m ? other.words_[i] : 0);
            changed |= next ^ words_[i];
            words_[i] = next;
        }
        return changed != 0;
    }
    bool subtract(const Domain& other);
    /// True when the two share a value.
    bool intersects(const Domain& other) const;
    /// |this ∩ other|.
    int intersection_size(const Domain& other) const {
        const std::size_t n = std::min(words_.size(), other.words_.size());
        int count = 0;
        for (std::size_t i = 0; i < n; ++i) count += std::popcount(words_[i] & other.words_[i]);
        return count;
    }
    bool is_subset_of(const Domain& other) const {
        const std::size_t m = other.words_.size();
        for (std::size_t i = 0; i < words_.size(); ++i)
            if (words_[i] & ~(i < m ? other.words_[i] : 0)) return false;
        return true;
    }

    bool operator==(const Domain& other) const;
    std::span<const Word> words() const { return {words_.data(), words_.size()}; }
    std::span<Word> words() { return {words_.data(), words_.size()}; }

    /// Iterates over the indices in increasing order by clearing the low bit of a word copy.
    class iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using pointer = const int*;
        using reference = int;
        iterator() = default;
        iterator(const Word* words, int nwords, int at) : words_(words), nwords_(nwords), word_(at) { settle(); }
        int operator*() const { return word_ * kWordBits + std::countr_zero(current_); }
        iterator& operator++() {
            current_ &= current_ - 1;
            if (current_ == 0) {
                ++word_;
                settle();
            }
            return *this;
        }
        iterator operator++(int) {
            iterator old = *this;
            ++*this;
            return old;
        }
        bool operator==(const iterator& o) const { return word_ == o.word_ && current_ == o.current_; }

    private:
        void settle() {
            while (word_ < nwords_ && (current_ = words_[word_]) == 0) ++word_;
            if (word_ >= nwords_) {
                word_ = nwords_;
                current_ = 0;
            }
        }
        const Word* words_ = nullptr;
        int nwords_ = 0;
        int word_ = 0;
        Word current_ = 0;
    };
    iterator begin() const { return {words_.data(), static_cast<int>(words_.size()), 0}; }
    iterator end() const { return {words_.data(), static_cast<int>(words_.size()), static_cast<int>(words_.size())}; }

private:
    static int word(int index) { return index / kWordBits; }
    static int bit(int index) { return index % kWordBits; }
    void check_index(int index) const {
        if (index < 0 || index >= capacity_) [[unlikely]]
            throw_out_of_range(index);
    }
    [[noreturn]] void throw_out_of_range(int index) const;

    boost::container::small_vector<Word, 1> words_;
    int capacity_ = 0;
};

/// "{0, 2, 5}" (indices).
std::string to_string(const Domain& domain);

/// Word w of the bitset {i : i + shift ∈ source}, for any shift (bits outside source are 0).
Domain::Word shifted_word(const Domain& source, std::size_t w, long long shift);

}  // namespace csp
