FROM node:22-bookworm-slim
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends procps && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The search model's weights, checked by sha256, so containers start without downloading them.
RUN npx tsx scripts/install-embedding-model.ts
ENV NODE_ENV=production
EXPOSE 3000
CMD ["npm", "run", "api"]
