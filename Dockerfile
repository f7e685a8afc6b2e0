# One image for write-api, the projector and read-api (docker-compose.yml picks each by its
# command), with the web app built into web/dist, which read-api serves.
FROM node:20
WORKDIR /app
COPY . .
# --include=dev: the services run their TypeScript through tsx, and vite builds the web app.
RUN npm ci --include=dev --no-audit --no-fund && npm run build -w web \
  && mkdir -p /media && chown node:node /media
ENV NODE_ENV=production
USER node
