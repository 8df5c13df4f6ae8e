import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { fetchFile, image, mp4, sendForm, storedFiles, type Part } from '../assets/files.ts';

let server: TestServer;
let student: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  student = await createUser(server, 'Student', { name: 'Omar Nabil' });
  admin = await createUser(server, 'RegularAdmin');
});
afterAll(() => server.stop());

const DESCRIPTION = 'الكاميرا لا تعمل عند بدء الحصة على المتصفح.';
const report = (parts: Part[], token = student.token) =>
  sendForm(server, 'POST', '/report/with/asset', parts, token);
const list = async (query = '') =>
  (await server.call('GET', `/report/list${query}`, { token: admin.token })).body;

describe('reports', () => {
  let reportId: string;

  it('a user reports a problem with screenshots and a log; admins see it with its files', async () => {
    const log = 'INFO joined room\nERROR getUserMedia NotReadableError: الكاميرا مشغولة\n';
    const res = await report([
      { name: 'description', value: DESCRIPTION },
      { name: 'page', value: '/lesson/123' },
      { name: 'screenshot', value: await image(300, 200), filename: 'shot1.png' },
      { name: 'screenshot', value: await image(1280, 720, 'jpeg'), filename: 'shot2.jpg' },
      { name: 'log', value: Buffer.from(log), filename: 'console.log', type: 'text/plain' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      reporter: { id: student.id, name: 'Omar Nabil', role: 'Student' },
      description: DESCRIPTION,
      page: '/lesson/123',
      status: 'open',
      note: null,
      handledBy: null,
    });
    expect(res.body.attachments.map((a: { kind: string }) => a.kind)).toEqual([
      'screenshot',
      'screenshot',
      'log',
    ]);
    reportId = res.body.id;
    const logUrl = res.body.attachments[2].url;
    const file = await fetchFile(server, logUrl, { token: admin.token });
    expect(file.status).toBe(200);
    expect(file.bytes.toString()).toBe(log);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    // Report files are not public media.
    expect((await fetchFile(server, logUrl)).status).toBe(401);
    const listed = await list();
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toEqual(res.body);
  });

  it('the reporter edits the description while it is open; admins set status and note', async () => {
    const edited = await server.call('PUT', '/report', {
      token: student.token,
      body: { id: reportId, description: `${DESCRIPTION} جربت متصفحًا آخر.` },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.description).toContain('جربت متصفحًا آخر');
    const ownStatus = await server.call('PUT', '/report', {
      token: student.token,
      body: { id: reportId, status: 'resolved' },
    });
    expect(ownStatus.status).toBe(403);
    const handled = await server.call('PUT', '/report', {
      token: admin.token,
      body: { id: reportId, status: 'resolved', note: 'أصلحنا إذن الكاميرا في الإصدار الجديد.' },
    });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ status: 'resolved', handledBy: admin.id });
    const closed = await server.call('PUT', '/report', {
      token: student.token,
      body: { id: reportId, description: 'أريد تغيير الوصف بعد الحل.' },
    });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({
      code: 'report-closed',
      message: 'البلاغ ده اتعالج خلاص، ومينفعش يتعدّل دلوقتي.',
    });
    const noteRemoved = await server.call('PUT', '/report', {
      token: admin.token,
      body: { id: reportId, note: null },
    });
    expect(noteRemoved.body.note).toBeNull();
  });

  it('lists newest first, filtered by status and reporter, paged', async () => {
    const tutor = await createUser(server, 'Tutor');
    await report(
      [{ name: 'description', value: 'لا يظهر جدول الحصص في لوحة المعلم.' }],
      tutor.token,
    );
    expect((await list()).total).toBe(2);
    expect((await list('?status=resolved')).list.map((r: { id: string }) => r.id)).toEqual([
      reportId,
    ]);
    expect((await list(`?reporterId=${tutor.id}`)).list[0].attachments).toEqual([]);
    expect((await list('?size=1')).list).toHaveLength(1);
    const bad = await server.call('GET', '/report/list?status=closed', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid-report-status');
  });

  it('answers report-not-found for an unknown id', async () => {
    const res = await server.call('PUT', '/report', {
      token: admin.token,
      body: { id: 'no-such-report', status: 'dismissed' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'report-not-found', message: 'البلاغ ده مش موجود.' });
  });
});

describe('bad report input answers 400 and writes nothing', () => {
  let before: string[];
  let total: number;
  beforeAll(async () => {
    before = storedFiles(server);
    total = (await list()).total;
  });
  const nothingWritten = async () => {
    expect(storedFiles(server)).toEqual(before);
    expect((await list()).total).toBe(total);
  };

  it.each([
    ['no description', [], 'required'],
    ['a short description', [{ name: 'description', value: 'عطل' }], 'short-report-description'],
    [
      'a long description',
      [{ name: 'description', value: 'ا'.repeat(2001) }],
      'long-report-description',
    ],
    [
      'HTML in the description',
      [{ name: 'description', value: '<img src=x onerror=alert(1)> الصفحة لا تعمل' }],
      'invalid-report-description',
    ],
    [
      'an unknown text field',
      [
        { name: 'description', value: DESCRIPTION },
        { name: 'status', value: 'resolved' },
      ],
      'unknown-field',
    ],
  ] as [string, Part[], string][])('%s', async (_name, parts, code) => {
    const res = await report(parts);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    await nothingWritten();
  });

  it('a good screenshot beside a bad one: neither is kept, and no report', async () => {
    const res = await report([
      { name: 'description', value: DESCRIPTION },
      { name: 'screenshot', value: await image(400, 300), filename: 'ok.png' },
      { name: 'screenshot', value: mp4(), filename: 'fake.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid-file-type',
      details: [{ path: 'screenshot', code: 'invalid-file-type' }],
    });
    await nothingWritten();
  });

  it('a binary file sent as a log, four screenshots, two logs', async () => {
    const binaryLog = await report([
      { name: 'description', value: DESCRIPTION },
      { name: 'log', value: Buffer.from([0x41, 0x00, 0xff, 0xfe, 0x42]), filename: 'x.log' },
    ]);
    expect(binaryLog.body.code).toBe('invalid-file-type');
    const shot = await image(100, 100);
    const four = await report([
      { name: 'description', value: DESCRIPTION },
      ...Array.from({ length: 4 }, (_, i) => ({
        name: 'screenshot',
        value: shot,
        filename: `s${i}.png`,
      })),
    ]);
    expect(four.body.code).toBe('too-many-files');
    const logs = await report([
      { name: 'description', value: DESCRIPTION },
      { name: 'log', value: Buffer.from('a'), filename: 'a.log' },
      { name: 'log', value: Buffer.from('b'), filename: 'b.log' },
    ]);
    expect(logs.body.code).toBe('too-many-files');
    await nothingWritten();
  });

  it('a screenshot over 10 MB answers 413 large-file-size', async () => {
    const res = await report([
      { name: 'description', value: DESCRIPTION },
      { name: 'screenshot', value: Buffer.alloc(10 * 1024 * 1024 + 1, 1), filename: 'big.png' },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('large-file-size');
    await nothingWritten();
  });

  it('PUT /report: empty, unknown fields, wrong status', async () => {
    const [first] = (await list()).list;
    for (const [body, code] of [
      [{ id: first.id }, 'empty-request'],
      [{ id: first.id, status: 'closed' }, 'invalid-report-status'],
      [{ id: first.id, reporterId: admin.id }, 'unknown-field'],
      [{ id: first.id, note: 'x'.repeat(1001) }, 'long-report-note'],
      [{ id: first.id, note: '<b>مهم</b>' }, 'invalid-report-note'],
    ] as const) {
      const res = await server.call('PUT', '/report', { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(code);
    }
  });
});
