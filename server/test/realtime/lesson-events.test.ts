import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { SERVER_EVENTS, type LessonEventPayload } from '@kalam/shared';
import {
  HOUR,
  MONDAY,
  schedulingFile,
  insertPlan,
  iso,
  subscribedStudent,
  tutorWith,
} from '../lessons/scheduling-fixtures.ts';
import { connect, next } from './socket-support.ts';

const { server } = schedulingFile();
let planId: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  planId = insertPlan(server, { weeklyMinutes: 60 });
});
afterAll(() => {
  for (const s of sockets) s.close();
});

const open = async (token: string) => {
  const socket = await connect(server, token);
  sockets.push(socket);
  return socket;
};

describe('lesson events carry the lesson they announce (decision 157)', () => {
  it('each member gets the lesson as they read it: the tutor with the price, the student without', async () => {
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, planId);
    const [byTutor, byStudent] = [await open(tutor.token), await open(student.token)];
    const tutorHears = next<LessonEventPayload>(byTutor, SERVER_EVENTS.lessonBooked);
    const studentHears = next<LessonEventPayload>(byStudent, SERVER_EVENTS.lessonBooked);

    const booked = await server.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(MONDAY + 5 * HOUR), duration: 30 },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const [toTutor, toStudent] = await Promise.all([tutorHears, studentHears]);

    const asTutor = await server.call('GET', `/lesson/${booked.body.id}`, { token: tutor.token });
    expect(toTutor.lesson).toEqual(asTutor.body);
    expect(toTutor.lesson?.price).toBeGreaterThan(0);
    expect(toStudent.lesson).toEqual(booked.body);
    expect(toStudent.lesson?.price).toBeNull();
  });

  it('a cancellation says who cancelled and carries the cancelled lesson', async () => {
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, planId);
    const booked = await server.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(MONDAY + 8 * HOUR), duration: 15 },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const byStudent = await open(student.token);
    const heard = next<LessonEventPayload>(byStudent, SERVER_EVENTS.lessonCanceled);
    const canceled = await server.call('PATCH', '/lesson', {
      token: tutor.token,
      body: { id: booked.body.id, cancel: true },
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    const event = await heard;
    expect(event.lesson).toMatchObject({
      id: booked.body.id,
      status: 'cancelled',
      canceledBy: 'tutor',
    });
  });
});
