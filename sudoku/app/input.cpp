#include "sudoku/app/input.hpp"

#include <cctype>
#include <filesystem>
#include <iostream>

namespace sudoku::app {

namespace {

/// Text typed as an argument that is more likely a puzzle than a file name: at least 16 characters
/// (the smallest puzzle), all of them puzzle characters, at least half of them digits or '.'.
bool looks_like_puzzle(std::string_view text) {
    if (text.size() < 16) return false;
    std::size_t digits = 0;
    for (const char c : text) {
        const bool digit = c == '.' || (c >= '0' && c <= '9');
        if (!digit && !std::isalpha(static_cast<unsigned char>(c))) return false;
        digits += digit;
    }
    return digits * 2 >= text.size();
}

}  // namespace

std::uintmax_t Input::position() const {
    if (!file) return 0;
    const auto at = file->tellg();
    return at < 0 ? size : static_cast<std::uintmax_t>(at);
}

std::optional<std::string> missing_input(const std::string& path, std::string_view command) {
    std::error_code error;  // exists() is false on EACCES too, with `error` set
    if (path == "-" || std::filesystem::exists(path, error) || error) return std::nullopt;
    std::string message = path + ": no such file";
    if (looks_like_puzzle(path))
        message += "; to give a puzzle as text, pass it on standard input: echo '" + path + "' | sudoku " +
                   std::string(command) + " -";
    return message;
}

std::optional<Input> open_input(const std::string& path, std::string_view command) {
    Input in;
    if (path == "-") {
        in.stream = &std::cin;
        in.name = "<stdin>";
        return in;
    }
    if (const auto missing = missing_input(path, command)) {
        std::cerr << "sudoku: " << *missing << "\n";
        return std::nullopt;
    }
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
        std::cerr << "sudoku: " << path << ": is a directory, expected a puzzle file\n";
        return std::nullopt;
    }
    in.file = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*in.file) {
        std::cerr << "sudoku: " << path << ": cannot open file\n";
        return std::nullopt;
    }
    in.size = std::filesystem::file_size(path, error);
    in.stream = in.file.get();
    in.name = path;
    return in;
}

}  // namespace sudoku::app
