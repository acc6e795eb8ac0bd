#!/bin/bash
# Where a command's CPU goes, by kind of process: Chromium's browser, renderer, GPU and
# utility processes, workerd, wrangler, the test processes, the build, the rest.
#   bash scripts/cpu-split.sh -- npm run test:e2e [-- files]
# Needs root and cgroup v1's cpuacct (/sys/fs/cgroup/cpuacct). The command runs in a cgroup of
# its own; every 0.3 s its processes are moved into a child group by their command line (a
# process starts in its parent's group, so the first moments of one are counted there).
set -u
[ "${1:-}" = "--" ] && shift
base=/sys/fs/cgroup/cpuacct/cpu-split-$$
groups="chromium renderer gpu chromium-other workerd wrangler tests build other"
for g in $groups; do mkdir -p "$base/$g" || exit 1; done
classify() {
  for pid in $(cat "$base"/{other,wrangler,chromium,chromium-other}/cgroup.procs 2>/dev/null); do
    cmd=$(tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null) || continue
    case "$cmd" in
      *scripts/e2e.mjs*|npm\ *|*/npm-cli.js*|sh\ -c*) continue ;;
      *chrom*--type=renderer*) g=renderer ;;
      *chrom*--type=gpu*) g=gpu ;;
      *chrom*--type=*) g=chromium-other ;;
      *chrom*) g=chromium ;;
      *workerd*) g=workerd ;;
      *wrangler*|*npx*) g=wrangler ;;
      *--test*|*tests/e2e*) g=tests ;;
      *vite*|*react-router*) g=build ;;
      *) continue ;;
    esac
    echo "$pid" > "$base/$g/cgroup.procs" 2>/dev/null
  done
}
( echo "$BASHPID" > "$base/other/cgroup.procs"; exec "$@" ) &
child=$!
start=$(date +%s)
while kill -0 "$child" 2>/dev/null; do classify; sleep 0.3; done
wait "$child"; rc=$?
echo "== CPU by kind of process (exit $rc, $(( $(date +%s) - start )) s wall)"
for g in $groups; do
  printf "%-15s %8.1f s\n" "$g" "$(echo "$(cat "$base/$g/cpuacct.usage")/1000000000" | bc -l)"
  rmdir "$base/$g" 2>/dev/null
done
rmdir "$base" 2>/dev/null
exit $rc
