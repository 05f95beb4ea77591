#!/usr/bin/env bash
# Embarrassingly parallel search on Open MPI (docs/parallel.md): the same binary on one rank and
# under `mpirun -np 2` and `-np 4` (4 oversubscribes a 2-core machine), on CPU-bound searches:
# N-Queens counted by examples/queens_mpi, and FlatZinc models given as MODEL.fzn arguments (all
# solutions with -a when the model is a satisfaction problem, else the optimum). Prints a Markdown
# table: wall and CPU seconds (user + system of mpirun and its ranks), the speed-up in wall time
# against one rank, and the answer (solutions or the last objective line) to check they agree.
#
# Usage: bench/mpi_speedup.sh BUILD_DIR [QUEENS_N …] [-- MODEL.fzn …]   (default N: 12 13 14)
set -euo pipefail
if (($# < 1)); then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi
build=$1
shift
sizes=() models=()
while (($#)); do
  if [[ $1 == -- ]]; then
    shift
    models=("$@")
    break
  fi
  sizes+=("$1")
  shift
done
((${#sizes[@]} + ${#models[@]})) || sizes=(12 13 14)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
out=$(mktemp)
trap 'rm -f "$out" "$out.time"' EXIT

# run NAME RANKS ANSWER_FILTER COMMAND…: one table row; the first (1 rank) sets the reference wall time.
reference=""
run() {
  local name=$1 ranks=$2 filter=$3
  shift 3
  /usr/bin/time -f "%e %U %S" -o "$out.time" mpirun --oversubscribe -np "$ranks" "$@" >"$out"
  read -r wall user sys <"$out.time"
  [[ $ranks == 1 ]] && reference=$wall
  local cpu answer
  cpu=$(python3 -c "print(f'{$user + $sys:.2f}')")
  answer=$(eval "$filter" <"$out" | tr '\n' ' ')
  python3 -c "print(f'| $name | $ranks | {$wall:.2f} | $cpu | {$reference / max($wall, 0.01):.2f}× | $answer |')"
}

echo "| search | ranks | wall s | CPU s | speed-up | answer |"
echo "| --- | --- | --- | --- | --- | --- |"
for n in "${sizes[@]}"; do
  for ranks in 1 2 4; do
    run "$n-queens, count" "$ranks" "grep -o '[0-9]* solutions'" "$build/examples/queens_mpi" "$n"
  done
done
for model in "${models[@]}"; do
  flags=()
  grep -q "solve *\(::.*\)\? *satisfy" "$model" && flags=(-a)
  for ranks in 1 2 4; do
    run "$(basename "$model") ${flags[*]}" "$ranks" "grep -v '^%%%' | tail -n 3 | head -n 1 | cut -c1-60" \
      "$build/fzn-csp" --mpi "${flags[@]}" "$model"
  done
done
