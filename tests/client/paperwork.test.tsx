/**
 * 我的材料 (src/features/paperwork): the two groups with each document's latest version and history, the upload
 * form's checks (type, file type and size with the contract's messages, nothing sent), a server refusal shown
 * in the form with everything kept, a new version of a document, the PDF preview (a blob URL of the private
 * file in an iframe), and the console section uploading for a student.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import {
  DOCUMENT_CONTENT_TYPE,
  PAPERWORK_LIMITS,
  PAPERWORK_TEXT,
  type PaperworkDocument,
  type PaperworkItem,
} from '@/contract/journey-paperwork';
import { HEADERS } from '@/contract/limits';
import { MESSAGES } from '@/contract/validation';
import { ConsolePaperworkSection } from '@/features/console/components/console-paperwork-section';
import { ConsolePartsProvider } from '@/features/console/state/console-parts';
import { MaterialsPanel } from '@/features/paperwork/components/materials-panel';
import { PaperworkUploader } from '@/features/paperwork/components/paperwork-uploader';
import { session } from '@/lib/session';
import { consoleParts } from '@/routes/-console-parts';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import { renderWithApp } from './render';

const STUDENT_ID = '11111111-1111-4111-8111-111111111111';
const fileId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function item(n: number, over: Partial<PaperworkItem> = {}): PaperworkItem {
  return {
    id: `p-${n}`,
    studentId: STUDENT_ID,
    kind: 'STUDENT_MATERIAL',
    typeCode: '01',
    typeName: '成绩单',
    title: '高中成绩单',
    version: 1,
    groupId: 'g-1',
    file: {
      id: fileId(n),
      url: `/files/${fileId(n)}`,
      fileName: `transcript-${n}.pdf`,
      contentType: DOCUMENT_CONTENT_TYPE.PDF,
      byteSize: 250 * 1024,
    },
    note: '',
    uploadedByName: '李明轩',
    uploadedByAdviser: false,
    createdAt: '2026-11-20T08:00:00.000Z',
    versions: 1,
    ...over,
  };
}

const transcriptV2 = item(2, {
  version: 2,
  versions: 2,
  note: '盖章版',
  createdAt: '2026-11-21T08:00:00.000Z',
});
const transcript: PaperworkDocument = {
  groupId: 'g-1',
  kind: 'STUDENT_MATERIAL',
  latest: transcriptV2,
  older: [item(1, { versions: 2 })],
};
const letter: PaperworkDocument = {
  groupId: 'g-2',
  kind: 'PAPERWORK',
  latest: item(3, {
    kind: 'PAPERWORK',
    groupId: 'g-2',
    typeCode: '02',
    typeName: '推荐信',
    title: '数学老师推荐信',
    uploadedByAdviser: true,
    uploadedByName: '刘顾问',
    file: {
      id: fileId(3),
      url: `/files/${fileId(3)}`,
      fileName: 'letter.docx',
      contentType: DOCUMENT_CONTENT_TYPE.DOCX,
      byteSize: 3 * 1024 * 1024,
    },
  }),
  older: [],
};

const uploadedFile = {
  id: fileId(9),
  fileName: 'ps.pdf',
  fileType: 'PAPERWORK',
  contentType: DOCUMENT_CONTENT_TYPE.PDF,
  size: 1000,
  filePreviewUrl: `/files/${fileId(9)}`,
};

/** Serves the student's list and records uploads and adds; `refuseUpload` answers the upload with a 410. */
function serve({ refuseUpload = false } = {}) {
  const uploads: { fileType: FormDataEntryValue | null; key: string | null }[] = [];
  const adds: unknown[] = [];
  let lists = 0;
  server.use(
    mswHttp.get(API.paperwork.mine, () => {
      lists += 1;
      return ok({ list: [transcript, letter] });
    }),
    mswHttp.post(API.upload.one, async ({ request }) => {
      const form = await request.formData();
      uploads.push({ fileType: form.get('fileType'), key: request.headers.get(HEADERS.IDEMPOTENCY) });
      if (refuseUpload) return fail(410, PAPERWORK_TEXT.DOCUMENT_TYPE, { status: 400 });
      return ok([uploadedFile]);
    }),
    mswHttp.post(API.paperwork.add, async ({ request }) => {
      const body = await request.json();
      adds.push(body);
      return ok(
        item(9, { kind: 'PAPERWORK', typeCode: '01', typeName: '个人陈述 PS', title: '个人陈述 PS' }),
      );
    }),
  );
  return { uploads, adds, lists: () => lists };
}

