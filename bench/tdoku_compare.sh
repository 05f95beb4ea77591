#!/usr/bin/env bash
# The bitboard backend against tdoku (TdokuSolverDpllTriadSimd, the fastest published 9x9 solver):
# builds tdoku from SHARED/peers/tdoku with its own `build` script (clang -O3 -march=native; once,
# into BUILD/tdoku), then times both on the same puzzles, one after the other, pinned to one core
# with taskset: CPU microseconds per puzzle, the best of REPEATS passes, for the first solution
# (limit 1) and for uniqueness (limit 2). Ours goes through sudoku::solve like any caller, and
# per_puzzle_cpu judges every answer with the independent validator first (exit 1 on a wrong one).
# Prints a Markdown table with the ratio ours / tdoku.
#
# Usage: bench/tdoku_compare.sh [BUILD] [SHARED] [REPEATS] [CORE]
#   defaults: build, ../shared beside the checkout, 3, 1
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build} shared=${2:-$root/../shared} repeats=${3:-3} core=${4:-1}
ours=$build/bench/per_puzzle_cpu
data=$shared/data/sudoku9
[[ -x $ours ]] || { echo "tdoku_compare.sh: build per_puzzle_cpu first: cmake --build $build --target per_puzzle_cpu" >&2; exit 2; }
[[ -x $shared/peers/tdoku/build ]] || { echo "tdoku_compare.sh: no tdoku at $shared/peers/tdoku" >&2; exit 2; }
tdoku=$build/tdoku/tdoku_bench
[[ -x $tdoku ]] || nice "$shared/peers/tdoku/build" "$build/tdoku" > /dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The sets of issue 38: file, puzzles taken from its start (0 = all).
sets=("17_clue 10000" "magictour_top1465 0" "forum_hardest_1905_11plus 5000" "forum_hardest_1106 0")

us_per_puzzle() { sed -n 's/.* \([0-9.]*\) us\/puzzle.*/\1/p'; }

echo "| set | puzzles | mode | tdoku µs | bitboard µs | ratio | bitboard nodes/puzzle |"
echo "|---|--:|---|--:|--:|--:|--:|"
for entry in "${sets[@]}"; do
  read -r name first <<< "$entry"
  file=$work/$name.txt
  if ((first > 0)); then head -n "$first" "$data/$name.txt" > "$file"; else cp "$data/$name.txt" "$file"; fi
  count=$(wc -l < "$file")
  for limit in 1 2; do
    theirs=$(taskset -c "$core" "$tdoku" "$file" "$limit" "$repeats" | us_per_puzzle)
    line=$(taskset -c "$core" "$ours" "$file" --limit "$limit" --repeats "$repeats")
    mine=$(us_per_puzzle <<< "$line")
    nodes=$(sed -n 's/.* \([0-9.]*\) nodes\/puzzle.*/\1/p' <<< "$line")
    mode=$([[ $limit == 1 ]] && echo first || echo "two solutions")
    ratio=$(awk -v a="$mine" -v b="$theirs" 'BEGIN { printf "%.2f×", a / b }')
    echo "| $name | $count | $mode | $theirs | $mine | $ratio | $nodes |"
  done
done
