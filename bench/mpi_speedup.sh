#!/usr/bin/env bash
# Embarrassingly parallel search on Open MPI (docs/distributed.md): the same binary on one rank and
# under `mpirun -np 2` and `-np 4` (4 oversubscribes a 2-core machine), on CPU-bound searches:
# N-Queens counted by examples/queens_mpi, and FlatZinc models given as MODEL.fzn arguments (all
# solutions with -a, counted, when the model is a satisfaction problem, else the optimum;
# bench/mpi_instances.sh writes those of issue 41). Prints a Markdown
# table: wall and CPU seconds (user + system of mpirun and its ranks), the speed-up in wall time
# against one rank, the CPU efficiency (one rank's CPU over this run's: 1.00 when the ranks add no
# work; the wall speed-up it allows is ranks × efficiency on idle cores), the machine's load average
# (1 minute) before and after the row, and the answer (solutions or the last objective line) to
# check they agree. RANKS (default "1 2 4") chooses the rank counts; the first is the reference.
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

read -ra rank_counts <<<"${RANKS:-1 2 4}"
# run NAME RANKS ANSWER_FILTER COMMAND…: one table row; the first rank count sets the reference times.
reference="" reference_cpu=""
run() {
  local name=$1 ranks=$2 filter=$3
  shift 3
  local load_before load_after
  read -r load_before _ </proc/loadavg
  /usr/bin/time -f "%e %U %S" -o "$out.time" mpirun --oversubscribe -np "$ranks" "$@" >"$out"
  read -r load_after _ </proc/loadavg
  read -r wall user sys <"$out.time"
  local cpu answer
  cpu=$(python3 -c "print(f'{$user + $sys:.2f}')")
  if [[ $ranks == "${rank_counts[0]}" ]]; then
    reference=$wall reference_cpu=$cpu
  fi
  answer=$(eval "$filter" <"$out" | tr '\n' ' ')
  local speedup efficiency
  speedup=$(python3 -c "print(f'{$reference / max($wall, 0.01):.2f}')")
  efficiency=$(python3 -c "print(f'{$reference_cpu / max($cpu, 0.01):.2f}')")
  echo "| $name | $ranks | $wall | $cpu | $speedup× | $efficiency | $load_before → $load_after | $answer |"
}

# optimum NAME < OUTPUT: the last value of the objective NAME when it is printed, else the last
# solution's last line (cut), and "(optimal)" when the run proved it.
optimum() {
  local output
  output=$(cat)
  { grep -- "^$1 = " <<<"$output" || grep -v -- '^%\|^---\|^===' <<<"$output"; } | tail -n 1 | cut -c1-60
  if grep -q -- ========== <<<"$output"; then echo "(optimal)"; fi
}

echo "| search | ranks | wall s | CPU s | wall speed-up | CPU efficiency | load | answer |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
for n in "${sizes[@]}"; do
  for ranks in "${rank_counts[@]}"; do
    run "$n-queens, count" "$ranks" "grep -o '[0-9]* solutions'" "$build/examples/queens_mpi" "$n"
  done
done
for model in "${models[@]}"; do
  # A satisfaction model: all its solutions, counted; an optimisation: the last solution's objective
  # when it is an output variable, else the solution's last line (cut), and whether it was proven.
  objective=$(sed -n 's/^solve .*\(minimize\|maximize\) *\([A-Za-z_0-9]*\) *;.*/\2/p' "$model")
  flags=() filter="optimum $objective"
  # All solutions depth-first, without restarts, as the figures in docs/benchmarks.md were taken
  # (a restart bug, since fixed, printed some solutions twice there).
  if grep -q "solve *\(::.*\)\? *satisfy" "$model"; then
    flags=(-a --restarts none) filter="echo \$(grep -c -- ----------) solutions"
  fi
  for ranks in "${rank_counts[@]}"; do
    run "$(basename "$model" .fzn) ${flags[*]}" "$ranks" "$filter" "$build/fzn-csp" --mpi "${flags[@]}" "$model"
  done
done
