import { describe, expect, it } from 'vitest';
import {
  AVATAR_JPEG_QUALITY,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SIDE,
  AVATAR_MESSAGES,
  AVATAR_RELOAD_DELAY_MS,
  avatarTargetSize,
  checkAvatarBytes,
  checkAvatarFile,
  imageDimensions,
  sniffImageType,
} from '../../../domain/avatar-upload';

function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

function jpegHeader(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with precision, height, width.
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0)];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0]);
}

describe('avatar rules (seed 001 §5, §8, §9)', () => {
  it('has the constants and texts of the seed', () => {
    expect(AVATAR_MAX_BYTES).toBe(5242880);
    expect(AVATAR_MAX_SIDE).toBe(150);
    expect(AVATAR_JPEG_QUALITY).toBe(0.7);
    expect(AVATAR_RELOAD_DELAY_MS).toBe(1500);
    expect(AVATAR_MESSAGES.notImage).toBe('Please upload an image file.');
    expect(AVATAR_MESSAGES.tooLarge).toBe('Image too large. Please use a smaller image.');
    expect(AVATAR_MESSAGES.uploading).toBe('🔄 Uploading avatar...');
    expect(AVATAR_MESSAGES.saved).toBe('✅ Avatar saved successfully!');
    expect(AVATAR_MESSAGES.saveFailed).toBe('❌ Save failed');
    expect(AVATAR_MESSAGES.uploadFailed('network down')).toBe('Avatar upload failed: network down');
  });

  it('checks a picked file in the browser: image type first, then size, then a kind we can read', () => {
    expect(checkAvatarFile({ type: 'text/plain', size: 10 })).toBe('Please upload an image file.');
    expect(checkAvatarFile({ type: '', size: 10 })).toBe('Please upload an image file.');
    expect(checkAvatarFile({ type: 'image/png', size: 5242881 })).toBe('Image too large. Please use a smaller image.');
    expect(checkAvatarFile({ type: 'image/png', size: 5242880 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 1000 })).toBe(AVATAR_MESSAGES.unsupportedImage);
  });

  it('recognises images by their bytes, not their name', () => {
    expect(sniffImageType(pngHeader(1, 1))).toEqual({ type: 'image/png', readable: true });
    expect(sniffImageType(jpegHeader(1, 1))).toEqual({ type: 'image/jpeg', readable: true });
    expect(sniffImageType(new TextEncoder().encode('GIF89a\x10\x00\x20\x00'))).toEqual({ type: 'image/gif', readable: true });
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ type: 'image/webp', readable: false });
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('hello'))).toBeNull();
  });

  it('reads the pixel size from PNG, JPEG and GIF headers', () => {
    expect(imageDimensions(pngHeader(600, 300), 'image/png')).toEqual({ width: 600, height: 300 });
    expect(imageDimensions(jpegHeader(1024, 768), 'image/jpeg')).toEqual({ width: 1024, height: 768 });
    expect(imageDimensions(new TextEncoder().encode('GIF89a\x10\x00\x20\x00'), 'image/gif')).toEqual({ width: 16, height: 32 });
  });

  it('refuses by bytes: not an image (400), over 5242880 bytes (413), an unreadable kind (415), a picture too large to decode (413)', () => {
    expect(checkAvatarBytes(new TextEncoder().encode('just text'))).toEqual({ ok: false, refusal: { status: 400, message: 'Please upload an image file.' } });
    const big = new Uint8Array(5242881);
    big.set(pngHeader(10, 10));
    expect(checkAvatarBytes(big)).toEqual({ ok: false, refusal: { status: 413, message: 'Image too large. Please use a smaller image.' } });
    expect(checkAvatarBytes(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')).ok).toBe(false);
    expect(checkAvatarBytes(pngHeader(50_000, 50_000))).toEqual({ ok: false, refusal: { status: 413, message: 'Image too large. Please use a smaller image.' } });
    expect(checkAvatarBytes(pngHeader(0, 10))).toMatchObject({ ok: false, refusal: { status: 400 } });
    expect(checkAvatarBytes(pngHeader(600, 300))).toEqual({ ok: true, type: 'image/png' });
  });

  it('brings the longest side to 150 px, keeps proportions, never enlarges', () => {
    expect(avatarTargetSize(600, 300)).toEqual({ width: 150, height: 75 });
    expect(avatarTargetSize(300, 600)).toEqual({ width: 75, height: 150 });
    expect(avatarTargetSize(200, 800)).toEqual({ width: 38, height: 150 });
    expect(avatarTargetSize(4000, 4000)).toEqual({ width: 150, height: 150 });
    expect(avatarTargetSize(3000, 1)).toEqual({ width: 150, height: 1 });
    expect(avatarTargetSize(100, 50)).toEqual({ width: 100, height: 50 });
    expect(avatarTargetSize(150, 150)).toEqual({ width: 150, height: 150 });
  });
});
