#!/usr/bin/env bash
# Checks that flatzinc/mznlib keeps MiniZinc's meaning: native_globals.mzn, for several first indices,
# and each part of scheduling_globals.mzn and packing_globals.mzn have as many solutions under Gecode with MiniZinc's standard decompositions as with our library
# plus reference_semantics.mzn (bodies for the names our library passes to fzn-csp, per
# docs/flatzinc.md). Needs minizinc and fzn-gecode; exits 77 (skipped) without them.
# Usage: tests/mznlib/check.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if ! command -v minizinc >/dev/null || ! command -v fzn-gecode >/dev/null; then
  echo "skipped: no minizinc/fzn-gecode"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/empty"
msc() { # msc ID MZNLIB: a Gecode configuration with that library
  printf '{"id":"%s","name":"%s","version":"0","mznlib":"%s","executable":"%s","stdFlags":["-a"],"supportsMzn":false,"supportsFzn":true,"needsSolns2Out":true}\n' \
    "$1" "$1" "$2" "$(command -v fzn-gecode)" >"$work/$1.msc"
}
msc standard "$work/empty"
msc ours "$root/flatzinc/mznlib"
# count LIBRARY DATA MODEL...: the number of solutions, or "error" when the search is not complete.
count() {
  minizinc --solver "$work/$1.msc" -a -D "$2" "${@:3}" >"$work/out" 2>"$work/err" || true
  if grep -q '^==========' "$work/out" || grep -q '^=====UNSATISFIABLE' "$work/out"; then
    grep -c -- '^----------' "$work/out" || true
  else
    echo "error ($(head -c 300 "$work/err"))"
  fi
}
status=0
# compare DATA MODEL: the same count with both libraries.
compare() {
  expected=$(count standard "$1" "$here/$2")
  got=$(count ours "$1" "$here/$2" "$here/reference_semantics.mzn")
  if [[ $expected == "$got" && $expected != error* ]]; then
    echo "$2 $1 $got solutions with both libraries"
  else
    echo "$2 $1 standard library: $expected solutions, flatzinc/mznlib: $got" >&2
    status=1
  fi
}
for data in "lf=0;lg=0;lc=0;n=3;" "lf=1;lg=5;lc=1;n=4;" "lf=-2;lg=3;lc=-1;n=3;" "lf=1;lg=1;lc=3;n=2;" "lf=1;lg=1;lc=1;n=1;"; do
  compare "$data" native_globals.mzn
done
for part in 1 2 3 4 5 6; do  # the arrays from index 1 or -2
  compare "lf=1;lg=1;lc=$((part % 2 ? 1 : -2));n=1;part=$part;" scheduling_globals.mzn
done
for part in 1 2 3; do  # the bins from index 1 or -2
  compare "lc=$((part % 2 ? 1 : -2));part=$part;" packing_globals.mzn
done
exit $status
