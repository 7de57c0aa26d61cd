#!/usr/bin/env bash
# shellcheck disable=SC2015,SC2129,SC2154  # "A && B || die" is intended; rc is set inside the trap
# Throwaway S3 endpoint for the storage driver's integration tests: a real Ceph RGW (Debian 12, Ceph
# 16.2) backed by a one-mon, one-OSD cluster that lives entirely under <dir>, on 127.0.0.1, no systemd.
#
#   s3-server.sh start <dir> [port]  # prints S3_ENDPOINT/S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY/S3_REGION
#   s3-server.sh stop  <dir>         # stops the daemons whose pid files are in <dir>, deletes <dir>
#   e.g.  eval "$(s3-server.sh start /tmp/s3)"; npm test; s3-server.sh stop /tmp/s3
#
# Ports: S3 on <port> (default 4470), mon on <port>+1, OSD messengers inside <port>+2..<port>+9.
# Keys are random unless S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY are already set in the environment.
# Needs: apt-get install -y radosgw ceph-mon ceph-osd ceph-common curl   (this script installs nothing)
set -euo pipefail

PACKAGES="radosgw ceph-mon ceph-osd ceph-common curl"
die() { echo "s3-server: $*" >&2; exit 1; }

# True while something accepts connections on 127.0.0.1:$1 (bash built-in, no ss/netstat needed).
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Poll "$@" every 0.2 s for at most $1 seconds.
wait_for() {
  local end=$((SECONDS + $1)); shift
  until "$@" >/dev/null 2>&1; do ((SECONDS < end)) || return 1; sleep 0.2; done
}

none_alive() { local p; for p; do kill -0 "$p" 2>/dev/null && return 1; done; return 0; }

