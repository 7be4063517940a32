import { Worker } from 'node:worker_threads';
import { AVATAR_MESSAGES, checkAvatarBytes, jpegDataUrl, type AvatarRefusal } from '../../domain/avatar-upload';
import type { ResizedAvatar } from './avatar-resize';

export type AvatarResult = { ok: true; dataUrl: string; width: number; height: number } | { ok: false; refusal: AvatarRefusal };

/** Longer than decoding the largest picture allowed (40 million pixels) takes on one core. */
const RESIZE_TIMEOUT_MS = 60_000;

type Reply = { id: number; result?: ResizedAvatar | null; error?: string };
type Pending = { resolve(result: ResizedAvatar | null): void; reject(error: Error): void; timer: NodeJS.Timeout };

/**
 * One background thread for all avatar resizing: decoding a phone photo in pure JavaScript takes seconds,
 * which would stall every other request on the API's event loop. Requests queue in the thread; it does not
 * keep the process alive, and a thread that dies or hangs is replaced on the next upload.
 */
class AvatarResizer {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  resize(bytes: Uint8Array): Promise<ResizedAvatar | null> {
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error('Resizing the image took too long.')), RESIZE_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, bytes });
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./avatar-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if (reply.error !== undefined) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.result ?? null);
    });
    // Only the current thread's end matters: a replaced one's exit must not fail its successor's work.
    worker.on('error', (error) => this.worker === worker && this.fail(error));
    worker.on('exit', () => this.worker === worker && this.fail(new Error('The image resizer stopped.')));
    this.worker = worker;
    return worker;
  }

  /** Rejects everything waiting and drops the thread, so the next upload starts a fresh one. */
  private fail(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    this.pending.clear();
    if (worker) void worker.terminate();
  }
}

const resizer = new AvatarResizer();

/**
 * Turns uploaded bytes into the stored avatar (seed 001 §5, §9): checked by content (an image at all, at
 * most 5242880 bytes, a kind we read, not too many pixels), then decoded and resized to a 150 px JPEG at
 * quality 0.7 in the background thread, as a data URL.
 */
export async function makeAvatar(bytes: Uint8Array): Promise<AvatarResult> {
  const checked = checkAvatarBytes(bytes);
  if (!checked.ok) return checked;
  const resized = await resizer.resize(bytes);
  if (!resized) return { ok: false, refusal: { status: 400, message: AVATAR_MESSAGES.notImage } };
  return { ok: true, dataUrl: jpegDataUrl(resized.base64), width: resized.width, height: resized.height };
}
