#include "sudoku/app/position_input.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "sudoku/app/commands.hpp"

namespace sudoku::app {

namespace {

bool hodoku_input(const std::string& text) {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        const auto start = line.find_first_not_of(" \t\r");
        if (start == std::string::npos || line[start] == '#') continue;
        return hints::looks_like_hodoku_line(std::string_view(line).substr(start));
    }
    return false;
}

std::vector<Position> hodoku_positions(const std::string& text, const std::string& source) {
    std::vector<Position> positions;
    std::istringstream in(text);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        const auto start = line.find_first_not_of(" \t\r");
        if (start == std::string::npos || line[start] == '#') continue;
        Position p{.index = static_cast<int>(positions.size()), .line = number};
        try {
            p.hodoku = hints::parse_hodoku_line(line, source, number);
            p.givens = p.hodoku->givens;
            p.marks = p.hodoku->marks;
        } catch (const ParseError& e) {
            p.error = e;
        }
        positions.push_back(std::move(p));
    }
    return positions;
}

std::vector<Position> puzzle_positions(const std::string& text, const std::string& source) {
    std::vector<Position> positions;
    std::istringstream in(text);
    PuzzleReader reader(in, source);
    while (auto entry = reader.next()) {
        Position p{.index = entry->index, .line = entry->line, .givens = entry->grid, .error = entry->error};
        if (p.givens) {
            try {
                p.marks = PencilMarks(*p.givens);
            } catch (const std::invalid_argument&) {
                // clashing givens: no pencil marks; the commands say what clashes
            }
        }
        positions.push_back(std::move(p));
    }
    return positions;
}

}  // namespace

std::optional<std::vector<Position>> read_positions(const std::string& path, std::string_view command) {
    std::ostringstream text;
    std::string source = "<stdin>";
    if (path == "-") {
        text << std::cin.rdbuf();
    } else {
        if (const auto missing = missing_input(path, command)) {
            std::cerr << "sudoku: " << *missing << "\n";
            return std::nullopt;
        }
        std::error_code error;
        if (std::filesystem::is_directory(path, error)) {
            std::cerr << "sudoku: " << path << ": is a directory, expected a puzzle file\n";
            return std::nullopt;
        }
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            std::cerr << "sudoku: " << path << ": cannot open file\n";
            return std::nullopt;
        }
        text << in.rdbuf();
        source = path;
    }
    const std::string all = text.str();
    auto positions = hodoku_input(all) ? hodoku_positions(all, source) : puzzle_positions(all, source);
    if (positions.empty()) {
        std::cerr << source
                  << ": no puzzle found (expected puzzles in the one-line, block, grid or pretty form, or lines of "
                     "HoDoKu's library format)\n";
        return std::nullopt;
    }
    return positions;
}

}  // namespace sudoku::app
