#!/usr/bin/env bash
# Which backend answers 16×16 puzzles fastest: each backend and the default (`auto`) on each 16×16
# set, as `sudoku solve` runs them (uniqueness decided: a second solution looked for), one process
# on one thread at a time, user + system CPU seconds for the first COUNT puzzles of each file, and
# the search nodes summed from --stats. The measurement behind `auto`'s choice for 16×16
# (sudoku/backends/auto.cpp; docs/benchmarks.md, "16×16").
#
# Usage: bench/backends_16x16.sh [BUILD_DIR] [DATA_DIR] [COUNT]
#   defaults: build, ../shared/data, 2000
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build} data=${2:-$root/../shared/data} count=${3:-2000}
tool=$build/sudoku
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
backends=(auto csp rules sat dlx)

# run BACKEND FILE: "CPU-seconds nodes solved" of one `sudoku solve` over FILE.
run() {
  /usr/bin/time -f '%U %S' -o "$work/time" "$tool" solve --backend "$1" --threads 1 --stats --time-limit 120 "$2" \
    >"$work/out" 2>&1 || true
  local cpu nodes solved
  cpu=$(tail -1 "$work/time" | awk '{ printf "%.2f", $1 + $2 }')
  nodes=$(grep -o '^# backend [a-z-]*, nodes [0-9]*' "$work/out" | awk '{ s += $NF } END { print s + 0 }')
  solved=$(sed -n 's/^puzzles [0-9]*, solved \([0-9]*\),.*/\1/p' "$work/out")
  echo "$cpu $nodes $solved"
}

printf '| set | puzzles |'
for b in "${backends[@]}"; do printf ' %s s (nodes/puzzle) |' "$b"; done
printf '\n|---|--:|'
for b in "${backends[@]}"; do printf -- '--:|'; done
printf '\n'
for name in krazydad_16x16_IM krazydad_16x16_CH krazydad_16x16_TF krazydad_16x16_ST gecode_16x16_janko; do
  file=$data/sudoku-large/$name.txt
  [[ -s $file ]] || { printf '| %s | not found |\n' "$name"; continue; }
  head -"$count" "$file" >"$work/set.txt"
  n=$(grep -c . "$work/set.txt")
  printf '| %s | %d |' "$name" "$n"
  for b in "${backends[@]}"; do
    read -r cpu nodes solved < <(run "$b" "$work/set.txt")
    awk -v c="$cpu" -v k="$nodes" -v n="$n" -v s="$solved" \
      'BEGIN { printf " %.2f (%.1f)%s |", c, k / n, (s == n ? "" : " " s " solved") }'
  done
  printf '\n'
done
