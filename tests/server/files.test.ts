/**
 * Uploads and uploaded files (server/modules/files): the type decided from the bytes (a PNG named .jpg is a
 * PNG, HTML named .png is refused), the 1 MB limit (declared length and counted stream), empty and missing
 * files, re-encoding without metadata, login, the visibility rule of GET /files/:id (owner, the parties of the
 * conversation, 404 for everyone else) with its headers, several files at once, and Idempotency-Key replays.
 * Test images are made with sharp here.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import { CHAT_LIMITS, CHAT_TEXT, uploadedFilesSchema, type UploadedFile } from '../../src/contract/chat.ts';
import type { UploadFileKind } from '../../src/contract/code-tables.ts';
import { envelope } from '../../src/contract/envelope.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import { ERROR_TEXT } from '../../src/contract/result-codes.ts';
import { MESSAGES } from '../../src/contract/validation.ts';
import {
  chatAccountMembersTable,
  chatAccountsTable,
  conversationsTable,
} from '../../server/modules/chat/chat.table.ts';
import { createFilesRepository } from '../../server/modules/files/files.repository.ts';
import { filesTable } from '../../server/modules/files/files.table.ts';
import { sanitizeFileName } from '../../server/modules/files/files.mappers.ts';
import { DEMO, authHeaders, envelopeOf, loginBySms, loginByPassword } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { filePart, multipart, type FormPart } from '../helpers/uploads.ts';

/** A new number: the platform service account's own user (no staff logs in as it). */
const ACCOUNT_PHONE = '13900000071';

const uploadedEnvelope = envelope(uploadedFilesSchema);

const t = useTestApp();
let owner: LoginResult;
let other: LoginResult;
let staff: LoginResult;
let account: LoginResult;
let png: Buffer;
let jpegWithExif: Buffer;

function upload(
  parts: readonly FormPart[],
  {
    token,
    url = API.upload.one,
    fileType = 'ABROAD_CIRCLE',
    headers = {},
  }: {
    token?: string;
    url?: string;
    fileType?: UploadFileKind | null;
    headers?: Record<string, string>;
  } = {},
) {
  const form = multipart(fileType === null ? parts : [{ name: 'fileType', value: fileType }, ...parts]);
  return t.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? authHeaders(token) : {}), ...headers },
  });
}

function uploaded(response: LightMyRequestResponse): UploadedFile[] {
  expect(response.statusCode, response.body).toBe(200);
  return uploadedEnvelope.parse(response.json()).data;
}

async function uploadOne(data: Buffer, filename: string, options: { fileType?: UploadFileKind } = {}) {
  const [file] = uploaded(await upload([filePart(data, filename)], { token: owner.token, ...options }));
  if (!file) throw new Error('no file answered');
  return file;
}

function expectRefused(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(envelopeOf(response)).toEqual({ code: 410, message, data: null });
}

const read = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers: { ...(token ? authHeaders(token) : {}), ...headers } });