const pdfFile = (name = 'ps.pdf', size = 1000) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function pickFile(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByTestId('paperwork-file'), { target: { files: [file] } });
}

async function openUpload(label: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByTestId('paperwork-upload-dialog');
}

beforeEach(() => {
  session.token = 'tok-1';
  session.user = { ...student, id: STUDENT_ID, vipLevel: 'ADVISOR' };
});

describe('我的材料', () => {
  it('shows 申请材料 and 文书 with each document’s type, title, latest version, size, date and uploader', async () => {
    serve();
    renderWithApp(() => <MaterialsPanel />);
    const materials = await screen.findByTestId('paperwork-group-STUDENT_MATERIAL');
    const [card] = within(materials).getAllByTestId('paperwork-document');
    if (!card) throw new Error('no card');
    expect(within(card).getByTestId('paperwork-title').textContent).toBe('高中成绩单');
    expect(within(card).getByTestId('paperwork-version').textContent).toBe('v2');
    expect(card.textContent).toContain('成绩单');
    expect(card.textContent).toContain('transcript-2.pdf · 250.0 KB');
    expect(card.textContent).toContain('本人上传');
    expect(card.textContent).toContain('备注：盖章版');
    // 历史版本: v1 on demand
    expect(within(card).queryByTestId('paperwork-history')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: /历史版本（1）/ }));
    const history = within(card).getByTestId('paperwork-history');
    expect(within(history).getAllByTestId('paperwork-old-version')).toHaveLength(1);
    expect(history.textContent).toContain('transcript-1.pdf');

    const paperwork = screen.getByTestId('paperwork-group-PAPERWORK');
    const [letterCard] = within(paperwork).getAllByTestId('paperwork-document');
    if (!letterCard) throw new Error('no letter');
    expect(letterCard.textContent).toContain('数学老师推荐信');
    expect(letterCard.textContent).toContain('顾问上传（刘顾问）');
    expect(letterCard.textContent).toContain('3.0 MB');
    // a Word document downloads; only PDFs and images preview
    expect(within(letterCard).queryByRole('button', { name: '预览' })).toBeNull();
    expect(within(letterCard).getByRole('button', { name: '下载' })).toBeTruthy();
  });

  it('checks the form before sending: type, file, a picture as 文书, a document over 10 MB', async () => {
    const { uploads, adds } = serve();
    renderWithApp(() => <MaterialsPanel />);
    const dialog = await openUpload('上传文书');
    expect(within(dialog).getByTestId('paperwork-file').getAttribute('accept')).toBe('.doc,.docx,.pdf');
    fireEvent.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(await within(dialog).findByText(PAPERWORK_TEXT.TYPE_REQUIRED)).toBeTruthy();
    expect(within(dialog).getByText(PAPERWORK_TEXT.FILE_REQUIRED)).toBeTruthy();

    fireEvent.change(within(dialog).getByTestId('paperwork-type'), { target: { value: '01' } });
    pickFile(dialog, new File(['png'], 'scan.png', { type: 'image/png' }));
    expect(within(dialog).getByText(PAPERWORK_TEXT.DOCUMENT_TYPE)).toBeTruthy();
    pickFile(dialog, pdfFile('huge.pdf', PAPERWORK_LIMITS.DOCUMENT_MAX_BYTES + 1));
    expect(within(dialog).getByText(PAPERWORK_TEXT.DOCUMENT_SIZE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(within(dialog).getByText(PAPERWORK_TEXT.DOCUMENT_SIZE)).toBeTruthy();
    expect(uploads).toEqual([]);
    expect(adds).toEqual([]);
  });

  it('takes jpg/png scans as 申请材料 within 1 MB', async () => {
    serve();
    renderWithApp(() => <MaterialsPanel />);
    const dialog = await openUpload('上传申请材料');
    expect(within(dialog).getByTestId('paperwork-file').getAttribute('accept')).toBe(
      '.doc,.docx,.pdf,.jpg,.jpeg,.png',
    );
    const big = new File(['png'], 'passport.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: PAPERWORK_LIMITS.IMAGE_MAX_BYTES + 1 });
    // a picture over the limit is fitted first (src/lib/image-fit.ts); one that cannot be gets the spec's text
    pickFile(dialog, big);
    expect(await within(dialog).findByText(MESSAGES.chatImageSize)).toBeTruthy();
    pickFile(dialog, new File(['txt'], 'notes.txt'));
    expect(await within(dialog).findByText(PAPERWORK_TEXT.MATERIAL_TYPE)).toBeTruthy();
    pickFile(dialog, new File(['png'], 'passport.png', { type: 'image/png' }));
    expect((await within(dialog).findByTestId('paperwork-picked')).textContent).toContain('passport.png');
    expect(within(dialog).queryByText(PAPERWORK_TEXT.MATERIAL_TYPE)).toBeNull();
  });

  it('shows the server’s refusal in the form and keeps type, title, note and file', async () => {
    const { uploads, adds } = serve({ refuseUpload: true });
    renderWithApp(() => <MaterialsPanel />);
    const dialog = await openUpload('上传文书');
    fireEvent.change(within(dialog).getByTestId('paperwork-type'), { target: { value: '01' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '标题' }), {
      target: { value: '我的PS终稿' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '备注' }), {
      target: { value: '请帮忙看' },
    });
    pickFile(dialog, pdfFile('fake.pdf'));
    fireEvent.click(within(dialog).getByRole('button', { name: '上传' }));
    expect((await within(dialog).findByTestId('paperwork-refusal')).textContent).toBe(
      PAPERWORK_TEXT.DOCUMENT_TYPE,
    );
    expect(uploads).toEqual([{ fileType: 'PAPERWORK', key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(adds).toEqual([]);
    expect(screen.getByTestId('paperwork-upload-dialog')).toBeTruthy();
    expect((within(dialog).getByTestId('paperwork-type') as HTMLSelectElement).value).toBe('01');
    expect((within(dialog).getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe(
      '我的PS终稿',
    );
    expect((within(dialog).getByRole('textbox', { name: '备注' }) as HTMLTextAreaElement).value).toBe(
      '请帮忙看',
    );
    expect(within(dialog).getByTestId('paperwork-picked').textContent).toContain('fake.pdf');
  });

  it('uploads a new version of a document: its type fixed, the groupId sent, the list reloaded', async () => {
    const { uploads, adds, lists } = serve();
    renderWithApp(() => <MaterialsPanel />);
    const materials = await screen.findByTestId('paperwork-group-STUDENT_MATERIAL');
    const [card] = within(materials).getAllByTestId('paperwork-document');
    if (!card) throw new Error('no card');
    fireEvent.click(within(card).getByRole('button', { name: '上传新版本' }));
    const dialog = await screen.findByTestId('paperwork-upload-dialog');
    expect(within(dialog).getByText('上传新版本')).toBeTruthy();
    const type = within(dialog).getByTestId('paperwork-type') as HTMLSelectElement;
    expect(type.value).toBe('01');
    expect(type.disabled).toBe(true);
    pickFile(dialog, pdfFile('transcript-3.pdf'));
    fireEvent.click(within(dialog).getByRole('button', { name: '上传' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(uploads).toEqual([{ fileType: 'STUDENT_MATERIAL', key: expect.any(String) }]);
    expect(adds[0]).toEqual({
      kind: 'STUDENT_MATERIAL',
      typeCode: '01',
      fileId: uploadedFile.id,
      title: '高中成绩单',
      groupId: 'g-1',
    });
    await waitFor(() => expect(screen.queryByTestId('paperwork-upload-dialog')).toBeNull());
    await waitFor(() => expect(lists()).toBe(2));
  });

  it('opens a PDF in the preview dialog from the private file fetched with the token', async () => {
    serve();
    const authorizations: (string | null)[] = [];
    server.use(
      mswHttp.get('/files/:id', ({ request }) => {
        authorizations.push(request.headers.get(HEADERS.AUTH));
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: { 'content-type': DOCUMENT_CONTENT_TYPE.PDF },
        });
      }),
    );
    renderWithApp(() => <MaterialsPanel />);
    const materials = await screen.findByTestId('paperwork-group-STUDENT_MATERIAL');
    const [card] = within(materials).getAllByTestId('paperwork-document');
    if (!card) throw new Error('no card');
    fireEvent.click(within(card).getAllByRole('button', { name: '预览' })[0] as HTMLElement);
    const preview = await screen.findByTestId('paperwork-preview');
    const frame = await within(preview).findByTestId('paperwork-preview-frame');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    expect(frame.getAttribute('title')).toBe('高中成绩单 v2');
    expect(authorizations).toEqual([`${HEADERS.AUTH_PREFIX}tok-1`]);
  });

  it('deletes a version after confirming', async () => {
    const { lists } = serve();
    const deleted: string[] = [];
    server.use(
      mswHttp.delete(`${API.paperwork.remove}/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return ok({ id: params.id, deleted: true });
      }),
    );
    renderWithApp(() => <MaterialsPanel />);
    const materials = await screen.findByTestId('paperwork-group-STUDENT_MATERIAL');
    const [card] = within(materials).getAllByTestId('paperwork-document');
    if (!card) throw new Error('no card');
    fireEvent.click(within(card).getAllByRole('button', { name: '删除' })[0] as HTMLElement);
    const confirm = await screen.findByTestId('paperwork-confirm');
    expect(confirm.textContent).toContain('高中成绩单');
    expect(deleted).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleted).toEqual(['p-2']));
    await waitFor(() => expect(lists()).toBe(2));
  });
});

describe('PaperworkUploader and the console section', () => {
  it('PaperworkUploader adds the document with the given kind and type and hands it back', async () => {
    const { adds } = serve();
    const handed: PaperworkItem[] = [];
    renderWithApp(() => (
      <PaperworkUploader kind="PAPERWORK" typeCode="01" onUploaded={(p) => handed.push(p)} />
    ));
    const form = await screen.findByTestId('paperwork-upload-form');
    expect((within(form).getByTestId('paperwork-type') as HTMLSelectElement).value).toBe('01');
    pickFile(form, pdfFile());
    fireEvent.click(within(form).getByRole('button', { name: '上传' }));
    await waitFor(() => expect(handed).toHaveLength(1));
    expect(adds[0]).toMatchObject({ kind: 'PAPERWORK', typeCode: '01', fileId: uploadedFile.id });
    // ready for the next document: the file is cleared (the same upload cannot be added twice)
    await waitFor(() => expect(within(form).queryByTestId('paperwork-picked')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: '上传' }));
    expect(await within(form).findByText(PAPERWORK_TEXT.FILE_REQUIRED)).toBeTruthy();
  });

  it('the console lists the student’s documents without 删除 and uploads for the student', async () => {
    const adds: unknown[] = [];
    server.use(
      mswHttp.get(API.console.paperwork, ({ request }) => {
        expect(new URL(request.url).searchParams.get('studentId')).toBe(STUDENT_ID);
        return ok({ list: [transcript, letter] });
      }),
      mswHttp.post(API.upload.one, () => ok([uploadedFile])),
      mswHttp.post(API.console.paperwork, async ({ request }) => {
        adds.push(await request.json());
        return ok(item(9, { uploadedByAdviser: true }));
      }),
    );
    renderWithApp(() => (
      <ConsolePartsProvider parts={consoleParts}>
        <ConsolePaperworkSection studentId={STUDENT_ID} />
      </ConsolePartsProvider>
    ));
    const section = await screen.findByTestId('console-paperwork');
    expect(await within(section).findAllByTestId('paperwork-document')).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: '删除' })).toBeNull();
    const dialog = await openUpload('为学生上传申请材料');
    fireEvent.change(within(dialog).getByTestId('paperwork-type'), { target: { value: '03' } });
    pickFile(dialog, pdfFile('ielts.pdf'));
    fireEvent.click(within(dialog).getByRole('button', { name: '上传' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]).toEqual({
      kind: 'STUDENT_MATERIAL',
      typeCode: '03',
      fileId: uploadedFile.id,
      studentId: STUDENT_ID,
    });
  });
});
