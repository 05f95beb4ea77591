#!/usr/bin/env bash
# Prints the standard tables of docs/benchmarks.md (the backends side by side, ours against Gecode,
# the generator), one run after the other (never two at once: they would compete for the cores).
# Usage: bench/run_tables.sh BUILD_DIR DATA_DIR [OUT_DIR]
# BUILD_DIR is a Release build; DATA_DIR holds sudoku9/ and sudoku-large/. Each table goes to
# OUT_DIR/NAME.md (default: the current directory), with the command on its first line.
set -euo pipefail
build=${1:?Release build directory}
data=${2:?data directory with sudoku9/ and sudoku-large/}
out=${3:-.}
mkdir -p "$out"

run() {  # run NAME PROGRAM ARGS...: the table of one run, the command above it
    local name=$1; shift
    local program=$1; shift
    echo "== $name" >&2
    { echo "\`$program ${*//$data/\$DATA} --markdown\`"; echo
      "$build/bench/$program" "$@" --markdown | sed -n '/^| backend/,$p'; } > "$out/$name.md"
}

all_backends=csp,dlx,rules,best-first,backtrack
run backends_17clue sudoku_bench "$data/sudoku9/17_clue.txt" --limit 10000 --backends csp,dlx,rules,best-first
run backends_top1465 sudoku_bench "$data/sudoku9/magictour_top1465.txt" --backends $all_backends --time-limit-ms 10000
run backends_forum1106 sudoku_bench "$data/sudoku9/forum_hardest_1106.txt" --backends $all_backends --time-limit-ms 10000
run backends_krazydad_st sudoku_bench "$data/sudoku-large/krazydad_16x16_ST.txt" --limit 200 --backends $all_backends --time-limit-ms 2000

if [[ -x "$build/bench/gecode_sudoku" ]]; then
    run gecode_binary_top1465 gecode_sudoku "$data/sudoku9/magictour_top1465.txt" --ipl val --model binary
    run gecode_dom_17clue gecode_sudoku "$data/sudoku9/17_clue.txt" --limit 10000 --ipl dom
    run gecode_dom_top1465 gecode_sudoku "$data/sudoku9/magictour_top1465.txt" --ipl dom
    run gecode_dom_forum1106 gecode_sudoku "$data/sudoku9/forum_hardest_1106.txt" --ipl dom
    run gecode_dom_janko16 gecode_sudoku "$data/sudoku-large/gecode_16x16_janko.txt" --ipl dom
    run gecode_dom_krazydad_st gecode_sudoku "$data/sudoku-large/krazydad_16x16_ST.txt" --limit 1000 --ipl dom
fi
generator() {  # generator NAME ARGS...: generator_bench prints a plain-text table
    local name=$1; shift
    echo "== $name" >&2
    { echo "\`generator_bench $*\`"; echo; echo '```text'
      "$build/bench/generator_bench" "$@"; echo '```'; } > "$out/$name.md"
}
generator generator_small --box 2,3,4 --backend auto,dlx,rules --grades
generator generator_25x25 --box 5 --runs 3 --time-limit 60
