# syntax=docker/dockerfile:1
# OtoUsta: web + API in one image (docs/deploy.md), on Node 22 LTS (the code also runs on Node 20.19+).
# Build: docker build -t otousta .  (or podman build --format docker, which keeps the HEALTHCHECK)
# NODE_IMAGE names the base of every stage: a Debian bookworm with Node and an unprivileged `node` user (uid 1000).
ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Everything needed to build: all dependencies, then the web bundle and the API bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Only the API's production dependencies (the web app is static files; shared code is bundled into the API).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --omit=dev --workspace=@otousta/api --include-workspace-root=false --no-audit --no-fund

# 3. The runtime: built files and production dependencies, run as the unprivileged `node` user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/apps/api/package.json ./apps/api/
COPY --from=build --chown=root:root /app/apps/api/dist ./apps/api/dist
COPY --from=build --chown=root:root /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
# The code stays root-owned and read-only to the app; only the data volume is writable.
RUN mkdir -p /data/uploads && chown -R node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Ready = the database answers; a node that lost it is taken out of the balancer until it returns.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# No npm in between, so SIGTERM reaches the server and in-flight requests finish before it exits.
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
