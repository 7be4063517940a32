/**
 * Installs the in-process search model into TOOLS_DIR/models ahead of time (the Docker image does this at
 * build time; `npm start` would otherwise do it at first start).
 */
import { loadConfig } from '../api/config';
import { ensureEmbeddingModel } from '../api/runtime/embedding-model';

const { embeddings } = loadConfig();
ensureEmbeddingModel({ modelsDir: embeddings.modelsDir, repositoryUrl: embeddings.repositoryUrl, log: console.log }).then(
  (dir) => console.log(`Search model ready in ${dir}.`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