beforeAll(async () => {
  owner = await loginByPassword(t, DEMO.student);
  other = await loginByPassword(t, DEMO.other);
  staff = await loginByPassword(t, DEMO.member);
  account = await loginBySms(t, ACCOUNT_PHONE);
  png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .png()
    .toBuffer();
  // 40 x 20 stored, shown 20 x 40 (orientation 6: rotate 90° clockwise), with an EXIF description
  jpegWithExif = await sharp({
    create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'secret-location-note' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}, 60_000);

describe('the type is decided from the bytes', () => {
  it('accepts a PNG named .jpg (declared image/jpeg) as a PNG and serves it as image/png', async () => {
    const file = await uploadOne(png, 'photo.jpg');
    expect(file).toMatchObject({
      fileName: 'photo.jpg',
      fileType: 'ABROAD_CIRCLE',
      contentType: 'image/png',
      filePreviewUrl: `/files/${file.id}`,
    });
    const response = await read(file.filePreviewUrl, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.length).toBe(file.size);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  it('refuses an HTML file named .png with the spec message', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const response = await upload([filePart(html, 'cat.png', 'image/png')], { token: owner.token });
    expectRefused(response, MESSAGES.chatImageType);
  });

  it('refuses other image formats and bytes that only begin like a PNG', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expectRefused(
      await upload([filePart(gif, 'a.png', 'image/png')], { token: owner.token }),
      MESSAGES.chatImageType,
    );
    const fake = Buffer.concat([png.subarray(0, 8), randomBytes(200)]);
    expectRefused(
      await upload([filePart(fake, 'b.png', 'image/png')], { token: owner.token }),
      MESSAGES.chatImageType,
    );
  });
});

describe('size and presence', () => {
  let big: Buffer;

  beforeAll(async () => {
    // random noise does not compress: about 1.15 MB of PNG
    big = await sharp(randomBytes(620 * 620 * 3), { raw: { width: 620, height: 620, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1.1 * 1024 * 1024);
  });

  it('refuses a 1.1 MB image by its declared length', async () => {
    expectRefused(await upload([filePart(big, 'big.png')], { token: owner.token }), MESSAGES.chatImageSize);
  });

  it('refuses a 1.1 MB image counted in the stream (declared length within the budget of 9 files)', async () => {
    const response = await upload([filePart(png, 'small.png'), filePart(big, 'big.png')], {
      token: owner.token,
      url: API.upload.many,
    });
    expectRefused(response, MESSAGES.chatImageSize);
  });

  it('accepts an image of exactly the limit’s size class (1 MB is allowed, 1 MB + 1 is not)', async () => {
    const exactly = Buffer.concat([png, Buffer.alloc(CHAT_LIMITS.IMAGE_MAX_BYTES - png.length)]);
    const file = await uploadOne(exactly, 'padded.png');
    expect(file.contentType).toBe('image/png');
    const over = Buffer.concat([exactly, Buffer.alloc(1)]);
    const response = await upload([filePart(over, 'over.png')], { token: owner.token, url: API.upload.many });
    expectRefused(response, MESSAGES.chatImageSize);
  });

  it('refuses a zero-byte file', async () => {
    const response = await upload([filePart(Buffer.alloc(0), 'empty.jpg')], { token: owner.token });
    expectRefused(response, CHAT_TEXT.FILE_EMPTY);
  });

  it('refuses a form without a file, and a request that is not multipart', async () => {
    expectRefused(await upload([], { token: owner.token }), CHAT_TEXT.NO_FILE);
    const json = await t.inject({
      method: 'POST',
      url: API.upload.one,
      payload: { files: 'x' },
      headers: authHeaders(owner.token),
    });
    expectRefused(json, CHAT_TEXT.NO_FILE);
  });

  it('refuses a missing or unknown fileType, a file under another field and a broken body', async () => {
    expectRefused(
      await upload([filePart(png, 'a.png')], { token: owner.token, fileType: null }),
      ERROR_TEXT.INVALID,
    );
    const unknownKind = multipart([{ name: 'fileType', value: 'PASSPORT' }, filePart(png, 'a.png')]);
    expectRefused(
      await t.inject({
        method: 'POST',
        url: API.upload.one,
        payload: unknownKind.payload,
        headers: { ...unknownKind.headers, ...authHeaders(owner.token) },
      }),
      ERROR_TEXT.INVALID,
    );
    expectRefused(
      await upload([filePart(png, 'a.png', 'image/png', 'avatar')], { token: owner.token }),
      ERROR_TEXT.INVALID,
    );
    const broken = await t.inject({
      method: 'POST',
      url: API.upload.one,
      payload: Buffer.from(
        '--nothing\r\nContent-Disposition: form-data; name="files"; filename="a"\r\n\r\nabc',
      ),
      headers: { 'content-type': 'multipart/form-data; boundary=nothing', ...authHeaders(owner.token) },
    });
    expectRefused(broken, ERROR_TEXT.INVALID);
    const noBoundary = await t.inject({
      method: 'POST',
      url: API.upload.one,
      payload: 'abc',
      headers: { 'content-type': 'multipart/form-data', ...authHeaders(owner.token) },
    });
    expectRefused(noBoundary, ERROR_TEXT.INVALID);
  });

  it('takes one file on minio/upload and at most 9 on minio/uploads', async () => {
    const two = [filePart(png, 'a.png'), filePart(png, 'b.png')];
    expectRefused(await upload(two, { token: owner.token }), ERROR_TEXT.INVALID);
    const ten = Array.from({ length: 10 }, (_, i) => filePart(png, `${i}.png`));
    expectRefused(await upload(ten, { token: owner.token, url: API.upload.many }), CHAT_TEXT.TOO_MANY_FILES);
  });
});

describe('re-encoding', () => {
  it('turns the image upright by its EXIF orientation and strips every metadata block', async () => {
    const before = await sharp(jpegWithExif).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(jpegWithExif.includes('secret-location-note')).toBe(true);

    const file = await uploadOne(jpegWithExif, 'exif.jpeg');
    expect(file.contentType).toBe('image/jpeg');
    const response = await read(file.filePreviewUrl, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const after = await sharp(response.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(response.rawPayload.includes('secret-location-note')).toBe(false);
  });

  it('keeps the client’s name for display only, cleaned and at most 200 characters', async () => {
    const file = await uploadOne(png, '头像 照片.png');
    expect(file.fileName).toBe('头像 照片.png');
    expect(sanitizeFileName('../../etc/pass\u0000wd\u202e.png', 'image/png')).toBe('passwd.png');
    expect(sanitizeFileName('C:\\Users\\me\\a.jpg', 'image/jpeg')).toBe('a.jpg');
    expect(sanitizeFileName('  \u0001 ', 'image/png')).toBe('image.png');
    const long = sanitizeFileName(`${'😀'.repeat(150)}.png`, 'image/png');
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toBe('😀'.repeat(100));
  });
});

describe('login', () => {
  it('refuses an anonymous upload with the expired envelope', async () => {
    for (const url of [API.upload.one, API.upload.many]) {
      const response = await upload([filePart(png, 'a.png')], { url });
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response).code).toBe(411);
    }
  });
});

describe('GET /files/:id', () => {
  let privateFile: UploadedFile;

  beforeAll(async () => {
    privateFile = await uploadOne(png, 'private.png');
  });

  it('serves a private file to its owner with nosniff, inline, private immutable caching and an ETag', async () => {
    const response = await read(privateFile.filePreviewUrl, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'private, max-age=31536000, immutable',
      etag: `"${privateFile.id}"`,
    });
    const again = await read(privateFile.filePreviewUrl, owner.token, {
      'if-none-match': `"${privateFile.id}"`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await t.inject({
      method: 'HEAD',
      url: privateFile.filePreviewUrl,
      headers: authHeaders(owner.token),
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
  });

  it('answers 404 (not 403) to another student, an anonymous caller and a bad token', async () => {
    for (const token of [other.token, undefined, 'not-a-token']) {
      const response = await read(privateFile.filePreviewUrl, token);
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response)).toEqual({ code: 451, message: CHAT_TEXT.FILE_NOT_FOUND, data: null });
    }
  });

  it('answers 404 for an unknown id and for anything that is not an id', async () => {
    for (const id of [randomUUID(), 'abc', privateFile.id.toUpperCase(), '..%2F..%2Fetc', '%00']) {
      const response = await read(`/files/${id}`, owner.token);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves it to the parties of the conversation it is attached to, and to no one else', async () => {
    const db = t.app.db;
    await db.insert(chatAccountsTable).values({ userId: account.user.id, kind: 'PLATFORM' });
    await db.insert(chatAccountMembersTable).values({ accountId: account.user.id, memberId: staff.user.id });
    const [conversation] = await db
      .insert(conversationsTable)
      .values({ studentId: owner.user.id, accountId: account.user.id })
      .returning();
    if (!conversation) throw new Error('no conversation inserted');

    // before the image message references it, staff cannot read it
    expect((await read(privateFile.filePreviewUrl, staff.token)).statusCode).toBe(404);
    const files = createFilesRepository({ db });
    expect(await files.canRead(privateFile.id, staff.user.id)).toBe(false);

    expect(await files.attachToConversation(privateFile.id, conversation.id)).toBe(true);
    // the same conversation again is fine; another conversation cannot take it over
    expect(await files.attachToConversation(privateFile.id, conversation.id)).toBe(true);
    const [otherConversation] = await db
      .insert(conversationsTable)
      .values({ studentId: other.user.id, accountId: account.user.id })
      .returning();
    if (!otherConversation) throw new Error('no conversation inserted');
    expect(await files.attachToConversation(privateFile.id, otherConversation.id)).toBe(false);
    expect(await files.attachToConversation(randomUUID(), conversation.id)).toBe(false);

    for (const party of [owner, staff, account]) {
      const response = await read(privateFile.filePreviewUrl, party.token);
      expect(response.statusCode, party.user.mobile).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(await files.canRead(privateFile.id, party.user.id)).toBe(true);
    }
    // the other student has a conversation with the same account, but not this one
    expect((await read(privateFile.filePreviewUrl, other.token)).statusCode).toBe(404);
    expect(await files.canRead(privateFile.id, other.user.id)).toBe(false);
    expect((await read(privateFile.filePreviewUrl)).statusCode).toBe(404);
  });

  it('serves an avatar (HEADPORTRAIT) to anyone, publicly cacheable', async () => {
    const avatar = await uploadOne(png, 'me.png', { fileType: 'HEADPORTRAIT' });
    const files = createFilesRepository({ db: t.app.db });
    expect(await files.canRead(avatar.id, other.user.id)).toBe(true);
    for (const token of [undefined, other.token]) {
      const response = await read(avatar.filePreviewUrl, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    }
  });
});

describe('minio/uploads and the outbox', () => {
  it('stores two files of one form and answers both', async () => {
    const response = await upload(
      [filePart(png, 'one.jpg'), filePart(jpegWithExif, 'two.png', 'image/png')],
      {
        token: owner.token,
        url: API.upload.many,
      },
    );
    const files = uploaded(response);
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['one.jpg', 'image/png'],
      ['two.png', 'image/jpeg'],
    ]);
    expect(new Set(files.map((f) => f.id)).size).toBe(2);
    for (const file of files) expect((await read(file.filePreviewUrl, owner.token)).statusCode).toBe(200);
  });

  it('stores nothing of a form with one bad file', async () => {
    const before = (await t.app.db.select().from(filesTable)).length;
    const html = Buffer.from('<html></html>');
    const response = await upload([filePart(png, 'ok.png'), filePart(html, 'bad.png')], {
      token: owner.token,
      url: API.upload.many,
    });
    expectRefused(response, MESSAGES.chatImageType);
    expect((await t.app.db.select().from(filesTable)).length).toBe(before);
  });

  it('honours Idempotency-Key: a replay answers the same files and stores nothing again', async () => {
    const key = randomUUID();
    const form = multipart([{ name: 'fileType', value: 'ABROAD_CIRCLE' }, filePart(png, 'outbox.png')]);
    const send = () =>
      t.inject({
        method: 'POST',
        url: API.upload.one,
        payload: form.payload,
        headers: { ...form.headers, ...authHeaders(owner.token), [HEADERS.IDEMPOTENCY.toLowerCase()]: key },
      });
    const first = await send();
    const before = (await t.app.db.select().from(filesTable)).length;
    const replay = await send();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(uploaded(replay)).toEqual(uploaded(first));
    expect((await t.app.db.select().from(filesTable)).length).toBe(before);
  });

  it('gives the key back when an upload is refused, so the retry runs', async () => {
    const key = randomUUID();
    const headers = { [HEADERS.IDEMPOTENCY.toLowerCase()]: key };
    const refused = await upload([filePart(Buffer.alloc(0), 'empty.png')], { token: owner.token, headers });
    expectRefused(refused, CHAT_TEXT.FILE_EMPTY);
    const retried = await upload([filePart(png, 'fixed.png')], { token: owner.token, headers });
    expect(uploaded(retried)).toHaveLength(1);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });
});
