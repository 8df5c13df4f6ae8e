import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import {
  createUser,
  ROLES,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { fetchFile, image, sendForm, storeReceipt } from './files.ts';
import { all, admins, checkMatrix, only, signedIn, type MatrixRow } from './matrix.ts';

let server: TestServer;
const users = {} as Record<UserRole, TestUser>;
let otherStudent: TestUser;
let tutor: TestUser;
let otherAdmin: TestUser;
let png: Buffer;
let publicImage: string;
let studentScreenshot: string;
let tutorReceipt: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  for (const role of ROLES) users[role] = await createUser(server, role);
  otherStudent = await createUser(server, 'Student');
  tutor = await createUser(server, 'Tutor');
  otherAdmin = await createUser(server, 'RegularAdmin');
  png = await image(480, 480);
  // A tutor no row below touches, so the image is never replaced (which deletes the old file).
  const pictured = await createUser(server, 'Tutor');
  const own = await sendForm(
    server,
    'PUT',
    '/user/asset',
    [{ name: 'image', value: png, filename: 'me.png' }],
    pictured.token,
  );
  publicImage = own.body.image;
  const report = await sendForm(
    server,
    'POST',
    '/report/with/asset',
    [
      { name: 'description', value: 'الصوت ينقطع أثناء الحصة كل دقيقة.' },
      { name: 'screenshot', value: png, filename: 'shot.png' },
    ],
    users.Student.token,
  );
  studentScreenshot = report.body.attachments[0].url;
  const admin = users.SuperAdmin;
  tutorReceipt = (await storeReceipt(server, admin, users.Tutor.id, png)).name;
});
afterAll(() => server.stop());

const imageForm = () => [{ name: 'image', value: png, filename: 'photo.png' }];

/** Decision 017; spec §6 "Studio … uploads tutor video or thumbnail". */
const ROWS: MatrixRow[] = [
  {
    call: 'PUT /user/asset (own image)',
    request: () => ({ method: 'PUT', path: '/user/asset', form: imageForm() }),
    expect: signedIn(200),
  },
  {
    call: 'PUT /user/asset?forUser={a student}',
    request: () => ({
      method: 'PUT',
      path: `/user/asset?forUser=${otherStudent.id}`,
      form: imageForm(),
    }),
    expect: admins(200),
  },
  {
    call: 'PUT /user/asset?forUser={a tutor}',
    request: () => ({ method: 'PUT', path: `/user/asset?forUser=${tutor.id}`, form: imageForm() }),
    expect: only(200, 'Studio', 'RegularAdmin', 'SuperAdmin'),
  },
  {
    // Another admin's account is a super admin's to change, as on PUT /user/{id}.
    call: 'PUT /user/asset?forUser={a regular admin}',
    request: () => ({
      method: 'PUT',
      path: `/user/asset?forUser=${otherAdmin.id}`,
      form: imageForm(),
    }),
    expect: only(200, 'SuperAdmin'),
  },
  {
    call: 'PUT /user/asset/tutor?tutorId=',
    request: () => ({
      method: 'PUT',
      path: `/user/asset/tutor?tutorId=${tutor.id}`,
      form: [{ name: 'thumbnail', value: png, filename: 'thumb.png' }],
    }),
    expect: only(200, 'Studio', 'RegularAdmin', 'SuperAdmin'),
  },
  {
    call: 'GET /assets/uploads/{a tutor image}',
    request: () => ({ method: 'GET', path: publicImage }),
    expect: all(200),
  },
  {
    call: "GET /assets/uploads/{a student's report screenshot}",
    request: () => ({ method: 'GET', path: studentScreenshot }),
    expect: only(200, 'Student', 'RegularAdmin', 'SuperAdmin'),
  },
  {
    call: "GET /assets/receipts/{a tutor's receipt}",
    request: () => ({ method: 'GET', path: `/assets/receipts/${tutorReceipt}` }),
    expect: only(200, 'Tutor', 'RegularAdmin', 'SuperAdmin'),
  },
];

checkMatrix('who may call what (assets)', () => ({ server, users }), ROWS);

describe('object-level checks (assets)', () => {
  it("a student cannot fetch another student's report screenshot", async () => {
    const res = await fetchFile(server, studentScreenshot, { token: otherStudent.token });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.bytes.toString()).code).toBe('forbidden');
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it("a user cannot fetch another user's receipt, even with its exact name", async () => {
    for (const who of [otherStudent, tutor]) {
      const res = await fetchFile(server, `/api/v1/assets/receipts/${tutorReceipt}`, {
        token: who.token,
      });
      expect(res.status).toBe(403);
      expect(res.bytes.includes(png.subarray(0, 8))).toBe(false);
    }
    const own = await fetchFile(server, `/api/v1/assets/receipts/${tutorReceipt}`, {
      token: users.Tutor.token,
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a receipt is not served from /assets/uploads, nor an upload from /assets/receipts', async () => {
    const receipt = await fetchFile(server, `/api/v1/assets/uploads/${tutorReceipt}`, {
      token: users.Tutor.token,
    });
    expect(receipt.status).toBe(404);
    const name = publicImage.split('/').pop()!;
    const upload = await fetchFile(server, `/api/v1/assets/receipts/${name}`, {
      token: users.Tutor.token,
    });
    expect(upload.status).toBe(404);
    expect(JSON.parse(upload.bytes.toString()).code).toBe('asset-not-found');
  });
});
