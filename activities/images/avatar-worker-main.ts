import { parentPort } from 'node:worker_threads';
import { resizeToAvatar } from './avatar-resize';

/** Resizes one image per message, in order: { id, bytes } → { id, result } or { id, error }. */
parentPort?.on('message', (message: { id: number; bytes: Uint8Array }) => {
  resizeToAvatar(message.bytes).then(
    (result) => parentPort?.postMessage({ id: message.id, result }),
    (error: unknown) => parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
