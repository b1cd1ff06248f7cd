# syntax=docker/dockerfile:1
# The storefront, its API/CDN and the order desk in one image (README "Deploy").
# Build: docker build -t dasturxon .   Run: see compose.yaml.

# 1. everything built: the storefront (dist/), its server entry (dist-ssr/), the server (dist-server/)
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist and dist-ssr link into .builds/ (a build is swapped in whole); the image takes their folders
RUN npm run build && mkdir /release && cp -rL dist dist-ssr dist-server /release/

# 2. the packages the server needs at runtime, without the toolchain
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. what runs: the same `npm start` as the tests run, finding everything built
FROM node:20-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /release/dist dist
COPY --from=build /release/dist-ssr dist-ssr
COPY --from=build /release/dist-server dist-server
COPY package.json ./
COPY scripts/build-server.mjs scripts/
COPY openapi/storefront.yaml openapi/
COPY server/seed server/seed
COPY server/db/migrations/001-initial.sql server/db/migrations/
# the builds are newer than every source in the image: `npm start` builds nothing
RUN touch dist/index.html dist-ssr/ssr.js dist-server/main.js \
 && mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=40s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "start"]
