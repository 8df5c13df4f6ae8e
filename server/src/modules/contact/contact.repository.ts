import type { Db } from '../../db/client.ts';
import { contactRequests } from '../../db/schema/index.ts';

export type ContactRequestRow = typeof contactRequests.$inferSelect;

/** The only code that knows the contact requests table. */
export class ContactRepository {
  constructor(private readonly db: Db) {}

  insert(row: ContactRequestRow): ContactRequestRow {
    this.db.insert(contactRequests).values(row).run();
    return row;
  }
}
