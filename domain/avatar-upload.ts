/**
 * Avatar images (seed 001 §5, §8, §9): what an upload may be, how large, and what it becomes.
 * The same rules serve an assistant's avatar and the user's own; the browser checks them first and
 * the server checks them again on the bytes themselves (never the client's word for the type).
 */

/** At most 5 MB (5242880 bytes) as uploaded. */
export const AVATAR_MAX_BYTES = 5_242_880;
/** The longest side after resizing, in pixels. */
export const AVATAR_MAX_SIDE = 150;
/** JPEG quality 0.7 (the encoder's scale is 0–100: 70). */
export const AVATAR_JPEG_QUALITY = 0.7;
/** The page reloads this long after the success toast. */
export const AVATAR_RELOAD_DELAY_MS = 1500;
/** Decoding a larger picture would take hundreds of megabytes whatever its file size. */
export const AVATAR_MAX_PIXELS = 40_000_000;

/** The image types the server can read (by their content), with the MIME types browsers give them. */
export const AVATAR_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'] as const;
export type AvatarImageType = (typeof AVATAR_IMAGE_TYPES)[number];

export const AVATAR_MESSAGES = {
  notImage: 'Please upload an image file.',
  tooLarge: 'Image too large. Please use a smaller image.',
  unsupportedImage: 'This kind of image cannot be used. Please upload a JPEG, PNG, GIF or BMP image.',
  uploading: '🔄 Uploading avatar...',
  saved: '✅ Avatar saved successfully!',
  saveFailed: '❌ Save failed',
  uploadFailed: (message: string) => `Avatar upload failed: ${message}`,
} as const;

export type AvatarRefusal = { status: 400 | 413 | 415; message: string };

/** The browser's check before sending: a picked file's declared type and size. Null when it may be sent. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return AVATAR_MESSAGES.notImage;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  if (!(AVATAR_IMAGE_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.unsupportedImage;
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);

/** Image formats recognised by their first bytes; `readable` ones the server can decode. */
export function sniffImageType(bytes: Uint8Array): { type: string; readable: boolean } | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', readable: true };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'image/png', readable: true };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { type: 'image/gif', readable: true };
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length > 26) return { type: 'image/bmp', readable: true };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { type: 'image/webp', readable: false };
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return { type: 'image/tiff', readable: false };
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return { type: 'image/heif', readable: false };
  return null;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32be = (b: Uint8Array, at: number) => (u16be(b, at) * 65536) + u16be(b, at + 2);
const i32le = (b: Uint8Array, at: number) => ((b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16) | ((b[at + 3] ?? 0) << 24));

/** Width and height from the header of a readable image, or null when the header cannot be found. */
export function imageDimensions(bytes: Uint8Array, type: string): { width: number; height: number } | null {
  switch (type) {
    case 'image/png':
      return bytes.length >= 24 ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;
    case 'image/gif':
      return bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : null;
    case 'image/bmp':
      return { width: Math.abs(i32le(bytes, 18)), height: Math.abs(i32le(bytes, 22)) };
    case 'image/jpeg':
      return jpegDimensions(bytes);
    default:
      return null;
  }
}

/** Walks the JPEG markers to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC). */
function jpegDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = u16be(bytes, at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/**
 * Checks uploaded bytes before decoding: an image at all (by content), small enough, a format we read,
 * and not a picture too large to decode. Returns the refusal, or the type to decode.
 */
export function checkAvatarBytes(bytes: Uint8Array): { ok: true; type: AvatarImageType } | { ok: false; refusal: AvatarRefusal } {
  if (bytes.length > AVATAR_MAX_BYTES) return { ok: false, refusal: { status: 413, message: AVATAR_MESSAGES.tooLarge } };
  const sniffed = sniffImageType(bytes);
  if (!sniffed) return { ok: false, refusal: { status: 400, message: AVATAR_MESSAGES.notImage } };
  if (!sniffed.readable) return { ok: false, refusal: { status: 415, message: AVATAR_MESSAGES.unsupportedImage } };
  const size = imageDimensions(bytes, sniffed.type);
  if (!size || size.width < 1 || size.height < 1) return { ok: false, refusal: { status: 400, message: AVATAR_MESSAGES.notImage } };
  if (size.width * size.height > AVATAR_MAX_PIXELS) return { ok: false, refusal: { status: 413, message: AVATAR_MESSAGES.tooLarge } };
  return { ok: true, type: sniffed.type as AvatarImageType };
}

/**
 * The stored size: the longest side becomes 150 px, the other keeps the proportions (at least 1 px).
 * A smaller picture is never enlarged: scaling up only adds blur and bytes.
 */
export function avatarTargetSize(width: number, height: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= AVATAR_MAX_SIDE) return { width, height };
  const scale = AVATAR_MAX_SIDE / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const jpegDataUrl = (base64: string) => `data:image/jpeg;base64,${base64}`;
