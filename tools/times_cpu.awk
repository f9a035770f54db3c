# The CPU seconds (user + system, whole seconds) of a shell's finished
# children, from the output of its `times` builtin: the second line, "XmY.YYYs
# XmY.YYYs". `times` must run in the shell whose children count, so callers
# write it to a file and read that with `awk -f tools/times_cpu.awk FILE`.
NR == 2 {
    t = 0
    for (i = 1; i <= 2; i++) {
        split($i, p, "m")
        t += p[1] * 60 + p[2]
    }
    printf "%d", t
}
