import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantView } from '../../../domain/assistants/views';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { assistantsClient, errorOf, FOREIGN_ID, ok, type AssistantsClient } from './assistant-helpers';

/** Decodes a stored avatar data URL: its MIME type and pixel size. */
async function decodeDataUrl(dataUrl: string) {
  const match = /^data:(image\/[a-z]+);base64,(.+)$/.exec(dataUrl);
  expect(match, dataUrl.slice(0, 40)).not.toBeNull();
  const bytes = Buffer.from(match![2]!, 'base64');
  const image = await Jimp.read(bytes);
  return { mime: match![1], magic: [...bytes.subarray(0, 3)], width: image.width, height: image.height, image };
}

async function picture(width: number, height: number, mime: 'image/png' | 'image/jpeg', color = 0x2a6fdbff): Promise<Buffer> {
  return new Jimp({ width, height, color }).getBuffer(mime);
}

describe('avatar upload (assistants and the profile)', () => {
  let t: TestApp;
  let api: AssistantsClient;
  let assistant: AssistantView;

  beforeAll(async () => {
    t = await createTestApp();
    api = assistantsClient(t.app, (await signUpUser(t.app)).cookie);
    assistant = await api.create({ name: 'Face' });
  });
  afterAll(async () => t?.close());

  it('resizes a 600x300 PNG to a 150x75 JPEG stored as a data URL', async () => {
    const updated = ok<AssistantView>(await api.upload(`/api/assistants/${assistant.id}/avatar`, await picture(600, 300, 'image/png')), 200);
    const stored = await decodeDataUrl(updated.avatar!);
    expect(stored).toMatchObject({ mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff], width: 150, height: 75 });
    expect((await api.get(assistant.id)).avatar).toBe(updated.avatar);
  });

  it('resizes a tall JPEG by its longest side (200x800 → 38x150) and keeps the colour', async () => {
    const updated = ok<AssistantView>(await api.upload(`/api/assistants/${assistant.id}/avatar`, await picture(200, 800, 'image/jpeg', 0xcc2222ff)), 200);
    const stored = await decodeDataUrl(updated.avatar!);
    expect([stored.width, stored.height]).toEqual([38, 150]);
    const { r, g, b } = intToRgba(stored.image.getPixelColor(19, 75));
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
  });

  it('never enlarges a small picture, and flattens transparency onto white', async () => {
    const clear = await new Jimp({ width: 40, height: 20, color: 0x00000000 }).getBuffer('image/png');
    const updated = ok<AssistantView>(await api.upload(`/api/assistants/${assistant.id}/avatar`, clear), 200);
    const stored = await decodeDataUrl(updated.avatar!);
    expect([stored.width, stored.height]).toEqual([40, 20]);
    expect(intToRgba(stored.image.getPixelColor(10, 10)).r).toBeGreaterThan(240);
  });

  it('resizes off the event loop: the API stays responsive while a large photo is decoded', async () => {
    const photo = await picture(2400, 1500, 'image/jpeg');
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const response = await api.upload(`/api/assistants/${assistant.id}/avatar`, photo);
    // A timer has to fire after a blocked stretch for the stretch to be measured.
    await new Promise((resolve) => setTimeout(resolve, 50));
    delay.disable();
    const stored = await decodeDataUrl(ok<AssistantView>(response, 200).avatar!);
    expect([stored.width, stored.height]).toEqual([150, 94]);
    // Decoding 3.6 million pixels on this thread would hold it for well over a second.
    expect(delay.max / 1e6).toBeLessThan(400);
  });

  it("refuses a text file with 'Please upload an image file.', whatever type the client claims", async () => {
    const text = Buffer.from('This is a note, not a picture.\n');
    expect(errorOf(await api.upload(`/api/assistants/${assistant.id}/avatar`, text), 400)).toBe('Please upload an image file.');
    const pngHeaderOnly = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect(errorOf(await api.upload(`/api/assistants/${assistant.id}/avatar`, pngHeaderOnly), 400)).toBe('Please upload an image file.');
  });

  it("refuses 5242881 bytes with 'Image too large. Please use a smaller image.'", async () => {
    const big = Buffer.alloc(5_242_881);
    (await picture(600, 300, 'image/png')).copy(big);
    expect(errorOf(await api.upload(`/api/assistants/${assistant.id}/avatar`, big), 413)).toBe('Image too large. Please use a smaller image.');
  });

  it('refuses a JSON body, a foreign origin, and an unknown assistant', async () => {
    const png = await picture(10, 10, 'image/png');
    expect((await api.upload(`/api/assistants/${assistant.id}/avatar`, png, 'application/json')).statusCode).toBe(415);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/assistants/${assistant.id}/avatar`,
      headers: { origin: 'https://evil.example', 'content-type': 'application/octet-stream' },
      payload: png,
    });
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(await api.upload(`/api/assistants/${FOREIGN_ID}/avatar`, png), 404)).toBe(`Assistant with ID ${FOREIGN_ID} not found.`);
  });

  it("sets the user's own avatar on the profile with the same rules", async () => {
    const { cookie } = await signUpUser(t.app);
    const me = assistantsClient(t.app, cookie);
    const reply = ok<{ user: { avatar: string } }>(await me.upload('/api/profile/avatar', await picture(300, 600, 'image/png')), 200);
    const stored = await decodeDataUrl(reply.user.avatar);
    expect([stored.mime, stored.width, stored.height]).toEqual(['image/jpeg', 75, 150]);
    const current = ok<{ user: { avatar: string } }>(await me.call('GET', '/api/auth/me'), 200);
    expect(current.user.avatar).toBe(reply.user.avatar);
    expect(errorOf(await me.upload('/api/profile/avatar', Buffer.from('plain text')), 400)).toBe('Please upload an image file.');
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { origin: 'http://127.0.0.1:3000', 'content-type': 'application/octet-stream' }, payload: Buffer.from('x') });
    expect(signedOut.statusCode).toBe(401);
  });
});

function intToRgba(color: number) {
  return { r: (color >>> 24) & 0xff, g: (color >>> 16) & 0xff, b: (color >>> 8) & 0xff, a: color & 0xff };
}
