# The portal's image: builds the release (`npm run build:release`) and runs it on Node 24 slim as
# the unprivileged `node` user. compose.yaml shows it in the production layout; docs/operacao.md
# tells how to run it.

FROM node:24-slim AS build
WORKDIR /src
# The manifests first, so the dependencies stay in a cached layer while only the code changes.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# What the build needs: the browser tests' tools (Lighthouse, Playwright) stay out.
RUN npm ci -w packages/domain -w apps/api -w apps/web --no-audit --no-fund
COPY . .
RUN npm run build:release

FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /src/release/package.json ./
COPY --from=build /src/release/node_modules ./node_modules
COPY --from=build /src/release/apps ./apps
COPY --from=build /src/release/content ./content
# Where the embedded PGlite keeps its data when DATABASE_URL is not set; mount a volume here.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# Readiness, not liveness: the instance is healthy when it can serve (database up and migrated).
# The slim image has no curl; Node's fetch does it.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1, not npm: SIGTERM reaches the server, which finishes its requests and exits.
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
