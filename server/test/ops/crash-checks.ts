import Database from 'better-sqlite3';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** What the clients were told in one round: ids answered 201, vouchers created. */
export interface Answered {
  lessons: string[];
  messages: string[];
  transactions: string[];
  /** Counted only, to show the run did something: uploads answered 200, callbacks answered PAID. */
  uploads: number;
  paid: number;
}

const rows = <T>(db: Database.Database, sql: string, ...args: unknown[]) =>
  db.prepare(sql).all(...args) as T[];

/**
 * Open the SQLite file left by a killed server, read-only (the WAL it left is read, not
 * replayed into the file), and list every broken promise. An empty list is a good round.
 */
export async function brokenPromises(dataDir: string, answered: Answered): Promise<string[]> {
  const problems: string[] = [];
  const db = new Database(join(dataDir, 'kalam.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problems.push(`integrity_check: ${String(integrity)}`);
    const fk = rows(db, 'PRAGMA foreign_key_check');
    if (fk.length) problems.push(`foreign_key_check: ${JSON.stringify(fk)}`);

    // Every booking answered 201 is there, exactly once; no tutor slot holds two live lessons.
    for (const id of answered.lessons) {
      const n = rows<{ n: number }>(db, 'select count(*) n from lessons where id = ?', id)[0]!.n;
      if (n !== 1) problems.push(`lesson ${id} answered 201 is there ${n} times`);
    }
    for (const d of rows<{ tutor_id: string; start: number; n: number }>(
      db,
      `select tutor_id, start, count(*) n from lessons where status <> 'cancelled' and deleted = 0
       group by tutor_id, start having n > 1`,
    ))
      problems.push(`tutor ${d.tutor_id} holds ${d.n} lessons at ${d.start}`);

    for (const id of answered.messages) {
      const n = rows<{ n: number }>(db, 'select count(*) n from chat_messages where id = ?', id)[0]!
        .n;
      if (n !== 1) problems.push(`chat message ${id} answered as sent is there ${n} times`);
    }

    // A paid transaction grants exactly one subscription; an unpaid one grants none.
    for (const t of rows<{ id: string; status: string; subs: number }>(
      db,
      `select t.id, t.status, (select count(*) from subscriptions s where s.transaction_id = t.id) subs
       from transactions t`,
    )) {
      const want = t.status === 'Processed' ? 1 : 0;
      if (t.subs !== want)
        problems.push(`transaction ${t.id} (${t.status}) granted ${t.subs} subscriptions`);
    }
    for (const id of answered.transactions)
      if (!rows(db, 'select 1 from transactions where id = ?', id).length)
        problems.push(`transaction ${id} answered 201 is missing`);

    // Jobs: written in the booking's transaction, so every live lesson has exactly one start
    // and one end job, and no lesson has two reminders for the same minutes before.
    for (const d of rows<{ id: string; starts: number; ends: number }>(
      db,
      `select l.id,
         (select count(*) from jobs j where j.kind = 'lesson-start' and j.status <> 'skipped'
            and json_extract(j.payload, '$.lessonId') = l.id) starts,
         (select count(*) from jobs j where j.kind = 'lesson-end' and j.status <> 'skipped'
            and json_extract(j.payload, '$.lessonId') = l.id) ends
       from lessons l where l.status <> 'cancelled' and l.deleted = 0`,
    ))
      if (d.starts !== 1 || d.ends !== 1)
        problems.push(`lesson ${d.id} has ${d.starts} start and ${d.ends} end jobs`);
    for (const d of rows<{ kind: string; lesson: string; n: number }>(
      db,
      `select kind, json_extract(payload, '$.lessonId') lesson, count(*) n from jobs
       where lesson is not null and status <> 'skipped'
       group by kind, lesson, json_extract(payload, '$.minutes') having n > 1`,
    ))
      problems.push(`lesson ${d.lesson} has ${d.n} jobs of kind ${d.kind}`);

    problems.push(...(await halfWrittenFiles(db, dataDir)));
  } finally {
    db.close();
  }
  return problems;
}

/**
 * Stored files against asset rows: every live row's file is there at the row's size, and a
 * file without a row (killed between storing it and writing its row: an orphan, allowed)
 * must still be a whole image. The scratch dir `.incoming` is the one place partial files may sit.
 */
async function halfWrittenFiles(db: Database.Database, dataDir: string): Promise<string[]> {
  const problems: string[] = [];
  const root = join(dataDir, 'files');
  const assets = new Map(
    rows<{ bucket: string; name: string; size: number; deleted: number }>(
      db,
      'select bucket, name, size, deleted from assets',
    ).map((a) => [`${a.bucket}/${a.name}`, a]),
  );
  const onDisk = new Map<string, number>();
  let buckets: string[] = [];
  try {
    buckets = readdirSync(root).filter((b) => b !== '.incoming');
  } catch {
    /* no files yet */
  }
  for (const bucket of buckets)
    for (const name of readdirSync(join(root, bucket)))
      onDisk.set(`${bucket}/${name}`, statSync(join(root, bucket, name)).size);
  for (const [key, a] of assets) {
    if (a.deleted) continue;
    const size = onDisk.get(key);
    if (size === undefined) problems.push(`asset ${key} has a row but no file`);
    else if (size !== a.size)
      problems.push(`asset ${key} is ${size} bytes, its row says ${a.size}`);
  }
  for (const [key] of onDisk) {
    if (assets.has(key)) continue;
    const whole = await sharp(join(root, key))
      .toBuffer()
      .then(
        () => true,
        () => false,
      );
    if (!whole) problems.push(`file ${key} without a row is not a whole image`);
  }
  return problems;
}
