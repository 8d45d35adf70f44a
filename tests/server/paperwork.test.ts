/**
 * Materials and paperwork (server/modules/paperwork) and document uploads (server/modules/files): .pdf, .doc and
 * .docx decided from their bytes (samples built here: a minimal PDF, an OLE compound file with a WordDocument
 * stream entry, a ZIP with word/document.xml), a .pdf that is a PNG or text refused, a ZIP that is not a Word
 * document refused, the 10 MB limit; versions of a document; who reads the files (the student, their adviser;
 * not another student nor a staff member who does not advise them) and how (PDF inline, Word as an attachment
 * with its name); another student can neither list, add to nor delete the owner's documents.
 */
import { crc32 } from 'node:zlib';

import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import { uploadedFilesSchema, type UploadedFile } from '../../src/contract/chat.ts';
import type { UploadFileKind } from '../../src/contract/code-tables.ts';
import { envelope } from '../../src/contract/envelope.ts';
import {
  DOCUMENT_CONTENT_TYPE,
  PAPERWORK_LIMITS,
  PAPERWORK_TEXT,
  paperworkItemSchema,
  paperworkListSchema,
  type PaperworkItem,
  type PaperworkList,
} from '../../src/contract/journey-paperwork.ts';
import { MESSAGES } from '../../src/contract/validation.ts';
import { noticesTable } from '../../server/modules/notice/notice.table.ts';
import { growthRecordsTable } from '../../server/modules/growth/growth.table.ts';
import { zipEntryNames } from '../../server/modules/files/files.documents.ts';
import { contentDispositionOf } from '../../server/modules/files/files.routes.ts';
import { DEMO, authHeaders, envelopeOf, loginByPassword } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { onePagePdf, uploadForm } from '../helpers/uploads.ts';

// --- document samples ---------------------------------------------------------------------------------------

/** An OLE compound file (header sector + a directory sector naming Root Entry and WordDocument). */
function sampleDoc(): Buffer {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  bytes.writeUInt16LE(0x003e, 24); // minor version
  bytes.writeUInt16LE(0x0003, 26); // major version 3
  bytes.writeUInt16LE(0xfffe, 28); // byte order
  bytes.writeUInt16LE(9, 30); // sector shift: 512
  bytes.writeUInt16LE(6, 32); // mini sector shift
  bytes.writeUInt32LE(1, 44); // FAT sectors
  bytes.writeUInt32LE(0, 48); // first directory sector
  bytes.writeUInt32LE(0x1000, 56); // mini stream cutoff
  const entry = (at: number, name: string, type: number) => {
    Buffer.from(name, 'utf16le').copy(bytes, at);
    bytes.writeUInt16LE((name.length + 1) * 2, at + 64);
    bytes[at + 66] = type;
  };
  entry(512, 'Root Entry', 5);
  entry(512 + 128, 'WordDocument', 2);
  return bytes;
}

/** A ZIP of stored (uncompressed) entries, built byte by byte. */
function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function sampleDocx(): Buffer {
  return zipOf({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document><w:body><w:p/></w:body></w:document>',
  });
}

// --- requests -------------------------------------------------------------------------------------------------

const t = useTestApp();
let owner: LoginResult;
let other: LoginResult;
let adviser: LoginResult;
let staff: LoginResult;
let png: Buffer;

function upload(who: LoginResult, data: Buffer, filename: string, fileType: UploadFileKind = 'PAPERWORK') {
  const form = uploadForm(fileType, data, filename, 'application/octet-stream');
  return t.inject({
    method: 'POST',
    url: API.upload.one,
    payload: form.payload,
    headers: { ...form.headers, ...authHeaders(who.token) },
  });
}

async function uploaded(
  who: LoginResult,
  data: Buffer,
  filename: string,
  fileType: UploadFileKind = 'PAPERWORK',
): Promise<UploadedFile> {
  const response = await upload(who, data, filename, fileType);
  expect(response.statusCode, response.body).toBe(200);
  const [file] = envelope(uploadedFilesSchema).parse(response.json()).data;
  if (!file) throw new Error('no file');
  return file;
}

function expectRefused(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(envelopeOf(response)).toEqual({ code: 410, message, data: null });
}

const read = (url: string, who?: LoginResult) =>
  t.inject({ method: 'GET', url, headers: who ? authHeaders(who.token) : {} });

