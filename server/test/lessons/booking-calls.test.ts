import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@kalam/shared';
import { insertDemoSession, insertInterview } from '../onboarding/fixtures.ts';
import {
  HOUR,
  MIN,
  MONDAY,
  schedulingFile,
  insertPlan,
  iso,
  quickUser,
  subscribedStudent,
  tutorWith,
} from './scheduling-fixtures.ts';

/**
 * Issue 4 / decision 112: a tutor's interviews and demo sessions keep their time like lessons
 * (`busy-tutor`). Applicants are not activated, so this happens when a working tutor is
 * interviewed again or an admin activates a tutor before their demo session.
 */
const { server } = schedulingFile();
let planId: string;

beforeAll(async () => {
  planId = insertPlan(server, { weeklyMinutes: 120 });
});

describe('lesson booking and onboarding calls', () => {
  it('refuses a lesson that shares a minute with the tutor’s pending demo session or interview', async () => {
    const tutor = await tutorWith(server);
    const manager = await quickUser(server, 'TutorManager');
    const student = await subscribedStudent(server, planId);
    const demoAt = MONDAY + 3 * HOUR;
    const interviewAt = MONDAY + 6 * HOUR;
    insertDemoSession(server, { tutorId: tutor.id, tutorManagerId: manager.id, start: demoAt });
    insertInterview(server, {
      intervieweeId: tutor.id,
      interviewerId: manager.id,
      start: interviewAt,
    });

    for (const start of [demoAt + 15 * MIN, demoAt - 15 * MIN, interviewAt]) {
      const res = await server.call('POST', '/lesson/', {
        token: student.token,
        body: { tutorId: tutor.id, start: iso(start), duration: 30 },
      });
      expect(res.status, iso(start)).toBe(409);
      expect(res.body).toMatchObject({ code: 'busy-tutor', message: errorMessage('busy-tutor') });
    }

    // Right after the demo session ends the tutor is free again.
    const after = await server.call('POST', '/lesson/', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(demoAt + 30 * MIN), duration: 15 },
    });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
  });

  it('lets the time be booked once the call is cancelled', async () => {
    const tutor = await tutorWith(server);
    const manager = await quickUser(server, 'TutorManager');
    const student = await subscribedStudent(server, planId);
    const at = MONDAY + 4 * HOUR;
    insertInterview(server, {
      intervieweeId: tutor.id,
      interviewerId: manager.id,
      start: at,
      status: 'CanceledByInterviewee',
    });
    const res = await server.call('POST', '/lesson/', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(at), duration: 30 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});
