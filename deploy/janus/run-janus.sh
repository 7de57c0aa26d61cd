#!/bin/sh
# Starts Debian's Janus for the live classes with a configuration written from the environment, so its
# secrets never sit in a file of the repository: the API speaks to it with JANUS_API_SECRET, browsers
# only with short-lived tokens signed with JANUS_TOKEN_SECRET, and only the VideoRoom plugin and the
# WebSocket transport are loaded. The tests and the benchmark start it the same way, on loopback.
set -eu

: "${JANUS_API_SECRET:?JANUS_API_SECRET is required}"
: "${JANUS_TOKEN_SECRET:?JANUS_TOKEN_SECRET is required}"
: "${JANUS_ADMIN_KEY:?JANUS_ADMIN_KEY is required}"
WS_IP="${JANUS_WS_IP:-127.0.0.1}"
WS_PORT="${JANUS_WS_PORT:-8188}"
RTP_PORTS="${JANUS_RTP_PORTS:-20000-20199}"
DIR="${JANUS_CONFIG_DIR:-$(mktemp -d)}"
LIB="${JANUS_LIB_DIR:-/usr/lib/$(uname -m)-linux-gnu/janus}"
mkdir -p "$DIR"

# Everything but VideoRoom and WebSockets stays unloaded: less to attack, less to start.
cat >"$DIR/janus.jcfg" <<CFG
general: {
  configs_folder = "$DIR"
  plugins_folder = "$LIB/plugins"
  transports_folder = "$LIB/transports"
  events_folder = "$LIB/events"
  loggers_folder = "$LIB/loggers"
  debug_level = ${JANUS_DEBUG_LEVEL:-3}
  server_name = "conectando-talleres"
  session_timeout = 60
  api_secret = "$JANUS_API_SECRET"
  token_auth = true
  token_auth_secret = "$JANUS_TOKEN_SECRET"
  admin_secret = "$JANUS_API_SECRET"
  protected_folders = ["/bin", "/boot", "/dev", "/etc", "/lib", "/proc", "/sbin", "/sys", "/usr", "/var"]
}
certificates: {}
media: {
  rtp_port_range = "$RTP_PORTS"
}
nat: {
  nice_debug = false
  ice_ignore_list = "vmnet"
}
plugins: {
  disable = "libjanus_audiobridge.so,libjanus_duktape.so,libjanus_echotest.so,libjanus_lua.so,libjanus_nosip.so,libjanus_recordplay.so,libjanus_sip.so,libjanus_streaming.so,libjanus_textroom.so,libjanus_videocall.so,libjanus_voicemail.so"
}
transports: {
  disable = "libjanus_http.so,libjanus_mqtt.so,libjanus_nanomsg.so,libjanus_pfunix.so,libjanus_rabbitmq.so"
}
events: {
  broadcast = false
}
loggers: {
  disable = "libjanus_jsonlog.so"
}
CFG

cat >"$DIR/janus.transport.websockets.jcfg" <<CFG
general: {
  json = "compact"
  ws = true
  ws_ip = "$WS_IP"
  ws_port = $WS_PORT
  wss = false
}
admin: {
  admin_ws = false
}
CFG

# Rooms exist only as the API creates them (admin_key), with string ids (class-<uuid>).
cat >"$DIR/janus.plugin.videoroom.jcfg" <<CFG
general: {
  admin_key = "$JANUS_ADMIN_KEY"
  lock_rtp_forward = true
  string_ids = true
}
CFG

exec janus -F "$DIR" -C "$DIR/janus.jcfg" -o ${JANUS_NAT_1_1:+--nat-1-1="$JANUS_NAT_1_1"}
