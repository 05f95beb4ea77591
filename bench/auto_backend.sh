#!/usr/bin/env bash
# The default backend (`--backend auto`) measured against what it replaced and against its target:
#  1. 9×9 and 16×16 sets: `sudoku solve` with the default flags against `--backend csp` (the
#     default before `auto`), runs interleaved, the fastest of RUNS per side, CPU seconds, ratio.
#  2. gecode_25x25.txt: each puzzle alone with the default flags (uniqueness proven), its CPU
#     seconds, the backend `auto` chose and the outcome; the target is 10 s per puzzle.
#  3. Empty 36×36 and 64×64 grids (many solutions, little propagation): the default against the two
#     backends it may pick there, CPU seconds to two solutions, 60 s (wall) at most each; the target
#     is a default no slower than the faster of the two by much (not `sat`'s 16 s against `csp`'s 0.3).
# Every run is one process on one thread.
#
# Usage: bench/auto_backend.sh [BUILD_DIR] [DATA_DIR] [RUNS]
#   defaults: build, ../shared/data, 3
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build} data=${2:-$root/../shared/data} runs=${3:-3}
tool=$build/sudoku
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# cpu_seconds ARGS...: user + system CPU seconds of one `sudoku solve` run (its output in $work/out).
cpu_seconds() {
  /usr/bin/time -f '%U %S' -o "$work/time" "$tool" solve --threads 1 --stats "$@" >"$work/out" 2>/dev/null || true
  # The last line: GNU time puts "Command exited with non-zero status N" above the times.
  tail -1 "$work/time" | awk '{ printf "%.2f", $1 + $2 }'
}

fastest() { awk -v a="$1" -v b="${2:-$1}" 'BEGIN { print (a < b ? a : b) }'; }

# measure NAME FILE: default flags against --backend csp on one file.
measure() {
  local name=$1 file=$2 best_csp="" best_auto="" t
  [[ -s $file ]] || { printf '| %s | skipped (not found) | | |\n' "$name"; return; }
  for ((i = 0; i < runs; i++)); do
    t=$(cpu_seconds --backend csp "$file"); best_csp=$(fastest "$t" "$best_csp")
    t=$(cpu_seconds "$file"); best_auto=$(fastest "$t" "$best_auto")
  done
  awk -v n="$name" -v c="$best_csp" -v a="$best_auto" \
    'BEGIN { printf "| %s | %.2f | %.2f | %.3f |\n", n, c, a, (c > 0 ? a / c : 1) }'
}

head -10000 "$data/sudoku9/17_clue.txt" >"$work/17_clue_10000.txt" 2>/dev/null || true
echo "| set | --backend csp (s) | default (s) | ratio |"
echo "|---|--:|--:|--:|"
measure "17_clue, first 10,000" "$work/17_clue_10000.txt"
measure "magictour_top1465" "$data/sudoku9/magictour_top1465.txt"
measure "forum_hardest_1106" "$data/sudoku9/forum_hardest_1106.txt"
measure "krazydad_16x16_CH" "$data/sudoku-large/krazydad_16x16_CH.txt"
measure "krazydad_16x16_TF" "$data/sudoku-large/krazydad_16x16_TF.txt"

file=$data/sudoku-large/gecode_25x25.txt
[[ -s $file ]] || { echo "gecode_25x25.txt not found" >&2; exit 0; }
echo
echo "| gecode_25x25 # | backend | outcome | CPU s |"
echo "|---|---|---|--:|"
total=0 over=0 n=0
while IFS= read -r line; do
  [[ -z $line || $line == \#* ]] && continue
  n=$((n + 1))
  printf '%s\n' "$line" >"$work/puzzle.txt"
  t=$(cpu_seconds --time-limit 60 "$work/puzzle.txt")
  backend=$(sed -n 's/^# backend \([a-z-]*\),.*/\1/p' "$work/out" | head -1)
  if grep -q "limit reached" "$work/out"; then outcome="limit (60 s)"
  elif grep -q "more than one\|no solution" "$work/out"; then outcome="not unique / none"
  else outcome="unique"; fi
  printf '| %d | %s | %s | %.2f |\n' "$n" "$backend" "$outcome" "$t"
  total=$(awk -v a="$total" -v b="$t" 'BEGIN { print a + b }')
  over=$(awk -v a="$over" -v b="$t" 'BEGIN { print a + (b > 10 ? 1 : 0) }')
done <"$file"
printf '\n%d puzzles, %.1f s CPU in all, %d above 10 s\n' "$n" "$total" "$over"

echo
echo "| empty grid | default: backend | default (s) | --backend csp (s) | --backend sat (s) |"
echo "|---|---|--:|--:|--:|"
for side in 36 64; do
  # The grid form (integers, 0 = blank): the one-line form has no letters for values above 35.
  awk -v n="$side" 'BEGIN { for (r = 0; r < n; r++) { s = "0"; for (c = 1; c < n; c++) s = s " 0"; print s } }' \
    >"$work/empty.txt"
  t_default=$(cpu_seconds --time-limit 60 "$work/empty.txt")
  backend=$(sed -n 's/^# backend \([a-z-]*\),.*/\1/p' "$work/out" | head -1)
  t_csp=$(cpu_seconds --time-limit 60 --backend csp "$work/empty.txt")
  t_sat=$(cpu_seconds --time-limit 60 --backend sat "$work/empty.txt")
  printf '| %d×%d | %s | %s | %s | %s |\n' "$side" "$side" "$backend" "$t_default" "$t_csp" "$t_sat"
done
