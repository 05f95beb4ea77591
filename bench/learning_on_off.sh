#!/usr/bin/env bash
# fzn-csp with and without --learning (lazy clause generation), and Chuffed when CHUFFED_MSC names
# its MiniZinc configuration, on MiniZinc benchmark instances. Each instance is compiled once per
# solver (minizinc -c with its .msc and library); each solver then runs on its FlatZinc directly.
# Prints a Markdown table: per solver the status, the CPU time (user + system of the solver's
# process, seconds: on a shared machine wall time says more about the neighbours) and the failures.
#
# Usage: bench/learning_on_off.sh CSP_MSC FZN_CSP [DATA] [LIMIT_MS] [INSTANCE …]
#   INSTANCE is MODEL:DATA relative to DATA (default ../shared/data/minizinc beside the checkout);
#   the default list is the instances issue 37 names. LIMIT_MS default 20000.
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
print(f"{status} | {time:.2f} | {stat('failures') or '-'}")
PY
}

# measure COMMAND…: runs it under the guard and prints "STATUS | CPU | FAILURES".
measure() {
  /usr/bin/time -f "%U %S" -o "$work/cpu" timeout "$guard_s" "$@" >"$work/out" 2>&1 || true
  stats "$work/out" "$work/cpu"
}

chuffed=
if [[ -n ${CHUFFED_MSC:-} ]]; then
  chuffed=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["executable"])' "$CHUFFED_MSC")
fi

echo "Limit ${limit} ms, one thread; CPU seconds; DONE = optimum proven or search complete, SAT = a solution."
echo
header="| instance | csp status | time | failures | csp --learning status | time | failures |"
rule="|---|---|--:|--:|---|--:|--:|"
if [[ -n ${CHUFFED_MSC:-} ]]; then
  header+=" Chuffed status | time | failures |"
  rule+="---|--:|--:|"
fi
echo "$header"
echo "$rule"
for spec in "${instances[@]}"; do
  model=${spec%%:*} dzn=${spec#*:}
  minizinc -c --solver "$csp_msc" "$data/$model" "$data/$dzn" --fzn "$work/m.fzn" --ozn "$work/m.ozn" >/dev/null
  row="| ${dzn%.dzn} |"
  for flag in "" --learning; do
    row+=" $(measure "$fzn_csp" -s -t "$limit" $flag "$work/m.fzn") |"
  done
  if [[ -n ${CHUFFED_MSC:-} ]]; then
    minizinc -c --solver "$CHUFFED_MSC" "$data/$model" "$data/$dzn" --fzn "$work/c.fzn" --ozn "$work/c.ozn" >/dev/null
    row+=" $(measure "$chuffed" -s -t "$limit" "$work/c.fzn") |"
  fi
  echo "$row"
done
