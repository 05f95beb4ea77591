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
    thread_local std::vector<Digits> key;
    thread_local Graph graph;
    const Board& board = field.board();
    std::vector<Digits> now = position_key(board);
    if (now == key && graph.size() == field.alses().size()) return graph;
    const std::vector<Als>& alses = field.alses();
    graph.assign(alses.size(), {});
    key.clear();  // a graph cut short by the sink's limits is not kept
    for (std::size_t i = 0; i < alses.size(); ++i) {
        if (sink.stopped()) return graph;
        for (std::size_t j = i + 1; j < alses.size(); ++j)
            if ((alses[i].digits & alses[j].digits) != 0)
                if (const Digits commons = field.restricted_commons(alses[i], alses[j]); commons != 0) {
                    graph[i].push_back({j, commons});
                    graph[j].push_back({i, commons});
                }
    }
    key = std::move(now);
    return graph;
}

}  // namespace sudoku::hints::als
