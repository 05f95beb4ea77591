#!/usr/bin/env bash
# The FlatZinc models of issue 41's MPI measurements, for bench/mpi_speedup.sh: written to OUT_DIR,
# compiled by `minizinc --solver csp -c` with the build's solver configuration.
#  - qwh-17-044.fzn: all solutions of a quasigroup with holes from bench/instances.py (order 17,
#    44 % holes, seed 1; 97,799 solutions), examples/minizinc/latin_square.mzn;
#  - golomb-10.fzn, still_life-7x7.fzn: the two longest optimisations of the shared MiniZinc set
#    (DATA, default ../shared/data/minizinc beside the checkout) for this engine (golomb 10 about
#    5 s of CPU on one core, still_life 7x7 about 3 s; the others take under 1 s).
#
# Usage: bench/mpi_instances.sh BUILD_DIR OUT_DIR [DATA]
#   then: RANKS="1 2 4" bench/mpi_speedup.sh BUILD_DIR 15 16 -- OUT_DIR/*.fzn
set -euo pipefail
if (($# < 2)); then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$1" && pwd) out=$2 data=${3:-$root/../shared/data/minizinc}
mkdir -p "$out"
export MZN_SOLVER_PATH=$build/share/minizinc/solvers
compile() { minizinc --solver csp -c "$@"; }

python3 "$root/bench/instances.py" qcp 17 --holes 0.44 --seed 1 --dzn >"$out/qwh-17-044.dzn"
compile "$root/examples/minizinc/latin_square.mzn" "$out/qwh-17-044.dzn" --fzn "$out/qwh-17-044.fzn" \
  --ozn "$out/qwh-17-044.ozn"
compile "$data/golomb/golomb.mzn" "$data/golomb/10.dzn" --fzn "$out/golomb-10.fzn" --ozn "$out/golomb-10.ozn"
compile "$data/still_life/still_life.mzn" "$data/still_life/7x7.dzn" --fzn "$out/still_life-7x7.fzn" \
  --ozn "$out/still_life-7x7.ozn"
ls "$out"/*.fzn
