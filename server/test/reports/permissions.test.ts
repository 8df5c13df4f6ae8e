import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import {
  createUser,
  ROLES,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { fetchFile, image, sendForm } from '../assets/files.ts';
import { admins, checkMatrix, only, signedIn, type MatrixRow } from '../assets/matrix.ts';

let server: TestServer;
const users = {} as Record<UserRole, TestUser>;
let studentReport: { id: string; description: string; attachments: { url: string }[] };
let shot: Buffer;

const DESCRIPTION = 'لا أستطيع سماع المعلم أثناء الحصة.';

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  for (const role of ROLES) users[role] = await createUser(server, role);
  shot = await image(320, 240);
  studentReport = (
    await sendForm(
      server,
      'POST',
      '/report/with/asset',
      [
        { name: 'description', value: DESCRIPTION },
        { name: 'screenshot', value: shot, filename: 's.png' },
      ],
      users.Student.token,
    )
  ).body;
});
afterAll(() => server.stop());

/** Decision 018. */
const ROWS: MatrixRow[] = [
  {
    call: 'POST /report/with/asset',
    request: () => ({
      method: 'POST',
      path: '/report/with/asset',
      form: [
        { name: 'description', value: 'الصفحة لا تفتح من الهاتف.' },
        { name: 'screenshot', value: shot, filename: 's.png' },
      ],
    }),
    expect: signedIn(201),
  },
  {
    call: "PUT /report {description} (a student's report)",
    request: () => ({
      method: 'PUT',
      path: '/report',
      body: { id: studentReport.id, description: `${DESCRIPTION} مرة أخرى.` },
    }),
    expect: only(200, 'Student', 'RegularAdmin', 'SuperAdmin'),
  },
  {
    call: "PUT /report {status} (a student's report)",
    request: () => ({
      method: 'PUT',
      path: '/report',
      body: { id: studentReport.id, status: 'in-progress' },
    }),
    expect: admins(200),
  },
  {
    call: 'GET /report/list',
    request: () => ({ method: 'GET', path: '/report/list' }),
    expect: admins(200),
  },
];

checkMatrix('who may call what (reports)', () => ({ server, users }), ROWS);

describe('object-level checks (reports)', () => {
  it("a student never reads another student's report: not its text, not its files", async () => {
    const other = await createUser(server, 'Student');
    const list = await server.call('GET', '/report/list', { token: other.token });
    expect(list.status).toBe(403);
    const filtered = await server.call('GET', `/report/list?reporterId=${users.Student.id}`, {
      token: other.token,
    });
    expect(filtered.status).toBe(403);
    // PUT answers with the report, so it must refuse before showing anything.
    const put = await server.call('PUT', '/report', {
      token: other.token,
      body: { id: studentReport.id, description: 'أحاول قراءة بلاغ غيري هنا.' },
    });
    expect(put.status).toBe(403);
    expect(JSON.stringify(put.body)).not.toContain(DESCRIPTION);
    const file = await fetchFile(server, studentReport.attachments[0]!.url, { token: other.token });
    expect(file.status).toBe(403);
    expect(file.bytes.includes(shot.subarray(0, 16))).toBe(false);
    const own = await fetchFile(server, studentReport.attachments[0]!.url, {
      token: users.Student.token,
    });
    expect(own.status).toBe(200);
  });
});
