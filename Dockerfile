# syntax=docker/dockerfile:1
# The app image: the prerendered client built in one stage, production dependencies in another, and a runtime stage
# that runs the server as the unprivileged `node` user. See "Run several instances" in README.md and compose.yaml.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Baked into the prerendered pages (src/shared/public-config.ts): the public address only. The brands' details are
# runtime values (the admin's Settings, seeded by the environment: decision 0042), never build arguments.
ARG SITE_URL=http://localhost:8080
ENV SITE_URL=${SITE_URL}
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The server runs compiled (build/server-app, issue 59); tsx stays a production dependency for `npm run admin:create`.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
# MALLOC_ARENA_MAX and the CMD's V8 flags: an instance's memory (decision 0045).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json tsconfig.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY drizzle ./drizzle
COPY src/server ./src/server
COPY src/shared ./src/shared
COPY scripts/admin-create.ts ./scripts/admin-create.ts
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/content-dates.json ./build/content-dates.json
# The server bundle renders the blog and, while a brand's details differ from the build's, its pages (decision 0042).
COPY --from=build /app/build/server ./build/server
COPY --from=build /app/build/server-app ./build/server-app
# A new data folder's PGlite database is a copy of this seed, made by the build with every migration (decision 0045).
COPY --from=build /app/build/pglite-seed ./build/pglite-seed
COPY --from=build /app/build/site-details.json ./build/site-details.json
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=256", "build/server-app/main.mjs"]
