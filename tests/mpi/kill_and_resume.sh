#!/bin/sh
# A rank killed midway (ctest mpi.checkpoint_rank_killed): Open MPI aborts the whole job, the
# checkpoint file is left readable, and the same command resumes from it to one process's count.
# Usage: kill_and_resume.sh MPIEXEC QUEENS_MPI N WORK_DIR (absolute paths)
set -u
mpiexec=$1 queens=$2 n=$3 work=$4
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
"$mpiexec" --oversubscribe -np 2 "$queens" "$n" --checkpoint run.checkpoint >first.out 2>&1 &
job=$!
# Once a subproblem is recorded, kill the coordinator rank (the one writing the file).
tries=0
until grep -q '^done ' run.checkpoint 2>/dev/null || [ $tries -ge 400 ]; do
    sleep 0.02
    tries=$((tries + 1))
done
rank=$(pgrep -P "$job" | head -n 1)
[ -n "$rank" ] && kill -9 "$rank"
wait "$job"
echo "first run: exit $? ($(grep -c '^done ' run.checkpoint) subproblems recorded)"
"$mpiexec" --oversubscribe -np 2 "$queens" "$n" --checkpoint run.checkpoint
