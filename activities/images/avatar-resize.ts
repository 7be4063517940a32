import { Jimp } from 'jimp';
import { AVATAR_JPEG_QUALITY, avatarTargetSize } from '../../domain/avatar-upload';

export interface ResizedAvatar {
  /** The JPEG's bytes, base64. */
  base64: string;
  width: number;
  height: number;
}

/**
 * Decodes an image already checked by its header, brings the longest side down to 150 px, flattens it onto
 * white (JPEG has no transparency) and re-encodes it as JPEG at quality 0.7. Null when it cannot be decoded.
 * Pure JavaScript and CPU-heavy (seconds for a phone photo): run it off the event loop (avatar-image.ts).
 */
export async function resizeToAvatar(bytes: Uint8Array): Promise<ResizedAvatar | null> {
  let image: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    image = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return null;
  }
  const size = avatarTargetSize(image.width, image.height);
  if (size.width !== image.width || size.height !== image.height) image.resize({ w: size.width, h: size.height });
  const flattened = new Jimp({ width: size.width, height: size.height, color: 0xffffffff }).composite(image, 0, 0);
  const jpeg = await flattened.getBuffer('image/jpeg', { quality: Math.round(AVATAR_JPEG_QUALITY * 100) });
  return { base64: jpeg.toString('base64'), ...size };
}
