# syntax=docker/dockerfile:1.7
# One remote frontend as its own static image, published alone (tag it with the version in its package.json):
#   docker build -f infra/docker/remote.Dockerfile --build-arg APP=mf-create \
#     --build-arg NAVIA_BUILD_COMMIT=$(git rev-parse --short=12 HEAD) -t navia/mf-create:0.1.0 .
# The build writes remote-version.json beside remoteEntry.js (name, version, commit: .git is not in the context, so
# the commit comes from the build argument); the gateway's /remotes.json reports it.
# APP: mf-dashboard-tasks | mf-strategies | mf-brand-hq | mf-create. Served by nginx as uid 101 (nginx-unprivileged)
# under /remotes/<APP>/, the same path the gateway uses, so pointing REMOTE_<NAME>_URL at this image's origin moves
# the remote without rebuilding the shell. The shell itself is served by the gateway image (target gateway).
ARG NODE_IMAGE=node:20.19-bookworm-slim
ARG APP=mf-create

FROM ${NODE_IMAGE} AS build
ARG APP
ARG NAVIA_BUILD_COMMIT=""
ENV NAVIA_BUILD_COMMIT=${NAVIA_BUILD_COMMIT}
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
RUN node scripts/build-frontends.mjs ${APP}

FROM nginxinc/nginx-unprivileged:1.27-alpine AS remote
ARG APP
COPY infra/docker/remote-nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html/remotes/${APP}
USER 101
EXPOSE 8080
