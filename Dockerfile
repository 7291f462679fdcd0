# syntax=docker/dockerfile:1
# The public website as one container: Next's standalone server with the embedded dataset, Node 22, non-root.
#   docker build -t lone-star-shield --build-arg NEXT_PUBLIC_SITE_URL=https://www.example.com .
#   docker run -p 3000:3000 -e SANITY_REVALIDATE_SECRET=... -v lss-leads:/data lone-star-shield
# Build arguments are the browser-visible settings (NEXT_PUBLIC_*): Next writes them into the pages at build time.
# Server settings (Sanity project, tokens, webhook secret) are given to `docker run` and never enter the image.
ARG NODE_IMAGE=node:22-bookworm-slim

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
# Build-time content: with a Sanity project the pages are prerendered from it (pass the same values to `docker run`).
ARG SANITY_PROJECT_ID
ARG SANITY_DATASET
ENV NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
RUN pnpm --filter web build

FROM ${NODE_IMAGE} AS run
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000 LEADS_FILE=/data/leads.ndjson
WORKDIR /app
# server.js, the traced node_modules and the embedded dataset (studio/seed), then the client files beside them.
COPY --from=build --chown=node:node /repo/web/.next/standalone ./
COPY --from=build --chown=node:node /repo/web/.next/static ./web/.next/static
# Leads the browser could not email are appended here when no Sanity project keeps them: mount a volume.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/robots.txt').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "web/server.js"]
