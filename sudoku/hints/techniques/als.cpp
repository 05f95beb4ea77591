#include "sudoku/hints/techniques/als.hpp"

namespace sudoku::hints::als {

namespace {

/// The largest ALS looked for: every size on 9×9 (as HoDoKu), four cells on larger grids.
int max_als_size(const Board& board) { return board.side() <= 9 ? board.side() - 1 : 4; }

/// Every ALS of the position, each cell set once.
std::vector<Als> collect_alses(const Board& board) {
    std::vector<Als> found;
    const int max_size = max_als_size(board);
    for (int unit = 0; unit < 3 * board.side(); ++unit) {
        std::vector<int> open;
        for (int cell : board.geometry().unit(unit))
            if (board.value(cell) == 0) open.push_back(cell);
        std::vector<int> chosen;
        auto recurse = [&](auto&& self, std::size_t start, Digits digits) -> void {
            for (std::size_t i = start; i < open.size(); ++i) {
                const Digits joined = digits | board.candidates(open[i]);
                if (std::popcount(joined) > max_size + 1) continue;
                chosen.push_back(open[i]);
                if (std::popcount(joined) == static_cast<int>(chosen.size()) + 1) {
                    Als als{.cells = chosen, .digits = joined, .unit = unit};
                    std::sort(als.cells.begin(), als.cells.end());
                    found.push_back(std::move(als));
                }
                if (static_cast<int>(chosen.size()) < max_size) self(self, i + 1, joined);
                chosen.pop_back();
            }
        };
        recurse(recurse, 0, 0);
    }
    std::stable_sort(found.begin(), found.end(), [](const Als& x, const Als& y) { return x.cells < y.cells; });
    found.erase(std::unique(found.begin(), found.end(), [](const Als& x, const Als& y) { return x.cells == y.cells; }),
                found.end());
    return found;
}

/// Every cell's candidates, then every cell's value: what the kept field and graph are keyed by.
std::vector<Digits> position_key(const Board& board) {
    std::vector<Digits> key;
    key.reserve(2 * static_cast<std::size_t>(board.cells()));
    for (int cell = 0; cell < board.cells(); ++cell) key.push_back(board.candidates(cell));
    for (int cell = 0; cell < board.cells(); ++cell) key.push_back(static_cast<Digits>(board.value(cell)));
    return key;
}

}  // namespace

AlsField::AlsField(const Board& board) : board_(&board), sets_(board.cells()) {
    const int side = board_->side();
    empty_ = sets_.make();
    for (int cell = 0; cell < board_->cells(); ++cell) {
        peers_.push_back(sets_.make());
        for (int peer : board_->geometry().peers(cell)) sets_.add(peers_.back(), peer);
    }
    for (int digit = 1; digit <= side; ++digit) {
        holding_.push_back(sets_.make());
        for (int cell = 0; cell < board_->cells(); ++cell)
            if (board_->has(cell, digit)) sets_.add(holding_.back(), cell);
    }
    alses_ = collect_alses(*board_);
    for (Als& als : alses_) {
        als.all = sets_.make();
        for (int cell : als.cells) sets_.add(als.all, cell);
        als.places.assign(static_cast<std::size_t>(side), empty_);
        als.seeing.assign(static_cast<std::size_t>(side), empty_);
        als.losing.assign(static_cast<std::size_t>(side), empty_);
        for (int digit : digits_of(als.digits)) {
            const std::size_t places = sets_.make();
            const std::size_t seeing = sets_.make();
            bool first = true;
            for (int cell : als.cells) {
                if (!board_->has(cell, digit)) continue;
                sets_.add(places, cell);
                if (first) sets_.copy(seeing, peers_[static_cast<std::size_t>(cell)]);
                else sets_.intersect(seeing, peers_[static_cast<std::size_t>(cell)]);
                first = false;
            }
            als.places[static_cast<std::size_t>(digit - 1)] = places;
            als.seeing[static_cast<std::size_t>(digit - 1)] = seeing;
            const std::size_t losing = sets_.make();
            sets_.copy(losing, seeing);
            sets_.intersect(losing, holding_[static_cast<std::size_t>(digit - 1)]);
            sets_.remove(losing, als.all);
            als.losing[static_cast<std::size_t>(digit - 1)] = losing;
        }
    }
}

std::shared_ptr<const AlsField> AlsField::of(const Board& board) {
    thread_local std::vector<Digits> key;
    thread_local std::shared_ptr<AlsField> field;
    std::vector<Digits> now = position_key(board);
    if (field != nullptr && now == key) {
        field->board_ = &board;  // the same position: what the field holds stays true
        return field;
    }
    field = std::make_shared<AlsField>(board);
    key = std::move(now);
    return field;
}

Digits AlsField::restricted_commons(const Als& a, const Als& b) const {
    Digits links = 0;
    for (Digits rest = a.digits & b.digits; rest != 0; rest &= rest - 1) {
        const int x = std::countr_zero(rest) + 1;
        if (restricted(a, b, x)) links |= Digits{1} << (x - 1);
    }
    return links;
}

std::vector<int> AlsField::seeing_all(std::initializer_list<const Als*> sets, int z,
                                      std::initializer_list<std::size_t> outside) const {
    std::vector<std::size_t> in = {holding(z)};
    for (const Als* als : sets) in.push_back(at(als->seeing, z));
    std::vector<int> cells;
    sets_.cells_of(in, outside, [&](int cell) { cells.push_back(cell); });
    return cells;
}

std::vector<int> AlsField::places_of(const Als& als, int digit) const {
    std::vector<int> cells;
    for (int cell : als.cells)
        if (board_->has(cell, digit)) cells.push_back(cell);
    return cells;
}

std::string AlsField::name(const Als& als) const {
    return cells_text(als.cells, board_->side()) + " " + board_->digits_text(digits_of(als.digits)) + " in " +
           board_->unit_name(als.unit);
}

void AlsField::mark(Step& step, const Als& als, Role role) const {
    for (int cell : als.cells)
        for (int digit : digits_of(board_->candidates(cell)))
            if (std::none_of(step.marks.begin(), step.marks.end(), [&](const Mark& m) {
                    return m.candidate == Candidate{cell, digit};
                }))
                step.marks.push_back({{cell, digit}, role});
}

const Graph& neighbours_of(const AlsField& field, StepSink& sink) {
    // The last graph, per thread: its position (every cell's candidates, then values) and its sets'
    // cells. A pair's restricted commons read only the two sets' cells, so a pair of sets both in
    // the last graph, their cells' candidates as they were, keeps its commons (none, if it had
    // none); only pairs with a set that is new or changed are compared again.
    struct Last {
        std::vector<Digits> key;  // empty: no graph to build on
        std::vector<std::vector<int>> cells;
        Graph graph;
    };
    thread_local Last last;
    const Board& board = field.board();
    const auto cells = static_cast<std::size_t>(board.cells());
    std::vector<Digits> now = position_key(board);
    const std::vector<Als>& alses = field.alses();
    if (now == last.key && last.graph.size() == alses.size()) return last.graph;

    // Per set: its index in the last graph when it is there with its cells unchanged, else -1
    // (both lists are sorted by cells).
    std::vector<int> kept(alses.size(), -1);
    std::vector<int> kept_as(last.cells.size(), -1);  // per last set: its index now, or -1
    if (last.key.size() == now.size()) {
        std::vector<char> changed(cells, 0);
        for (std::size_t cell = 0; cell < cells; ++cell)
            changed[cell] = last.key[cell] != now[cell] || last.key[cells + cell] != now[cells + cell];
        std::size_t p = 0;
        for (std::size_t k = 0; k < alses.size(); ++k) {
            while (p < last.cells.size() && last.cells[p] < alses[k].cells) ++p;
            if (p == last.cells.size() || last.cells[p] != alses[k].cells) continue;
            if (std::none_of(alses[k].cells.begin(), alses[k].cells.end(),
                             [&](int cell) { return changed[static_cast<std::size_t>(cell)] != 0; })) {
                kept[k] = static_cast<int>(p);
                kept_as[p] = static_cast<int>(k);
            }
        }
    }
    Graph graph(alses.size());
    for (std::size_t k = 0; k < alses.size(); ++k)
        if (kept[k] >= 0)
            for (const Neighbour& n : last.graph[static_cast<std::size_t>(kept[k])])
                if (const int j = kept_as[n.als]; j >= 0) graph[k].push_back({static_cast<std::size_t>(j), n.commons});
    bool complete = true;
    for (std::size_t k = 0; k < alses.size() && complete; ++k) {
        if (kept[k] >= 0) continue;
        complete = !sink.stopped();
        for (std::size_t j = 0; j < alses.size(); ++j) {
            if (j == k || (kept[j] < 0 && j < k)) continue;  // two new sets: once, from the first
            const std::size_t a = std::min(j, k);
            const std::size_t b = std::max(j, k);
            if ((alses[a].digits & alses[b].digits) != 0)
                if (const Digits commons = field.restricted_commons(alses[a], alses[b]); commons != 0) {
                    graph[a].push_back({b, commons});
                    graph[b].push_back({a, commons});
                }
        }
    }
    // Each list by its neighbours' order, as one pass over every pair (i < j) makes it.
    for (std::vector<Neighbour>& list : graph)
        std::sort(list.begin(), list.end(), [](const Neighbour& a, const Neighbour& b) { return a.als < b.als; });
    last.graph = std::move(graph);
    last.key.clear();  // a graph cut short by the sink's limits is not kept
    if (!complete) return last.graph;
    last.cells.clear();
    for (const Als& als : alses) last.cells.push_back(als.cells);
    last.key = std::move(now);
    return last.graph;
}

}  // namespace sudoku::hints::als