# SIGTERM the named daemons of <dir> and wait for them (SIGKILL after 10 s: the data is thrown
# away anyway). A pid file can outlive its process and the pid be reused, so only processes whose
# command line names this <dir>'s ceph.conf are signalled.
stop_daemons() {
  local dir=$1 name pid cmd pids=()
  for name in "${@:2}"; do
    pid=$(cat "$dir/run/$name.pid" 2>/dev/null) && [[ $pid =~ ^[0-9]+$ ]] || continue
    cmd=$(tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline") || continue
    [[ $cmd == *"-c $dir/ceph.conf "* ]] && pids+=("$pid")
  done
  ((${#pids[@]})) || return 0
  kill -TERM "${pids[@]}" 2>/dev/null || true
  wait_for 10 none_alive "${pids[@]}" || kill -KILL "${pids[@]}" 2>/dev/null || true
  wait_for 5 none_alive "${pids[@]}" || die "pids ${pids[*]} survived SIGKILL"
}

# radosgw hangs in shutdown (120 s) once the mon/OSD are gone, so it goes first (~2 s each step).
stop_all() { stop_daemons "$1" client.rgw; stop_daemons "$1" osd.0 mon.a; }

start() {
  local port=${2:-4470} b fsid osd_uuid
  dir=$1   # global: the EXIT trap below needs it
  for b in ceph-mon ceph-osd radosgw radosgw-admin ceph monmaptool curl; do
    command -v "$b" >/dev/null || die "'$b' not found; install with: apt-get install -y $PACKAGES"
  done
  [[ $port =~ ^[0-9]+$ ]] && ((port >= 1024 && port <= 65526)) || die "bad port '$port'"
  for b in "$port" $((port + 1)); do port_busy "$b" && die "127.0.0.1:$b is already in use"; done
  mkdir -p "$dir" && dir=$(cd "$dir" && pwd -P)
  [[ -z $(ls -A "$dir") ]] || die "$dir is not empty (already running? use: $0 stop $dir)"
  touch "$dir/.s3-server"   # marker: stop refuses to delete a directory without it
  mkdir "$dir"/{mon,osd,rgw,run,log}
  local log=$dir/log/setup.log t0=$SECONDS
  fsid=$(cat /proc/sys/kernel/random/uuid) osd_uuid=$(cat /proc/sys/kernel/random/uuid)
  local ak=${S3_ACCESS_KEY_ID:-$(od -An -tx1 -N10 /dev/urandom | tr -d ' \n' | tr a-f A-F)}
  local sk=${S3_SECRET_ACCESS_KEY:-$(od -An -tx1 -N20 /dev/urandom | tr -d ' \n')}

  # If anything below fails: show why, and leave no daemon behind (the logs stay in <dir>).
  trap 'rc=$?; if ((rc)); then tail -n 8 "$dir"/log/*.log >&2 || true; stop_all "$dir"
        echo "s3-server: start failed (rc=$rc); logs kept in $dir/log, remove with: $0 stop $dir" >&2; fi' EXIT

  cat >"$dir/ceph.conf" <<EOF
[global]
fsid = $fsid
mon host = v2:127.0.0.1:$((port + 1))
public addr = 127.0.0.1
cluster addr = 127.0.0.1
# msgr2 only: an OSD then needs 4 ports instead of 8, which keeps us inside our 10-port block.
ms bind msgr1 = false
ms bind port min = $((port + 2))
ms bind port max = $((port + 9))
# No cephx: nothing to keyring-manage for a loopback-only test cluster. RGW defaults to a
# "secure" mon connection, which needs cephx session keys, so ask for plain crc instead.
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc
# Fail in seconds, not the default 5 minutes, if the mon is unreachable.
client mount timeout = 20
# One OSD: pools must be size 1; few PGs (RGW makes ~7 pools; there is no mgr to autoscale).
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
mon warn on insecure global id reclaim allowed = false
# CI disks are often >70% full; the default would warn at 30% free and stop the mon at 5%.
mon data avail warn = 1
mon data avail crit = 0
# Paxos batches map changes for 1 s by default; each new pool then costs ~2 s of wall time.
paxos propose interval = 0.05
# Keep everything (sockets, pids, logs, crash dumps, cluster log) inside <dir>.
run dir = $dir/run
admin socket = $dir/run/\$name.asok
pid file = $dir/run/\$name.pid
log file = $dir/log/\$name.log
crash dir = $dir/log/crash
mon cluster log to file = false
mon data = $dir/mon
osd data = $dir/osd
rgw data = $dir/rgw
# Objects live in the OSD's RAM: no block device, nothing to format, gone on stop.
# device bytes is the capacity the OSD reports (it goes "full" at 95% of it), not a reservation.
osd objectstore = memstore
memstore device bytes = 1073741824
# 2-core CI boxes: 1 shard x 2 threads instead of 8 x 2.
osd op num shards = 1
osd op num threads per shard = 2
# On SIGTERM the OSD would wait up to 5 s for the (also stopping) mon to ack; just exit.
osd fast shutdown notify mon = false

[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:$port
rgw thread pool size = 32
# Reclaim deleted/overwritten object data after ~30 s instead of 2 h, so RAM use stays bounded.
rgw gc obj min wait = 30
rgw gc processor period = 30
EOF
  export CEPH_CONF=$dir/ceph.conf
  local c=(-c "$CEPH_CONF")

  # Daemons fork themselves; the parent returns once the child is initialised and its pid file
  # written. Their stdio goes to the log so that "$(start ...)" does not wait on them.
  monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$((port + 1))]" \
    "$dir/monmap" >>"$log" 2>&1
  ceph-mon "${c[@]}" -i a --mkfs --monmap "$dir/monmap" >>"$log" 2>&1
  timeout 30 ceph-mon "${c[@]}" -i a </dev/null >>"$log" 2>&1
  [[ $(timeout 30 ceph osd new "$osd_uuid" 2>>"$log") == 0 ]] || die "'ceph osd new' failed"
  ceph-osd "${c[@]}" -i 0 --mkfs --osd-uuid "$osd_uuid" >>"$log" 2>&1
  timeout 30 ceph-osd "${c[@]}" -i 0 </dev/null >>"$log" 2>&1
  # Creates the RGW realm/zone and its pools as a side effect, before radosgw itself starts.
  timeout 60 radosgw-admin user create --uid=test --display-name=test \
    --access-key="$ak" --secret-key="$sk" >>"$log" 2>&1
  timeout 30 radosgw "${c[@]}" -n client.rgw </dev/null >>"$log" 2>&1
  wait_for 30 curl -sf -o /dev/null "http://127.0.0.1:$port/" || die "RGW did not answer on :$port"

  trap - EXIT
  printf '%s\n' "S3_ENDPOINT=http://127.0.0.1:$port" "S3_ACCESS_KEY_ID=$ak" \
    "S3_SECRET_ACCESS_KEY=$sk" "S3_REGION=us-east-1" | tee "$dir/s3.env"
  echo "s3-server: ready in $((SECONDS - t0)) s; pids: $(for b in mon.a osd.0 client.rgw; do
    printf '%s=%s ' "$b" "$(<"$dir/run/$b.pid")"; done)" >&2
}

stop() {
  local dir=$1
  [[ -d $dir ]] || { echo "s3-server: $dir does not exist, nothing to stop" >&2; return 0; }
  dir=$(cd "$dir" && pwd -P)
  [[ -f $dir/.s3-server ]] || die "$dir was not created by this script; refusing to touch it"
  stop_all "$dir"
  rm -rf -- "$dir"
}

case "${1:-} $#" in
  "start 2" | "start 3") start "$2" "${3:-}" ;;
  "stop 2") stop "$2" ;;
  *) die "usage: $0 start <dir> [port] | stop <dir>" ;;
esac
