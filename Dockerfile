# syntax=docker/dockerfile:1
# The site in a container (README, Deployment): the README's build commands in a build stage,
# its start command in a small runtime stage, as a non-root user.

FROM node:26-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# Public settings are baked into the pages at build time (README, Configuration): give the build
# the values the server gets at run time (compose.yaml passes them from .env). Unset ones take
# their defaults, and a server started with other values refuses to start, naming them.
ARG SITE_URL
ARG PRODUCT_NAME
ARG CONTACT_EMAIL
ARG PRIVACY_EMAIL
ARG DPO_EMAIL
ARG BOOKING_URL_30
ARG BOOKING_URL_45
ARG BOOKING_URL_GUEST
ARG COMPANY_PROFILE_URL
ARG FOUNDER_PROFILE_URL
ARG PODCAST_VIDEO_URL
ARG PODCAST_AUDIO_URL
ARG PODCAST_NETWORK_URL
ARG TWITTER_HANDLE
ARG SITE_TIME_ZONE
ARG NEWSLETTER_RETENTION_DAYS
# A build given a SITE_URL refuses placeholder settings unless this is "true" (a demo).
ARG ALLOW_PLACEHOLDERS
RUN npm run build
# The server imports production dependencies only.
RUN npm prune --omit=dev

FROM node:26-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/app/data/site.db
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/config ./config
COPY --from=build /app/server ./server
# The SQLite file's folder (unused with DATABASE_URL): the server's user owns it, nobody else reads it.
RUN mkdir -p /app/data && chown node:node /app/data && chmod 700 /app/data
USER node
VOLUME /app/data
EXPOSE 3000
# No curl in the image: node asks /healthz, which checks the database.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/index.ts"]
