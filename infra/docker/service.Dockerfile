# syntax=docker/dockerfile:1.7
# One parameterised image recipe for every Navia service (why one file: docs/operations.md "Container images").
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=brand -t navia/brand:0.1.0 .
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=gateway --target gateway -t navia/gateway:0.1.0 .
# SERVICE: identity | brand | strategies | tasks | content | gateway. Runs as uid 10001, never root.
ARG NODE_IMAGE=node:20.19-bookworm-slim
ARG SERVICE=brand

# ── deps: production dependencies of one workspace (and the workspaces it uses), from the lock file
FROM ${NODE_IMAGE} AS deps
ARG SERVICE
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci checks every workspace's manifest against the lock file, so all of them are copied (sources are not).
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/client-kit/package.json packages/client-kit/
COPY services/identity/package.json services/identity/
COPY services/brand/package.json services/brand/
COPY services/strategies/package.json services/strategies/
COPY services/tasks/package.json services/tasks/
COPY services/content/package.json services/content/
COPY services/gateway/package.json services/gateway/
COPY shell/package.json shell/
COPY mf-dashboard-tasks/package.json mf-dashboard-tasks/
COPY mf-strategies/package.json mf-strategies/
COPY mf-brand-hq/package.json mf-brand-hq/
COPY mf-create/package.json mf-create/
RUN npm ci --omit=dev --workspace services/${SERVICE} --no-audit --no-fund

# ── frontends: the shell and the four remotes, built for production (only the gateway target uses it)
FROM ${NODE_IMAGE} AS frontends
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/client-kit/package.json packages/client-kit/
COPY services/identity/package.json services/identity/
COPY services/brand/package.json services/brand/
COPY services/strategies/package.json services/strategies/
COPY services/tasks/package.json services/tasks/
COPY services/content/package.json services/content/
COPY services/gateway/package.json services/gateway/
COPY shell/package.json shell/
COPY mf-dashboard-tasks/package.json mf-dashboard-tasks/
COPY mf-strategies/package.json mf-strategies/
COPY mf-brand-hq/package.json mf-brand-hq/
COPY mf-create/package.json mf-create/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build-frontends.mjs

# ── service: one service's API or worker pool (SERVICE_ROLE=api|worker) and its migration Job
FROM ${NODE_IMAGE} AS service
ARG SERVICE
# Services run their TypeScript through tsx (no separate compile step in this repo), pinned like the root package.json.
RUN npm install -g tsx@4.23.15 --no-audit --no-fund && npm cache clean --force \
 && groupadd --gid 10001 navia && useradd --uid 10001 --gid navia --no-create-home --shell /usr/sbin/nologin navia
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 NAVIA_SERVICE=${SERVICE} TSX_DISABLE_CACHE=1
COPY --from=deps /app ./
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY packages/service-kit packages/service-kit
COPY services/${SERVICE} services/${SERVICE}
COPY scripts/migrate-service.ts scripts/migrate-service.ts
USER 10001:10001
EXPOSE 8080
# Exec form through sh only to expand NAVIA_SERVICE; exec hands PID 1 to node so SIGTERM reaches it.
CMD ["sh", "-c", "exec tsx services/$NAVIA_SERVICE/src/main.ts"]

# ── gateway: the service image plus every service module (the gateway imports them for its embedded mode) and the
# built frontends it serves (shell, remotes, /remotes.json)
FROM service AS gateway
USER root
COPY services services
COPY --from=frontends /app/shell/dist shell/dist
COPY --from=frontends /app/shell/package.json shell/package.json
COPY --from=frontends /app/mf-dashboard-tasks/dist mf-dashboard-tasks/dist
COPY --from=frontends /app/mf-dashboard-tasks/package.json mf-dashboard-tasks/package.json
COPY --from=frontends /app/mf-strategies/dist mf-strategies/dist
COPY --from=frontends /app/mf-strategies/package.json mf-strategies/package.json
COPY --from=frontends /app/mf-brand-hq/dist mf-brand-hq/dist
COPY --from=frontends /app/mf-brand-hq/package.json mf-brand-hq/package.json
COPY --from=frontends /app/mf-create/dist mf-create/dist
COPY --from=frontends /app/mf-create/package.json mf-create/package.json
ENV NAVIA_SERVICE=gateway STATIC_ROOT=/app
USER 10001:10001
