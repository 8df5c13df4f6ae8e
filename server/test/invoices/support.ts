import { lessons } from '../../src/db/schema/index.ts';
import { newId } from '../../src/kernel/ids.ts';
import type { KalamServer } from '../../src/server.ts';
import { quickUser } from '../lessons/scheduling-fixtures.ts';
import { attendLesson } from '../sessions/attend.ts';

/** A valid Egyptian IBAN (EG + 27 digits, mod-97 check digits computed here). */
export function iban(bban = '0019000500000000263180002'): string {
  const digits = `${bban}1416` + '00'; // "EG" = 14 16, then 00 in place of the check digits
  let remainder = 0;
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  return `EG${String(98 - remainder).padStart(2, '0')}${bban}`;
}

const students = new Map<KalamServer, string>();

/**
 * A lesson the tutor taught, worth `price` hundredths: the tutor joins its session (decision 240)
 * and the lessons area moves it to fulfilled itself (the same call its end job makes), so the
 * earning reaches the ledger by the real path.
 */
export async function teach(server: KalamServer, tutorId: string, price: number): Promise<string> {
  let studentId = students.get(server);
  if (!studentId) {
    studentId = (await quickUser(server, 'Student')).id;
    students.set(server, studentId);
  }
  const id = newId();
  const now = server.deps.clock.now();
  server.deps.db
    .insert(lessons)
    .values({
      id,
      tutorId,
      studentId,
      // Running now (the tutor can join it); the random part keeps starts apart.
      start: now - 60_000 - Math.floor(Math.random() * 25 * 60_000),
      duration: 30,
      price,
      status: 'happening',
      createdAt: now,
      updatedAt: now,
    })
    .run();
  attendLesson(server, id, tutorId);
  const row = server.deps.lessonsService.get(id)!;
  server.deps.lessonsService.moveStatus(row, 'fulfilled');
  return id;
}

export const EGP = (pounds: number) => pounds * 100;
