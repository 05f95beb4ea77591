#!/usr/bin/env bash
# fzn-csp with and without --learning (lazy clause generation), and Chuffed when CHUFFED_MSC names
# its MiniZinc configuration, on MiniZinc benchmark instances. Each instance is compiled once for
# csp (minizinc -c with CSP_MSC) and fzn-csp runs that FlatZinc twice; Chuffed gets the model through
# minizinc. Prints a Markdown table: per solver the status, the time (initTime + solveTime from -s,
# seconds) and the failures; the objective where there is one.
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

# stats FILE: "STATUS TIME FAILURES OBJECTIVE" from a solver's output with -s.
stats() {
  python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
def stat(name):
    m = re.findall(r"^%%%mzn-stat: " + name + r"=(\S+)", text, re.M)
    return m[-1] if m else None
status = ("UNSAT" if "=====UNSATISFIABLE=====" in text else "DONE" if "==========" in text
          else "SAT" if "----------" in text else "UNKNOWN")
time = float(stat("initTime") or 0) + float(stat("solveTime") or 0)
obj = stat("objective") or "-"
print(status, f"{time:.2f}", stat("failures") or "-", obj)
PY
}

echo "Limit ${limit} ms, one thread; time = initTime + solveTime (s); DONE = optimum proven or search complete."
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
    timeout "$guard_s" "$fzn_csp" -s -t "$limit" $flag "$work/m.fzn" >"$work/out" 2>&1 || true
    read -r status time failures _ < <(stats "$work/out")
    row+=" $status | $time | $failures |"
  done
  if [[ -n ${CHUFFED_MSC:-} ]]; then
    timeout "$guard_s" minizinc --solver "$CHUFFED_MSC" -s -t "$limit" "$data/$model" "$data/$dzn" \
      >"$work/out" 2>&1 || true
    read -r status time failures _ < <(stats "$work/out")
    row+=" $status | $time | $failures |"
  fi
  echo "$row"
done
