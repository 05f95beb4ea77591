#!/usr/bin/env bash
# fzn-csp without and with learning (lazy clause generation: --no-learning / the default, or the
# default / --learning before it was one), Chuffed when CHUFFED_MSC names its MiniZinc
# configuration and Gecode when GECODE_MSC names its own (e.g. ../shared/peers/gecode-mzn/gecode-fixed.msc),
# on MiniZinc benchmark instances. Each instance is compiled once per
# solver (minizinc -c with its .msc and library); each solver then runs on its FlatZinc directly.
# Prints a Markdown table: per solver the status, the CPU time (user + system of the solver's
# process and its children, seconds, read with wait4 to the microsecond: /usr/bin/time's 10 ms
# would round every quick run; on a shared machine CPU time says less about the neighbours than
# wall time) and the failures;
# then per solver the instances solved (a solution of a satisfaction instance, a proof of
# unsatisfiability or of the optimum) and the geometric mean of the CPU time over the instances
# every solver solved (times below 1 ms count as 1 ms), and the geometric mean of the ratio of
# fzn-csp's (learning) CPU time to each peer's over the instances both solve, also with times below
# 10 ms counted as 10 ms (the resolution of this script's figures before wave 11).
#
# Usage: bench/learning_on_off.sh CSP_MSC FZN_CSP [DATA] [LIMIT_MS] [INSTANCE … | all]
#   INSTANCE is MODEL:DATA relative to DATA (default ../shared/data/minizinc beside the checkout);
#   `all` takes every row of DATA/instances.csv; the default list is the instances issue 37 names.
#   LIMIT_MS default 20000.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if (($# < 2)); then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi
csp_msc=$1 fzn_csp=$2 data=${3:-$root/../shared/data/minizinc} limit=${4:-20000}
shift $(($# < 4 ? $# : 4))
instances=("$@")
if ((${#instances[@]} == 0)); then
  instances=(fillomino/fillomino.mzn:fillomino/18.dzn black-hole/black-hole.mzn:black-hole/0.dzn
    ghoulomb/ghoulomb.mzn:ghoulomb/3-8-16.dzn open_stacks/open_stacks_01.mzn:open_stacks/wbp_15_15_1.dzn
    amaze/amaze.mzn:amaze/2012-03-07.dzn golomb/golomb.mzn:golomb/10.dzn fillomino/fillomino.mzn:fillomino/15.dzn)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The kind of each instance (satisfy, minimize, maximize) where instances.csv knows it.
declare -A kinds=()
if [[ -f $data/instances.csv ]]; then
  while IFS=, read -r _ model dzn kind _; do
    [[ $kind == kind ]] && continue
    kinds["$model:$dzn"]=$kind
  done <"$data/instances.csv"
fi
if [[ ${instances[*]} == all ]]; then
  instances=()
  while IFS=, read -r _ model dzn kind _; do
    [[ $kind == kind ]] || instances+=("$model:$dzn")
  done <"$data/instances.csv"
fi
guard_s=$((limit / 1000 + 60))

# stats OUT CPU: "STATUS | CPU | FAILURES" from a solver's output with -s and /usr/bin/time's file.
stats() {
  python3 - "$1" "$2" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
def stat(name):
    m = re.findall(r"^%%%mzn-stat: " + name + r"=(\S+)", text, re.M)
    return m[-1] if m else None
status = ("UNSAT" if "=====UNSATISFIABLE=====" in text else "DONE" if "==========" in text
          else "SAT" if "----------" in text else "UNKNOWN")
cpu = open(sys.argv[2]).read().strip().splitlines()[-1].split()
time = float(cpu[0]) + float(cpu[1])
print(f"{status} | {time:.3f} | {stat('failures') or '-'}")
PY
}

# measure COMMAND…: runs it under the guard and prints "STATUS | CPU | FAILURES".
measure() {
  python3 -c '
import os, signal, subprocess, sys
cpu_file, guard = sys.argv[1], int(sys.argv[2])
child = subprocess.Popen(sys.argv[3:])
signal.signal(signal.SIGALRM, lambda *_: child.terminate())
signal.alarm(guard)
_, _, usage = os.wait4(child.pid, 0)
with open(cpu_file, "w") as out:
    out.write(f"{usage.ru_utime:.6f} {usage.ru_stime:.6f}\n")
' "$work/cpu" "$guard_s" "$@" >"$work/out" 2>&1 || true
  stats "$work/out" "$work/cpu"
}

# executable MSC: the solver binary a MiniZinc configuration names.
executable() {
  python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["executable"])' "$1"
}
chuffed= gecode=
[[ -z ${CHUFFED_MSC:-} ]] || chuffed=$(executable "$CHUFFED_MSC")
[[ -z ${GECODE_MSC:-} ]] || gecode=$(executable "$GECODE_MSC")

echo "Limit ${limit} ms, one thread; CPU seconds; DONE = optimum proven or search complete, SAT = a solution."
echo
header="| instance | csp (plain) status | time | failures | csp (learning) status | time | failures |"
rule="|---|---|--:|--:|---|--:|--:|"
if [[ -n ${CHUFFED_MSC:-} ]]; then
  header+=" Chuffed status | time | failures |"
  rule+="---|--:|--:|"
fi
if [[ -n ${GECODE_MSC:-} ]]; then
  header+=" Gecode status | time | failures |"
  rule+="---|--:|--:|"
fi
echo "$header"
echo "$rule"
# The flags that turn learning off and on, whichever is fzn-csp's default.
off="" on=--learning
if "$fzn_csp" --help 2>&1 | grep -q -- --no-learning; then off=--no-learning on=""; fi
: >"$work/results"
for spec in "${instances[@]}"; do
  model=${spec%%:*} dzn=${spec#*:}
  files=("$data/$model")
  [[ -n $dzn ]] && files+=("$data/$dzn")
  name=${dzn%.dzn}
  [[ -n $dzn ]] || name=${model%.mzn}
  minizinc -c --solver "$csp_msc" "${files[@]}" --fzn "$work/m.fzn" --ozn "$work/m.ozn" >/dev/null
  row="| $name |" cells=("${kinds[$spec]:-satisfy}")
  for flag in "$off" "$on"; do
    cells+=("$(measure "$fzn_csp" -s -t "$limit" $flag "$work/m.fzn")")
  done
  if [[ -n ${CHUFFED_MSC:-} ]]; then
    minizinc -c --solver "$CHUFFED_MSC" "${files[@]}" --fzn "$work/c.fzn" --ozn "$work/c.ozn" >/dev/null
    cells+=("$(measure "$chuffed" -s -t "$limit" "$work/c.fzn")")
  fi
  if [[ -n ${GECODE_MSC:-} ]]; then
    minizinc -c --solver "$GECODE_MSC" "${files[@]}" --fzn "$work/g.fzn" --ozn "$work/g.ozn" >/dev/null
    cells+=("$(measure "$gecode" -s -t "$limit" "$work/g.fzn")")
  fi
  for cell in "${cells[@]:1}"; do row+=" $cell |"; done
  echo "$row"
  (IFS=$'\t'; echo "${cells[*]}") >>"$work/results"
done
echo
python3 - "$work/results" ${CHUFFED_MSC:+Chuffed} ${GECODE_MSC:+Gecode} <<'PY'
import math, sys
names = ["csp (plain)", "csp (learning)"] + sys.argv[2:]
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
def solved(kind, cell):
    status = cell.split("|")[0].strip()
    return status in ("DONE", "UNSAT") or (kind == "satisfy" and status == "SAT")
def cpu(cell, floor=0.001):
    return max(floor, float(cell.split("|")[1]))
every = [r for r in rows if all(solved(r[0], c) for c in r[1:])]
for i, name in enumerate(names, start=1):
    count = sum(solved(r[0], r[i]) for r in rows)
    mean = math.exp(sum(math.log(cpu(r[i])) for r in every) / len(every)) if every else float("nan")
    print(f"{name}: solved {count} of {len(rows)}; geometric mean CPU time over the {len(every)} all solve: {mean:.4f} s")
def mean_ratio(rows, i, floor):
    return math.exp(sum(math.log(cpu(r[2], floor) / cpu(r[i], floor)) for r in rows) / len(rows)) if rows else float("nan")
for i, name in enumerate(names[2:], start=3):
    both = [r for r in rows if solved(r[0], r[2]) and solved(r[0], r[i])]
    print(f"csp (learning) / {name}: geometric mean CPU time ratio over the {len(both)} both solve: "
          f"{mean_ratio(both, i, 0.001):.2f} (times below 10 ms as 10 ms: {mean_ratio(both, i, 0.01):.2f})")
PY
