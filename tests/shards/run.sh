#!/usr/bin/env bash
# A big job split into shards with GNU parallel, as docs/guide.md ("Sharding a big job") shows: the
# joined output of a two-shard run must be byte for byte that of one run, for `sudoku solve -` over
# `parallel --pipe --keep-order`, and for `sudoku generate` over adjoining --start ranges.
# Usage: tests/shards/run.sh SUDOKU WORK_DIR. Fails (never skips) when GNU parallel is missing.
set -euo pipefail
sudoku=$(realpath "$1")
work=$2
if ! parallel --version 2>/dev/null | grep -q "GNU parallel"; then
  echo "GNU parallel is not installed (scripts/install-deps installs the package 'parallel')" >&2
  exit 1
fi
rm -rf "$work"
mkdir -p "$work"
cd "$work"
status=0

# Checks that `sharded` equals `whole` and that parallel ran two jobs (its job log: a header + 2).
same() {
  local what=$1 whole=$2 sharded=$3
  if ! cmp -s "$whole" "$sharded"; then
    echo "FAIL: $what: the two shards joined differ from one run:" >&2
    diff "$whole" "$sharded" | head -20 >&2
    status=1
  elif [[ $(wc -l < jobs.txt) -ne 3 ]]; then
    echo "FAIL: $what: expected two shards, the job log says:" >&2
    cat jobs.txt >&2
    status=1
  else
    echo "ok: $what: two shards joined = one run ($(wc -l < "$whole") lines)"
  fi
}

# Solving: 40 puzzles with a comment line each, split into two shards of 40 lines.
"$sudoku" generate -q --box 3 --count 40 --seed 5 > puzzles.txt
"$sudoku" solve -q puzzles.txt > whole.txt
parallel --will-cite --joblog jobs.txt --pipe --keep-order -N 40 -j 2 "$sudoku" solve -q - < puzzles.txt > sharded.txt
same "solve, line form" whole.txt sharded.txt

# Generating: puzzles 1-6 of seed 7 in one run, and as puzzles 1-3 and 4-6.
for format in line grid; do
  "$sudoku" generate -q --box 3 --seed 7 --count 6 --format "$format" > whole.txt
  parallel --will-cite --joblog jobs.txt --keep-order -j 2 \
    "$sudoku" generate -q --box 3 --seed 7 --count 3 --format "$format" --start {} ::: 1 4 > sharded.txt
  same "generate, $format form" whole.txt sharded.txt
done
exit $status
