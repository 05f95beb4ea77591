#!/usr/bin/env bash
# fzn-csp against Gecode on the MiniZinc benchmark instances: every row of DATA/instances.csv runs
# through `minizinc --solver CSP_MSC` and then `minizinc --solver GECODE_MSC`, back to back, each
# with -s and the same time limit, one thread (neither gets -p). Prints a Markdown table: status,
# time and objective of both, the time ratio, and whether an answer contradicts the expected one
# in instances.csv; then the totals: instances solved within the limit by each, and the geometric
# mean of the time ratio over the instances both solve.
#
# Time: the solver's own initTime + solveTime from its -s statistics (MiniZinc's compilation not
# included); a time marked `w` is the wall time of the whole minizinc command, used when the solver
# printed no solveTime. In the ratio, times below 0.01 s count as 0.01 s (start-up noise).
# Solved: proven optimal for an optimisation instance; a solution, or a proof of unsatisfiability,
# for a satisfaction instance. Exits 1 when an answer of fzn-csp contradicts instances.csv.
#
# Usage: bench/minizinc_vs_gecode.sh CSP_MSC [DATA] [LIMIT_MS] [FILTER_REGEX]
#   DATA default ../shared/data/minizinc beside the checkout, LIMIT_MS default 20000, FILTER_REGEX
#   (extended regex) keeps the rows whose "family/model/data" matches, default all.
#   GECODE_MSC (environment) default ../shared/peers/gecode-mzn/gecode-fixed.msc beside the checkout.
#   CHUFFED_MSC (environment, optional): Chuffed's configuration (built with
#   ../shared/peers/chuffed/build-peer); when given, a Chuffed column, its ratio (fzn-csp / Chuffed)
#   and its totals are added, Chuffed running third on each instance.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if (($# < 1)); then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi
csp_msc=$1 data=${2:-$root/../shared/data/minizinc} limit=${3:-20000} filter=${4:-.}
gecode_msc=${GECODE_MSC:-$root/../shared/peers/gecode-mzn/gecode-fixed.msc}
chuffed_msc=${CHUFFED_MSC:-}
for f in "$csp_msc" "$gecode_msc" "$data/instances.csv" ${chuffed_msc:+"$chuffed_msc"}; do
  [[ -f $f ]] || { echo "minizinc_vs_gecode.sh: no such file: $f" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
guard_s=$((limit / 1000 + 300)) # compilation can take minutes; a hung run still ends

# run MSC MODEL [DATA_FILE]: one minizinc run; prints "STATUS TIME OBJECTIVE" (TIME ends in w
# when it is wall time, OBJECTIVE is - when there is none).
run() {
  local msc=$1 start end
  shift
  start=$(date +%s.%N)
  timeout "$guard_s" minizinc --solver "$msc" -s -t "$limit" --json-stream --output-mode json \
    --output-objective "$@" </dev/null >"$work/out" 2>"$work/err" && rc=0 || rc=$?
  end=$(date +%s.%N)
  python3 - "$work/out" "$rc" "$start" "$end" <<'EOF'
import json, sys
path, rc, start, end = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
status, objective, init, solve, solutions, error = None, "-", None, None, 0, False
for line in open(path, encoding="utf-8", errors="replace"):
    try:
        msg = json.loads(line)
    except ValueError:
        continue
    kind = msg.get("type")
    if kind == "solution":
        solutions += 1
        out = msg.get("output", {}).get("json")
        if isinstance(out, dict) and "_objective" in out:
            objective = str(out["_objective"])
    elif kind == "status":
        status = msg.get("status")
    elif kind == "error":
        error = True
    elif kind == "statistics":
        stats = msg.get("statistics", {})
        if "solveTime" in stats:
            solve = float(stats["solveTime"])
            init = float(stats.get("initTime", 0.0))
names = {"OPTIMAL_SOLUTION": "OPTIMAL", "ALL_SOLUTIONS": "SATISFIED", "UNSATISFIABLE": "UNSATISFIABLE",
         "UNKNOWN": "UNKNOWN", "UNBOUNDED": "UNBOUNDED", "UNSAT_OR_UNBOUNDED": "UNSAT_OR_UNBOUNDED",
         "ERROR": "ERROR"}
if status is not None:
    status = names.get(status, status)
elif error or (rc != 0 and rc != 124 and solutions == 0):
    status = "ERROR"
elif solutions > 0:
    status = "SATISFIED"
else:
    status = "TIMEOUT" if rc == 124 else "UNKNOWN"
time = f"{init + solve:.3f}" if solve is not None else f"{end - start:.3f}w"
print(status, time, objective)
EOF
}

# solved KIND STATUS: whether STATUS answers an instance of KIND (satisfy, minimize, maximize).
solved() {
  case $2 in
    OPTIMAL | UNSATISFIABLE) return 0 ;;
    SATISFIED) [[ $1 == satisfy ]] ;;
    *) return 1 ;;
  esac
}

# verdict KIND EXPECTED EXPECTED_OBJECTIVE STATUS OBJECTIVE: "WRONG" when the answer contradicts
# the expected one (a solution of an unsatisfiable instance, unsatisfiability of a satisfiable
# one, another optimum, or for a minimisation a value below the optimum), else nothing.
verdict() {
  local kind=$1 expected=$2 optimum=$3 status=$4 objective=$5
  case $status in
    UNSATISFIABLE) [[ $expected == UNSATISFIABLE ]] || echo WRONG ;;
    SATISFIED | OPTIMAL)
      if [[ $expected == UNSATISFIABLE ]]; then
        echo WRONG
      elif [[ -n $optimum && $objective != - ]]; then
        if [[ $status == OPTIMAL && $objective != "$optimum" ]]; then echo WRONG
        elif [[ $kind == minimize ]] && ((objective < optimum)); then echo WRONG
        elif [[ $kind == maximize ]] && ((objective > optimum)); then echo WRONG
        fi
      fi ;;
  esac
}

