import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilitySlots } from '../../db/schema/index.ts';
import { newId } from '../../kernel/ids.ts';
import { preparedOnFirstUse } from '../../kernel/prepared-sql.ts';

export type SlotRow = typeof availabilitySlots.$inferSelect;
export interface SlotInput {
  weekday: number;
  start: number;
  end: number;
}

/** The only code that knows the availability_slots table. */
export class AvailabilityRepository {
  /** Read by every booking: prepared once (decision 027). */
  private readonly q;

  constructor(private readonly db: Db) {
    this.q = preparedOnFirstUse({
      template: () =>
        db
          .select()
          .from(availabilitySlots)
          .where(
            and(
              eq(availabilitySlots.tutorId, sql.placeholder('tutorId')),
              eq(availabilitySlots.deleted, false),
            ),
          )
          .orderBy(asc(availabilitySlots.weekday), asc(availabilitySlots.start))
          .prepare(),
    });
  }

  template(tutorId: string): SlotRow[] {
    return this.q.template.all({ tutorId });
  }

  /** Soft-delete the old template and insert the new one (replicated rows keep tombstones). */
  replace(tutorId: string, slots: SlotInput[], now: number, stamp: () => number): void {
    for (const old of this.template(tutorId))
      this.db
        .update(availabilitySlots)
        .set({ deleted: true, updatedAt: stamp() })
        .where(eq(availabilitySlots.id, old.id))
        .run();
    for (const slot of slots)
      this.db
        .insert(availabilitySlots)
        .values({ id: newId(), tutorId, ...slot, createdAt: now, updatedAt: stamp() })
        .run();
  }
}