function post(url: string, who: LoginResult, payload: object) {
  return t.inject({ method: 'POST', url, payload, headers: authHeaders(who.token) });
}

async function added(
  who: LoginResult,
  payload: object,
  url: string = API.paperwork.add,
): Promise<PaperworkItem> {
  const response = await post(url, who, payload);
  expect(envelopeOf(response).code, response.body).toBe(200);
  return envelope(paperworkItemSchema).parse(response.json()).data;
}

async function mine(who: LoginResult, kind?: string): Promise<PaperworkList> {
  const response = await read(`${API.paperwork.mine}${kind ? `?kind=${kind}` : ''}`, who);
  expect(envelopeOf(response).code, response.body).toBe(200);
  return envelope(paperworkListSchema).parse(response.json()).data;
}

beforeAll(async () => {
  owner = await loginByPassword(t, DEMO.member);
  other = await loginByPassword(t, DEMO.other);
  adviser = await loginByPassword(t, DEMO.counselor);
  staff = await loginByPassword(t, DEMO.platformStaff);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
}, 60_000);

describe('document uploads are decided by their bytes', () => {
  it('the samples are what they claim to be', () => {
    expect(onePagePdf().subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(zipEntryNames(sampleDocx())).toEqual(['[Content_Types].xml', 'word/document.xml']);
  });

  it('stores a PDF, a .doc and a .docx with the content type of their bytes', async () => {
    const pdf = await uploaded(owner, onePagePdf(), '个人陈述.pdf');
    expect(pdf).toMatchObject({ contentType: DOCUMENT_CONTENT_TYPE.PDF, fileName: '个人陈述.pdf' });
    const doc = await uploaded(owner, sampleDoc(), 'cv.doc');
    expect(doc.contentType).toBe(DOCUMENT_CONTENT_TYPE.DOC);
    const docx = await uploaded(owner, sampleDocx(), 'essay.docx', 'STUDENT_MATERIAL');
    expect(docx.contentType).toBe(DOCUMENT_CONTENT_TYPE.DOCX);
    // a name without an extension gets the one of its bytes (the download is named by it)
    const unnamed = await uploaded(owner, sampleDocx(), 'essay');
    expect(unnamed.fileName).toBe('essay.docx');
    // the bytes come back as they went
    const served = await read(pdf.filePreviewUrl, owner);
    expect(served.rawPayload.equals(onePagePdf())).toBe(true);
  });

  it('refuses a .pdf that is a PNG or text, a .docx that is another zip, a .doc that is not Word', async () => {
    expectRefused(await upload(owner, png, 'scan.pdf'), PAPERWORK_TEXT.DOCUMENT_TYPE);
    expectRefused(await upload(owner, Buffer.from('just some text'), 'ps.pdf'), PAPERWORK_TEXT.DOCUMENT_TYPE);
    expectRefused(
      await upload(owner, zipOf({ 'hello.txt': 'hi' }), 'essay.docx'),
      PAPERWORK_TEXT.DOCUMENT_TYPE,
    );
    const excel = sampleDoc();
    Buffer.from('Workbook\0\0\0\0', 'utf16le').copy(excel, 512 + 128);
    expectRefused(await upload(owner, excel, 'cv.doc'), PAPERWORK_TEXT.DOCUMENT_TYPE);
    // a PDF named .docx: the name and the bytes disagree
    expectRefused(await upload(owner, onePagePdf(), 'essay.docx'), PAPERWORK_TEXT.DOCUMENT_TYPE);
    // neither a document nor an image
    expectRefused(
      await upload(owner, Buffer.from('plain'), 'notes.txt', 'STUDENT_MATERIAL'),
      PAPERWORK_TEXT.MATERIAL_TYPE,
    );
  });

  it('keeps documents to their kinds: an avatar or a circle image cannot be a PDF', async () => {
    expectRefused(await upload(owner, onePagePdf(), 'a.pdf', 'ABROAD_CIRCLE'), MESSAGES.chatImageType);
    expectRefused(await upload(owner, onePagePdf(), 'a.pdf', 'HEADPORTRAIT'), MESSAGES.chatImageType);
  });

  it('takes a document of exactly 10 MB and refuses one byte more (counted) and a larger declared form', async () => {
    const pad = (size: number) =>
      Buffer.concat([onePagePdf(), Buffer.alloc(size - onePagePdf().length, 0x20)]);
    const exactly = await uploaded(owner, pad(PAPERWORK_LIMITS.DOCUMENT_MAX_BYTES), 'big.pdf');
    expect(exactly.size).toBe(PAPERWORK_LIMITS.DOCUMENT_MAX_BYTES);
    expectRefused(
      await upload(owner, pad(PAPERWORK_LIMITS.DOCUMENT_MAX_BYTES + 1), 'big.pdf'),
      PAPERWORK_TEXT.DOCUMENT_SIZE,
    );
    expectRefused(
      await upload(owner, pad(PAPERWORK_LIMITS.DOCUMENT_MAX_BYTES + 200_000), 'big.pdf'),
      PAPERWORK_TEXT.DOCUMENT_SIZE,
    );
  }, 30_000);

  it('keeps the 1 MB rule for images of the material kinds', async () => {
    const scan = await uploaded(owner, png, 'scan.png', 'STUDENT_MATERIAL');
    expect(scan.contentType).toBe('image/png');
    const big = Buffer.concat([png, Buffer.alloc(PAPERWORK_LIMITS.IMAGE_MAX_BYTES)]);
    expectRefused(await upload(owner, big, 'scan.png', 'STUDENT_MATERIAL'), MESSAGES.chatImageSize);
  });
});

describe('documents and versions', () => {
  let first: PaperworkItem;

  it('adds a document, lists it, and records the growth', async () => {
    const file = await uploaded(owner, onePagePdf(), 'ps.pdf');
    first = await added(owner, { kind: 'PAPERWORK', typeCode: '01', fileId: file.id, note: '初稿' });
    expect(first).toMatchObject({
      kind: 'PAPERWORK',
      typeCode: '01',
      typeName: '个人陈述 PS',
      title: '个人陈述 PS',
      version: 1,
      note: '初稿',
      uploadedByAdviser: false,
      versions: 1,
      file: {
        id: file.id,
        url: file.filePreviewUrl,
        contentType: DOCUMENT_CONTENT_TYPE.PDF,
        fileName: 'ps.pdf',
      },
    });
    const list = await mine(owner);
    expect(list.list.map((d) => d.latest.id)).toEqual([first.id]);
    const growth = await t.app.db
      .select()
      .from(growthRecordsTable)
      .where(eq(growthRecordsTable.refId, first.id));
    expect(growth).toEqual([
      expect.objectContaining({ kind: 'MATERIAL_UPLOADED', studentId: owner.user.id }),
    ]);
  });

  it('adds a new version to the document: latest first with the older ones', async () => {
    const file = await uploaded(owner, sampleDocx(), 'ps-v2.docx');
    const second = await added(owner, {
      kind: 'PAPERWORK',
      typeCode: '01',
      fileId: file.id,
      groupId: first.groupId,
    });
    expect(second).toMatchObject({ groupId: first.groupId, version: 2, title: first.title, versions: 2 });
    const [document] = (await mine(owner, 'PAPERWORK')).list;
    expect(document?.latest.id).toBe(second.id);
    expect(document?.older.map((v) => [v.id, v.version])).toEqual([[first.id, 1]]);
    expect((await mine(owner, 'STUDENT_MATERIAL')).list).toEqual([]);
  });

  it('refuses a file used already, another user’s file, a file of the other kind, an image as PAPERWORK', async () => {
    expectRefused(
      await post(API.paperwork.add, owner, { kind: 'PAPERWORK', typeCode: '02', fileId: first.file.id }),
      PAPERWORK_TEXT.FILE_USED,
    );
    const others = await uploaded(other, onePagePdf(), 'x.pdf');
    expectRefused(
      await post(API.paperwork.add, owner, { kind: 'PAPERWORK', typeCode: '02', fileId: others.id }),
      PAPERWORK_TEXT.FILE_INVALID,
    );
    const material = await uploaded(owner, onePagePdf(), 'transcript.pdf', 'STUDENT_MATERIAL');
    expectRefused(
      await post(API.paperwork.add, owner, { kind: 'PAPERWORK', typeCode: '02', fileId: material.id }),
      PAPERWORK_TEXT.FILE_INVALID,
    );
    const image = await uploaded(owner, png, 'x.png', 'PAPERWORK');
    expectRefused(
      await post(API.paperwork.add, owner, { kind: 'PAPERWORK', typeCode: '02', fileId: image.id }),
      PAPERWORK_TEXT.DOCUMENT_TYPE,
    );
    // a material type code is not a paperwork type
    expectRefused(
      await post(API.paperwork.add, owner, { kind: 'PAPERWORK', typeCode: '99', fileId: image.id }),
      PAPERWORK_TEXT.TYPE_REQUIRED,
    );
    // a jpg/png scan is a material
    const scan = await uploaded(owner, png, 'passport.png', 'STUDENT_MATERIAL');
    const passport = await added(owner, { kind: 'STUDENT_MATERIAL', typeCode: '05', fileId: scan.id });
    expect(passport).toMatchObject({ typeName: '护照', file: { contentType: 'image/png' } });
  });

  it('two adds of one file at once make one version', async () => {
    const file = await uploaded(owner, onePagePdf(), 'race.pdf');
    const body = { kind: 'PAPERWORK', typeCode: '03', fileId: file.id };
    const answers = await Promise.all([1, 2, 3].map(() => post(API.paperwork.add, owner, body)));
    expect(answers.map((a) => envelopeOf(a).code).sort()).toEqual([200, 410, 410]);
  });

  it('deleting the latest version shows the previous one; a repeat answers the same', async () => {
    const [document] = (await mine(owner, 'PAPERWORK')).list.filter((d) => d.groupId === first.groupId);
    const latest = document?.latest;
    if (!latest) throw new Error('no document');
    const remove = (who: LoginResult, id: string) =>
      t.inject({ method: 'DELETE', url: `${API.paperwork.remove}/${id}`, headers: authHeaders(who.token) });
    expect(envelopeOf(await remove(owner, latest.id))).toMatchObject({ code: 200, data: { deleted: true } });
    expect(envelopeOf(await remove(owner, latest.id)).code).toBe(200);
    const after = (await mine(owner, 'PAPERWORK')).list.find((d) => d.groupId === first.groupId);
    expect(after?.latest).toMatchObject({ id: first.id, versions: 1 });
    expect(after?.older).toEqual([]);
    // the next version is numbered after every version ever given
    const file = await uploaded(owner, onePagePdf(), 'ps-v3.pdf');
    const third = await added(owner, {
      kind: 'PAPERWORK',
      typeCode: '01',
      fileId: file.id,
      groupId: first.groupId,
    });
    expect(third.version).toBe(3);
  });
});

describe('who may read and change', () => {
  let item: PaperworkItem;
  let wordItem: PaperworkItem;

  beforeAll(async () => {
    const file = await uploaded(owner, onePagePdf(), 'transcript.pdf', 'STUDENT_MATERIAL');
    item = await added(owner, {
      kind: 'STUDENT_MATERIAL',
      typeCode: '01',
      fileId: file.id,
      title: '高中成绩单',
    });
    const word = await uploaded(owner, sampleDocx(), '推荐信 终稿.docx');
    wordItem = await added(owner, { kind: 'PAPERWORK', typeCode: '02', fileId: word.id });
  });

  it('serves a PDF inline and a Word document as an attachment with its name', async () => {
    const pdf = await read(item.file.url, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': DOCUMENT_CONTENT_TYPE.PDF,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
    });
    const word = await read(wordItem.file.url, owner);
    expect(word.headers['content-type']).toBe(DOCUMENT_CONTENT_TYPE.DOCX);
    expect(word.headers['content-disposition']).toBe(
      `attachment; filename="___ __.docx"; filename*=UTF-8''${encodeURIComponent('推荐信 终稿.docx')}`,
    );
    expect(
      contentDispositionOf({ contentType: DOCUMENT_CONTENT_TYPE.DOC, fileName: `a"b;c%d'(e).doc` }),
    ).toBe(`attachment; filename="a_b_c_d'(e).doc"; filename*=UTF-8''a%22b%3Bc%25d%27%28e%29.doc`);
  });

  it('another student, a staff member who does not advise the student and anyone anonymous get 404', async () => {
    for (const who of [other, staff, undefined]) {
      expect((await read(item.file.url, who)).statusCode).toBe(404);
    }
  });

  it('the student’s adviser reads the files, lists the documents, and uploads for the student', async () => {
    expect((await read(item.file.url, adviser)).statusCode).toBe(200);
    expect((await read(wordItem.file.url, adviser)).statusCode).toBe(200);
    const listed = await read(`${API.console.paperwork}?studentId=${owner.user.id}`, adviser);
    const list = envelope(paperworkListSchema).parse(listed.json()).data;
    expect(list.list.map((d) => d.latest.id)).toEqual(expect.arrayContaining([item.id, wordItem.id]));

    const file = await uploaded(adviser, onePagePdf(), 'transcript-checked.pdf', 'STUDENT_MATERIAL');
    const version = await added(
      adviser,
      {
        studentId: owner.user.id,
        kind: 'STUDENT_MATERIAL',
        typeCode: '01',
        fileId: file.id,
        groupId: item.groupId,
      },
      API.console.paperwork,
    );
    expect(version).toMatchObject({
      studentId: owner.user.id,
      version: 2,
      uploadedByAdviser: true,
      title: '高中成绩单',
    });
    // the student gets a 系统通知 leading to 我的材料
    const notices = await t.app.db
      .select()
      .from(noticesTable)
      .where(eq(noticesTable.senderId, adviser.user.id));
    expect(notices).toEqual([
      expect.objectContaining({
        userId: owner.user.id,
        type: 10,
        title: PAPERWORK_TEXT.ADVISER_UPLOAD_NOTICE_TITLE,
        link: '/personal?component=materials',
      }),
    ]);
    expect(notices[0]?.content).toContain('「高中成绩单」的第2版');
    // the student sees it (顾问上传) and reads its file, though the adviser owns the upload
    const [document] = (await mine(owner, 'STUDENT_MATERIAL')).list.filter((d) => d.groupId === item.groupId);
    expect(document?.latest).toMatchObject({ id: version.id, uploadedByAdviser: true });
    expect((await read(version.file.url, owner)).statusCode).toBe(200);
    expect((await read(version.file.url, other)).statusCode).toBe(404);
  });

  it('a staff member who does not advise the student is refused the console calls (423)', async () => {
    const listed = await read(`${API.console.paperwork}?studentId=${owner.user.id}`, staff);
    expect(envelopeOf(listed).code).toBe(423);
    const file = await uploaded(staff, onePagePdf(), 'x.pdf', 'STUDENT_MATERIAL');
    const refused = await post(API.console.paperwork, staff, {
      studentId: owner.user.id,
      kind: 'STUDENT_MATERIAL',
      typeCode: '08',
      fileId: file.id,
    });
    expect(envelopeOf(refused).code).toBe(423);
    // a student on the console calls: 423
    expect(envelopeOf(await read(`${API.console.paperwork}?studentId=${owner.user.id}`, other)).code).toBe(
      423,
    );
  });

  it('another student cannot list, version or delete the owner’s documents; nothing changes', async () => {
    const before = await mine(owner);
    expect((await mine(other)).list).toEqual([]);
    const file = await uploaded(other, onePagePdf(), 'mine.pdf', 'STUDENT_MATERIAL');
    const version = await post(API.paperwork.add, other, {
      kind: 'STUDENT_MATERIAL',
      typeCode: '01',
      fileId: file.id,
      groupId: item.groupId,
    });
    expect(envelopeOf(version)).toMatchObject({ code: 423, message: PAPERWORK_TEXT.NOT_FOUND });
    const removed = await t.inject({
      method: 'DELETE',
      url: `${API.paperwork.remove}/${item.id}`,
      headers: authHeaders(other.token),
    });
    expect(envelopeOf(removed)).toMatchObject({ code: 423, message: PAPERWORK_TEXT.NOT_FOUND });
    expect(await mine(owner)).toEqual(before);
  });

  it('a deleted version’s file is no longer read by the adviser; the owner of the upload still reads it', async () => {
    const removed = await t.inject({
      method: 'DELETE',
      url: `${API.paperwork.remove}/${wordItem.id}`,
      headers: authHeaders(owner.token),
    });
    expect(envelopeOf(removed).code).toBe(200);
    expect((await read(wordItem.file.url, adviser)).statusCode).toBe(404);
    expect((await read(wordItem.file.url, owner)).statusCode).toBe(200);
  });

  it('staff have no documents of their own (423 on the student calls)', async () => {
    expect(envelopeOf(await read(API.paperwork.mine, adviser)).code).toBe(423);
  });
});
