# syntax=docker/dockerfile:1
# Build stage: the toolchain better-sqlite3 compiles with, every dependency, the full build.
FROM node:24-bookworm-slim AS build
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The prerendered pages carry the site's absolute address (canonical, link previews, sitemap: docs/0024):
# `docker build --build-arg APP_URL=https://www.novadis.fr .`
ARG APP_URL
ENV APP_URL=${APP_URL}
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: production dependencies and the build output only, as a non-root user.
# Give it SMTP_URL (required in production: mail and its links must not go to the log), TWO_FACTOR_KEYS
# (required in production: the keys sealing TOTP secrets, never baked into the image, docs/0041) and APP_URL.
# scripts/smoke-prod.mjs copies exactly these paths: keep the two in step.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATABASE_PATH=/app/data/app.db
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/scripts/server-command.mjs ./scripts/server-command.mjs
# The SQLite file's folder, owned by the app's user. No VOLUME: it made an anonymous volume for every container,
# replicas on PostgreSQL included; the single-process compose.yaml mounts a named volume here instead.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/index.js"]
