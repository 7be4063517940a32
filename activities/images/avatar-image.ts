import { Jimp } from 'jimp';
import { AVATAR_JPEG_QUALITY, AVATAR_MESSAGES, avatarTargetSize, checkAvatarBytes, jpegDataUrl, type AvatarRefusal } from '../../domain/avatar-upload';

export type AvatarResult = { ok: true; dataUrl: string; width: number; height: number } | { ok: false; refusal: AvatarRefusal };

/**
 * Turns uploaded bytes into the stored avatar (seed 001 §5, §9): checked by content, decoded, the longest
 * side brought down to 150 px, flattened onto white (JPEG has no transparency) and re-encoded as JPEG at
 * quality 0.7, as a data URL.
 */
export async function makeAvatar(bytes: Uint8Array): Promise<AvatarResult> {
  const checked = checkAvatarBytes(bytes);
  if (!checked.ok) return checked;
  let image: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    image = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return { ok: false, refusal: { status: 400, message: AVATAR_MESSAGES.notImage } };
  }
  const size = avatarTargetSize(image.width, image.height);
  if (size.width !== image.width || size.height !== image.height) image.resize({ w: size.width, h: size.height });
  const flattened = new Jimp({ width: size.width, height: size.height, color: 0xffffffff }).composite(image, 0, 0);
  const jpeg = await flattened.getBuffer('image/jpeg', { quality: Math.round(AVATAR_JPEG_QUALITY * 100) });
  return { ok: true, dataUrl: jpegDataUrl(jpeg.toString('base64')), width: size.width, height: size.height };
}
