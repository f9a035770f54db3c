#!/bin/sh
# make test-mpi: a rank that dies or stops in the middle of an all_reduce
# loop (check_mpi --kill R / --stop R, on 4 ranks). The job must end,
# non-zero, within a bound (under timeout: a hang fails instead of waiting)
# and its output must name the rank, and the op where switchyard reports:
# - SIGKILL: mpirun sees the process die and aborts the job, with its own
#   report ("... noticed that process rank 2 with PID ... exited on signal 9");
# - SIGSTOP: the process lives, mpirun sees nothing; the other ranks wait in
#   sy_all_reduce until their deadline (SY_MPI_TIMEOUT=2 here), ask every
#   rank where it is, print "switchyard: sy_all_reduce on rank R of 4: no
#   progress for T s (...; rank 2: no answer ...)" and call MPI_Abort.
# usage: tests/mpi/faults.sh CHECK_MPI MPIRUN_FLAGS...
set -u
bin=$1
shift
dir=$(dirname "$bin")
victim=2
status=0

# $1 kill|stop, $2 the bound in seconds, $3 a fixed string and $4 an
# extended regular expression the output must hold; the rest: mpirun's flags
fault() {
    mode=$1 bound=$2 want1=$3 want2=$4
    shift 4
    log=$dir/faults-$mode.log
    start=$(date +%s.%N)
    SY_MPI_TIMEOUT=2 timeout 60 mpirun "$@" -x SY_MPI_TIMEOUT -np 4 "$bin" --"$mode" $victim >"$log" 2>&1
    rc=$?
    end=$(date +%s.%N)
    secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
    what="test-mpi: rank $victim raised SIG$(echo "$mode" | tr a-z A-Z) in the middle of an all_reduce loop (4 ranks)"
    if [ $rc -eq 0 ] || [ $rc -eq 124 ]; then
        cat "$log"
        echo "$what: exit status $rc after $secs s (0: the job went on; 124: it hung until timeout)" >&2
        status=1
        return
    fi
    if ! grep -qF -- "$want1" "$log" || ! grep -qE -- "$want2" "$log"; then
        cat "$log"
        echo "$what: the output does not hold \"$want1\" and \"$want2\"" >&2
        status=1
        return
    fi
    if awk -v s="$secs" -v b="$bound" 'BEGIN { exit !(s > b) }'; then
        cat "$log"
        echo "$what: the job took $secs s, more than $bound s" >&2
        status=1
        return
    fi
    echo "$what: the job ended in $secs s (bound $bound s), exit status $rc:"
    grep -F -- "$want1" "$log" | head -n 1 | sed 's/^/    /'
}
fault kill 10 "process rank $victim with PID" "exited on signal 9" "$@"
fault stop 15 "switchyard: sy_all_reduce on rank" "ranks? ([0-9]+, )*$victim(, [0-9]+)*: no answer" "$@"
exit $status
