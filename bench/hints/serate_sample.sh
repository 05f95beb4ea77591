#!/usr/bin/env bash
# Rates a fixed sample of the shared 9x9 sets with Sudoku Explainer's own rater (serate, the peer in
# ../shared/peers/sudoku-explainer), one puzzle at a time under a time cap, and writes
# `PUZZLE SE` lines (SE "timeout" when serate did not finish within the cap): the fixture that
# `hints_bench se` compares our SE number with. serate is slow (seconds to minutes a puzzle), so
# run it niced in the background:
#
#   nice bench/hints/serate_sample.sh SE_BUILD_DIR DATA_DIR > tests/data/hints/serate_sample.txt
#   SAMPLE=hard CAP_SECONDS=240 nice bench/hints/serate_sample.sh SE_BUILD_DIR DATA_DIR \
#       > tests/data/hints/serate_hard.txt
#
# SE_BUILD_DIR is what the peer's `build` script made; DATA_DIR holds the shared sets (sudoku9/).
# CAP_SECONDS (default 25) is the per-puzzle cap. SAMPLE picks the puzzles: `mixed` (the default:
# every set, mostly easy), `hard` (magictour_top1465, forum_hardest_1106 and norvig_top95, where SE's scale
# above 7.5 — Nishio, cell and region, dynamic and nested forcing chains — is needed) or `nested`
# (SE 9.0 and up: tests/data/hints/serate_nested.txt, CAP_SECONDS=1500; serate takes minutes each).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
se_dir=$(cd "${1:?usage: serate_sample.sh SE_BUILD_DIR DATA_DIR}" && pwd)
data=$(cd "${2:?usage: serate_sample.sh SE_BUILD_DIR DATA_DIR}" && pwd)
cap=${CAP_SECONDS:-25}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"  # serate writes its settings (Sudoku9Explainer.json) where it runs

# Every Nth line of each set, so the sample is fixed and spread over each file.
sample() { awk -v step="$2" -v most="$3" 'NR % step == 1 && n < most { print substr($0, 1, 81); ++n }' "$data/sudoku9/$1"; }
hard() {
    sample magictour_top1465.txt 61 24
    sample forum_hardest_1106.txt 42 9
    sample norvig_top95.txt 8 12
}
# SE 9.0 and up, where its nested chains (9.5+) start: AI Escargot, Golden Nugget, Platinum Blonde,
# Easter Monster, the puzzles serate_hard.txt lists as timed out, and every 6000th of the SE ≥ 11 set.
nested() {
    sed -n 6p "$data/sudoku9/norvig_hardest11.txt"
    sed -n '57p;77p;90p' "$data/sudoku9/forum_hardest_1106.txt"
    awk '$2 == "timeout" { print $1 }' "$here/../../tests/data/hints/serate_hard.txt"
    sample forum_hardest_1905_11plus.txt 6000 9
}
mixed() {
    sample 17_clue.txt 330 150
    sample gecode_9x9.txt 1 18
    sample norvig_top95.txt 3 32
    sample norvig_hardest11.txt 1 11
    sample magictour_top1465.txt 25 60
    sample forum_hardest_1106.txt 25 15
}
case "${SAMPLE:-mixed}" in
    mixed) mixed ;;
    hard) hard ;;
    nested) nested ;;
    *) echo "serate_sample.sh: SAMPLE must be mixed, hard or nested, not '$SAMPLE'" >&2; exit 2 ;;
esac > "$work/puzzles.txt"

echo "# serate (Sudoku Explainer 1.2.1.3) ratings: puzzle, then SE's rating (ER), or 'timeout' after ${cap} s."
echo "# Made by: SAMPLE=${SAMPLE:-mixed} CAP_SECONDS=${cap} nice bench/hints/serate_sample.sh SE_BUILD_DIR /work/shared/data"
while read -r puzzle; do
    printf '%s\n' "$puzzle" > "$work/one.txt"
    rm -f "$work/out.txt"
    if timeout "$cap" java -cp "$se_dir:/usr/share/java/json-simple.jar" diuf.sudoku.test.serate \
        --input="$work/one.txt" --output="$work/out.txt" --format='%r' > /dev/null 2>&1 && [ -s "$work/out.txt" ]; then
        echo "$puzzle $(head -1 "$work/out.txt")"
    else
        echo "$puzzle timeout"
    fi
done < "$work/puzzles.txt"