echo "fzn-csp ($csp_msc) against Gecode ($gecode_msc), time limit ${limit} ms, one thread."
echo "Time: the solver's initTime + solveTime (-s statistics), in seconds; \`w\`: wall time of the"
echo "whole minizinc command (the solver printed no solveTime). Ratio: fzn-csp time / Gecode time,"
echo "each counted as at least 0.01 s."
echo
header="| family | instance | expected | csp status | csp time | csp objective | gecode status | gecode time | gecode objective | ratio |"
rule="|---|---|---|---|---|---|---|---|---|---|"
if [[ -n $chuffed_msc ]]; then
  echo "Chuffed: $chuffed_msc; its ratio: fzn-csp time / Chuffed time, the same way."
  header+=" chuffed status | chuffed time | chuffed objective | ratio |"
  rule+="---|---|---|---|"
fi
echo
echo "$header check |"
echo "$rule---|"
rows=0 csp_solved=0 gecode_solved=0 both=0 wrong=0 log_sum=0
chuffed_solved=0 both_chuffed=0 chuffed_log_sum=0

# log_ratio C G: "RATIO LOG" of two times (a trailing w dropped), each counted as at least 10 ms:
# below that the ratio is start-up noise.
log_ratio() {
  awk -v c="${1%w}" -v g="${2%w}" \
    'BEGIN { c = (c < 0.01 ? 0.01 : c); g = (g < 0.01 ? 0.01 : g); printf "%.2f %.9f\n", c / g, log(c / g) }'
}
while IFS=, read -r family model data_file kind expected optimum _ || [[ -n $family ]]; do
  [[ $family == family ]] && continue
  [[ "$family/$model/$data_file" =~ $filter ]] || continue
  args=("$data/$model")
  [[ -n $data_file ]] && args+=("$data/$data_file")
  name=$(basename "$model" .mzn)
  [[ -n $data_file ]] && name+=" $(basename "$data_file" .dzn)"
  read -r c_status c_time c_obj < <(run "$csp_msc" "${args[@]}")
  read -r g_status g_time g_obj < <(run "$gecode_msc" "${args[@]}")
  rows=$((rows + 1))
  ratio="" check=""
  solved "$kind" "$c_status" && csp_solved=$((csp_solved + 1)) && c_ok=1 || c_ok=0
  solved "$kind" "$g_status" && gecode_solved=$((gecode_solved + 1)) && g_ok=1 || g_ok=0
  if ((c_ok && g_ok)); then
    both=$((both + 1))
    read -r ratio log_value < <(log_ratio "$c_time" "$g_time")
    log_sum=$(awk -v s="$log_sum" -v l="$log_value" 'BEGIN { printf "%.9f", s + l }')
  fi
  chuffed_cells="" h_check=""
  if [[ -n $chuffed_msc ]]; then
    read -r h_status h_time h_obj < <(run "$chuffed_msc" "${args[@]}")
    h_ratio=""
    if solved "$kind" "$h_status"; then
      chuffed_solved=$((chuffed_solved + 1))
      if ((c_ok)); then
        both_chuffed=$((both_chuffed + 1))
        read -r h_ratio log_value < <(log_ratio "$c_time" "$h_time")
        chuffed_log_sum=$(awk -v s="$chuffed_log_sum" -v l="$log_value" 'BEGIN { printf "%.9f", s + l }')
      fi
    fi
    chuffed_cells=" $h_status | $h_time | $h_obj | $h_ratio |"
    h_check=$(verdict "$kind" "$expected" "$optimum" "$h_status" "$h_obj")
  fi
  c_check=$(verdict "$kind" "$expected" "$optimum" "$c_status" "$c_obj")
  g_check=$(verdict "$kind" "$expected" "$optimum" "$g_status" "$g_obj")
  [[ -n $c_check ]] && check="csp WRONG" && wrong=$((wrong + 1))
  [[ -n $g_check ]] && check="${check:+$check, }gecode WRONG"
  [[ -n $h_check ]] && check="${check:+$check, }chuffed WRONG"
  expected_text=$expected
  [[ -n $optimum ]] && expected_text+=" $optimum"
  echo "| $family | $name | $expected_text | $c_status | $c_time | $c_obj | $g_status | $g_time | $g_obj | $ratio |$chuffed_cells $check |"
done <"$data/instances.csv"
echo
echo "Instances: $rows. Solved within ${limit} ms: fzn-csp $csp_solved, Gecode $gecode_solved; both $both."
if ((both > 0)); then
  awk -v s="$log_sum" -v n="$both" \
    'BEGIN { printf "Geometric mean of the time ratio (fzn-csp / Gecode) over the %d both solve: %.3f\n", n, exp(s / n) }'
fi
if [[ -n $chuffed_msc ]]; then
  echo "Solved by Chuffed: $chuffed_solved; by Chuffed and fzn-csp: $both_chuffed."
  if ((both_chuffed > 0)); then
    awk -v s="$chuffed_log_sum" -v n="$both_chuffed" \
      'BEGIN { printf "Geometric mean of the time ratio (fzn-csp / Chuffed) over the %d both solve: %.3f\n", n, exp(s / n) }'
  fi
fi
echo "Answers of fzn-csp that contradict instances.csv: $wrong."
((wrong == 0))
