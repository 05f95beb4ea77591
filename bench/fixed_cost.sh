#!/usr/bin/env bash
# The fixed cost of a FlatZinc solver's run: CPU milliseconds (perf's task-clock: user + system of
# the process, loading included) and page faults, the mean of RUNS runs with -s (statistics, as
# bench/learning_on_off.sh runs them), for the model `solve satisfy;` and each FlatZinc file given,
# per program. The programs' runs alternate file by file, so a neighbour's load falls on all of
# them alike. A file NAME.fzn is given to a program as NAME.SUFFIX.fzn when PROGRAM=SUFFIX names a
# suffix and that file exists (a peer's own FlatZinc, compiled with its library). Prints a Markdown
# table.
#
# Usage: bench/fixed_cost.sh RUNS PROGRAM[=SUFFIX] … [-- FILE.fzn …]
#   e.g. bench/fixed_cost.sh 10 ../main/build/fzn-csp build/fzn-csp /tmp/chuffed/fzn-chuffed=chuffed -- q.fzn
set -euo pipefail
if (($# < 2)) || ! command -v perf >/dev/null; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi
runs=$1
shift
programs=()
while (($# > 0)) && [[ $1 != -- ]]; do
  programs+=("$1")
  shift
done
(($# > 0)) && shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo 'solve satisfy;' >"$work/empty.fzn"
files=("$work/empty.fzn" "$@")

header="| model |" rule="|---|"
for spec in "${programs[@]}"; do
  header+=" ${spec%%=*} ms | faults |"
  rule+="--:|--:|"
done
echo "$header"
echo "$rule"
for file in "${files[@]}"; do
  name=$(basename "$file" .fzn)
  [[ $file == "$work/empty.fzn" ]] && name="empty (solve satisfy;)"
  row="| $name |"
  for spec in "${programs[@]}"; do
    program=${spec%%=*} input=$file
    if [[ $spec == *=* && -f ${file%.fzn}.${spec#*=}.fzn ]]; then input=${file%.fzn}.${spec#*=}.fzn; fi
    perf stat -r "$runs" -x, -e task-clock,page-faults -o "$work/stat" "$program" -s "$input" >/dev/null 2>&1 || true
    row+=$(awk -F, '$3 == "task-clock" {ms = $1} $3 == "page-faults" {pf = $1} END {printf " %.2f | %d |", ms, pf}' "$work/stat")
  done
  echo "$row"
done
