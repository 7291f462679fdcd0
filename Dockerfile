# syntax=docker/dockerfile:1
# The public website as one container: Next's standalone server with the embedded dataset, Node 24, non-root.
#   docker build -t lone-star-shield --build-arg NEXT_PUBLIC_SITE_URL=https://www.example.com .
#   docker run -p 3000:3000 -e SANITY_REVALIDATE_SECRET=... -v lss-state:/data lone-star-shield
# With podman, build with `--format docker`: the OCI image format has no place for the HEALTHCHECK below.
# Build arguments are what `next build` reads and writes into the image: the browser-visible settings
# (NEXT_PUBLIC_*), the Sanity project the pages are prerendered from, and the Studio allowed to frame the site.
# Secrets (tokens, webhook secret) are given to `docker run` and never enter the image. docs/containers.md has
# the full reference.
# Node 24 LTS, in both the build and the run stage. Another can be given with --build-arg NODE_IMAGE=...; the
# project supports Node 22.16 and later (the server uses the built-in node:sqlite).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /repo
# The pnpm version pinned in package.json (packageManager), through Node's corepack.
RUN corepack enable
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches ./patches
COPY web/package.json ./web/
COPY studio/package.json ./studio/
# The whole workspace: next build type-checks the site's tests too, and some read the Studio's schemas.
RUN pnpm install --frozen-lockfile

FROM deps AS build
COPY tsconfig.json ./
COPY web ./web
COPY studio ./studio
# Next writes every NEXT_PUBLIC_ value into the pages and scripts it builds; changing one means a new image.
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_EMAILJS_PUBLIC_KEY
ARG NEXT_PUBLIC_EMAILJS_SERVICE_ID
ARG NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID
ARG NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID_ES
ARG NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID
ARG NEXT_PUBLIC_EMAILJS_SERVICE_CONFIRMATION_TEMPLATE_ID
ARG NEXT_PUBLIC_EMAILJS_SERVICE_CONFIRMATION_TEMPLATE_ID_ES
ARG NEXT_PUBLIC_EMAILJS_SERVICE_REQUEST_TEMPLATE_ID
ARG NEXT_PUBLIC_GTM_ID
ARG NEXT_PUBLIC_GOOGLE_ADS_CONVERSION
# With a Sanity project the pages are prerendered from it: pass the same values to `docker run`, or the server
# and the pages it was built with read different content.
ARG SANITY_PROJECT_ID
ARG SANITY_DATASET
ARG SANITY_API_VERSION
# The security headers, frame-ancestors included, are fixed when the site is built: without the Studio's address
# here, the Presentation tool cannot show the site in its frame, whatever the container is given at run time.
ARG SANITY_STUDIO_URL
# `false` when a proxy in front compresses (compose.yaml's nginx does): Next then sends pages as they are.
ARG NEXT_COMPRESS
ENV NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
# A private dataset needs the read token at build too. It comes as a secret, which stays out of the image and
# its metadata, unlike a build argument: docker build --secret id=sanity_read_token,env=SANITY_API_READ_TOKEN
RUN --mount=type=secret,id=sanity_read_token \
  SANITY_API_READ_TOKEN="$(cat /run/secrets/sanity_read_token 2>/dev/null || true)" pnpm --filter web build

FROM ${NODE_IMAGE} AS run
# STATE_DIR holds what must outlive the container (revalidated cache tags; without a Sanity write token, the
# requests, online quotes and CRM deliveries, in requests.sqlite): keep /data on a volume. A backup while it runs:
#   docker exec <container> node web/scripts/export-requests.mjs backup /data/backup.sqlite
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000 STATE_DIR=/data
WORKDIR /app
# server.js, the traced node_modules and the embedded dataset (studio/seed), then the client files beside them.
COPY --from=build --chown=node:node /repo/web/.next/standalone ./
COPY --from=build --chown=node:node /repo/web/.next/static ./web/.next/static
# Owned by node before the volume is first mounted, so a new named volume starts writable for the server.
# Visitors' requests live here: only the server's own user may enter.
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
VOLUME /data
USER node
EXPOSE 3000
# /api/health answers 503 when the server cannot keep the requests it is sent, so an orchestrator (or nginx,
# through compose's depends_on) stops counting on a replica that would only fail. With HEALTH_TOKEN the check reads
# every part, and what it prints is kept with the container's health: `docker inspect` shows which part failed.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "const t=process.env.HEALTH_TOKEN;fetch('http://127.0.0.1:'+process.env.PORT+'/api/health',{headers:t?{authorization:'Bearer '+t}:{}}).then(async r=>{console.log(await r.text());process.exit(r.ok?0:1)},e=>{console.log(e.message);process.exit(1)})"]
# The log preload holds the console until the server's logger takes it: every line the container prints is JSON.
CMD ["node", "--import", "./web/lib/log/preload.mjs", "web/server.js"]
