import { rm } from 'node:fs/promises';
import { AppError, assetUrl, isAdmin, type AssetBucket, type StoredAssetKind } from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import { commitWrite } from '../../kernel/audit.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import { newId } from '../../kernel/ids.ts';
import type { Logger } from '../../kernel/logger.ts';
import type { ScratchDir } from '../../storage/scratch-dir.ts';
import type { ByteRange, ObjectStorage } from '../../storage/storage.port.ts';
import type { UserRow, UsersRepository } from '../users/index.ts';
import type { AssetRow, AssetsRepository, NewAssetRow } from './assets.repository.ts';
import {
  discardForm,
  receiveForm,
  type FormRules,
  type ReceivedFile,
  type ReceivedForm,
} from './upload/multipart.ts';
import { prepareFile, type PreparedFile } from './upload/prepare.ts';

export interface AssetsServiceDeps {
  assets: AssetsRepository;
  storage: ObjectStorage;
  scratch: ScratchDir;
  users: UsersRepository;
  clock: Clock;
  bus: EventBus;
  log: Logger;
}

/** One prepared file and where it goes. */
export interface StoreItem {
  prepared: PreparedFile;
  bucket: AssetBucket;
  ownerId: string;
  subjectId: string | null;
}

/** Kinds anyone may fetch from /assets/uploads: what the public tutor pages show. */
const PUBLIC_KINDS: readonly StoredAssetKind[] = ['image', 'video', 'thumbnail'];

const UPLOADS_PREFIX = assetUrl('uploads', '');

/**
 * Stored files: taking uploads in (checked by content, re-encoded, streamed to storage), the
 * images and media they become, and who may read each one. Other areas store files through
 * `prepare` and `store` (reports) or `storeReceipt` (invoices).
 */
export class AssetsService {
  constructor(private readonly deps: AssetsServiceDeps) {}

  /** Read a multipart body into the scratch dir (see `receiveForm`). */
  receive(request: Request, rules: FormRules): Promise<ReceivedForm> {
    return receiveForm(request, rules, this.deps.scratch);
  }

  /** Check each file against its kind; all must pass before any is stored. */
  async prepare(
    files: { file: ReceivedFile; kind: StoredAssetKind }[],
    made: string[],
  ): Promise<PreparedFile[]> {
    const prepared: PreparedFile[] = [];
    for (const { file, kind } of files)
      prepared.push(await prepareFile(file, kind, this.deps.scratch, made));
    return prepared;
  }

  /**
   * Put each prepared file into storage under a new server-made name, then write the asset rows
   * and `alongside` (the record that points at them) in one transaction. If anything fails,
   * the objects already stored are removed again: nothing half-written stays.
   */
  async store(
    items: StoreItem[],
    createdBy: string,
    alongside: (rows: AssetRow[]) => void = () => {},
  ): Promise<AssetRow[]> {
    const now = this.deps.clock.now();
    const rows: NewAssetRow[] = items.map(({ prepared, bucket, ownerId, subjectId }) => {
      const id = newId();
      return {
        id,
        name: `${id}.${prepared.ext}`,
        bucket,
        kind: prepared.kind,
        contentType: prepared.contentType,
        size: prepared.size,
        ownerId,
        subjectId,
        createdBy,
        createdAt: now,
        deleted: false,
      };
    });
    const stored: NewAssetRow[] = [];
    try {
      for (const [i, row] of rows.entries()) {
        const { prepared } = items[i]!;
        await this.deps.storage.put(row.bucket, row.name, prepared);
        stored.push(row);
      }
      const full = rows as AssetRow[];
      // The files first; their rows, the change they carry and (for an admin) its audit row in
      // one transaction (decision 195).
      commitWrite(() => this.deps.assets.insertWith(rows, () => alongside(full)));
      return full;
    } catch (error) {
      await Promise.allSettled(stored.map((r) => this.deps.storage.remove(r.bucket, r.name)));
      throw error;
    }
  }

  /** The site-relative address a stored file is served at. */
  urlOf(row: AssetRow): string {
    return assetUrl(row.bucket, row.name);
  }

  /**
   * Whose image PUT /user/asset changes: one's own; `forUser` for admins (anyone but another
   * admin, unless a super admin) and studio (tutors).
   */
  imageTarget(caller: Caller, forUser: string | undefined): UserRow {
    const id = forUser ?? caller.id;
    if (id !== caller.id && !isAdmin(caller.role) && caller.role !== 'Studio')
      throw new AppError('forbidden');
    const user = this.deps.users.byId(id);
    if (!user || user.deleted) throw new AppError('user-not-found');
    if (id !== caller.id && caller.role === 'Studio' && user.role !== 'Tutor')
      throw new AppError('forbidden');
    // As with PUT /user/{id}: another admin's account is a super admin's to change (issue 19).
    if (id !== caller.id && isAdmin(user.role) && caller.role !== 'SuperAdmin')
      throw new AppError('forbidden');
    return user;
  }

  /** The tutor PUT /user/asset/tutor changes (studio and admins). */
  tutorTarget(caller: Caller, tutorId: string): UserRow {
    if (!isAdmin(caller.role) && caller.role !== 'Studio') throw new AppError('forbidden');
    const tutor = this.deps.users.byId(tutorId);
    if (!tutor || tutor.deleted || tutor.role !== 'Tutor') throw new AppError('tutor-not-found');
    return tutor;
  }

  async setUserImage(caller: Caller, target: UserRow, form: ReceivedForm) {
    return this.consume(form, async (made) => {
      const file = form.files.find((f) => f.field === 'image');
      if (!file) throw required('image');
      const [prepared] = await this.prepare([{ file, kind: 'image' }], made);
      const previous = target.image;
      const [row] = await this.store(
        [{ prepared: prepared!, bucket: 'uploads', ownerId: target.id, subjectId: null }],
        caller.id,
        ([image]) =>
          this.deps.users.update(target.id, {
            image: assetUrl('uploads', image!.name),
            updatedAt: this.deps.clock.now(),
          }),
      );
      this.publishUserChange(target);
      await this.forget(previous);
      return { userId: target.id, image: assetUrl('uploads', row!.name), asset: row! };
    });
  }

  /** A tutor's photo-session media: any of image, video and thumbnail, all or none stored. */
  async setTutorMedia(caller: Caller, tutor: UserRow, form: ReceivedForm) {
    return this.consume(form, async (made) => {
      const kinds = ['image', 'video', 'thumbnail'] as const;
      const sent = kinds.flatMap((kind) => {
        const file = form.files.find((f) => f.field === kind);
        return file ? [{ file, kind }] : [];
      });
      if (sent.length === 0) throw new AppError('empty-request');
      const prepared = await this.prepare(sent, made);
      const before = this.deps.users.tutor(tutor.id);
      const previous = { image: tutor.image, video: before?.video, thumbnail: before?.thumbnail };
      const rows = await this.store(
        prepared.map((p) => ({
          prepared: p,
          bucket: 'uploads',
          ownerId: tutor.id,
          subjectId: null,
        })),
        caller.id,
        (stored) => {
          const now = this.deps.clock.now();
          const url = (kind: StoredAssetKind) => {
            const row = stored.find((r) => r.kind === kind);
            return row ? assetUrl('uploads', row.name) : undefined;
          };
          const image = url('image');
          if (image) this.deps.users.update(tutor.id, { image, updatedAt: now });
          const media = { video: url('video'), thumbnail: url('thumbnail') };
          const changes = Object.fromEntries(Object.entries(media).filter(([, v]) => v));
          this.deps.users.upsertTutor(tutor.id, changes, now);
        },
      );
      this.publishUserChange(tutor);
      for (const row of rows) await this.forget(previous[row.kind as keyof typeof previous]);
      const after = this.deps.users.tutor(tutor.id);
      return {
        tutorId: tutor.id,
        image: this.deps.users.byId(tutor.id)?.image ?? null,
        video: after?.video ?? null,
        thumbnail: after?.thumbnail ?? null,
        assets: rows,
      };
    });
  }

  /**
   * A withdrawal receipt (for the invoices area): served only to `ownerId` (the invoice's owner)
   * and admins, from /assets/receipts. `file` is a received scratch file; it is consumed.
   */
  async storeReceipt(
    caller: Caller,
    target: { ownerId: string; invoiceId: string },
    file: ReceivedFile,
    alongside?: (row: AssetRow) => void,
  ): Promise<AssetRow> {
    const made: string[] = [file.path];
    try {
      const [prepared] = await this.prepare([{ file, kind: 'receipt' }], made);
      const [row] = await this.store(
        [
          {
            prepared: prepared!,
            bucket: 'receipts',
            ownerId: target.ownerId,
            subjectId: target.invoiceId,
          },
        ],
        caller.id,
        ([stored]) => alongside?.(stored!),
      );
      return row!;
    } finally {
      await Promise.all(made.map((path) => rm(path, { force: true })));
    }
  }

  /** The live files of each record, by record id. */
  attachmentsOf(subjectIds: string[]): Map<string, AssetRow[]> {
    const bySubject = new Map<string, AssetRow[]>();
    for (const row of this.deps.assets.ofSubjects(subjectIds)) {
      const list = bySubject.get(row.subjectId!) ?? [];
      list.push(row);
      bySubject.set(row.subjectId!, list);
    }
    return bySubject;
  }

  /**
   * The asset `name` in `bucket` if the caller may read it: public media to anyone; report
   * files and receipts only to their owner and admins (anonymous: 401, others: 403).
   */
  readable(caller: Caller | null, bucket: AssetBucket, name: string): AssetRow {
    const row = this.deps.assets.byName(name);
    if (!row || row.bucket !== bucket) throw new AppError('asset-not-found');
    if (bucket === 'uploads' && PUBLIC_KINDS.includes(row.kind)) return row;
    if (!caller) throw new AppError('unauthenticated');
    if (caller.id !== row.ownerId && !isAdmin(caller.role)) throw new AppError('forbidden');
    return row;
  }

  /** Public media may sit in shared caches; report files and receipts may not. */
  isPublic(row: AssetRow): boolean {
    return row.bucket === 'uploads' && PUBLIC_KINDS.includes(row.kind);
  }

  async open(row: AssetRow, range?: ByteRange): Promise<ReadableStream<Uint8Array>> {
    const body = await this.deps.storage.read(row.bucket, row.name, range);
    if (!body) {
      this.deps.log.error('stored file missing', { name: row.name, bucket: row.bucket });
      throw new AppError('asset-not-found');
    }
    return body;
  }

  private publishUserChange(user: UserRow): void {
    this.deps.bus.publish('user-updated', { userId: user.id });
    if (user.role === 'Tutor') {
      this.deps.bus.publish('tutor-updated', { tutorId: user.id });
      this.deps.bus.publish('tutors-cache-updated', { tutorIds: [user.id] });
    }
  }

  /** Remove a file a new upload replaced; a failure here only leaves an unused file. */
  private async forget(url: string | null | undefined): Promise<void> {
    if (!url?.startsWith(UPLOADS_PREFIX)) return;
    const row = this.deps.assets.byName(url.slice(UPLOADS_PREFIX.length));
    if (!row) return;
    this.deps.assets.markDeleted(row.id);
    try {
      await this.deps.storage.remove(row.bucket, row.name);
    } catch (error) {
      this.deps.log.error('could not remove a replaced file', {
        name: row.name,
        error: (error as Error).message,
      });
    }
  }

  /** Run `work`, then remove every scratch file of the form and every one `work` made. */
  async consume<T>(form: ReceivedForm, work: (made: string[]) => Promise<T>) {
    const made: string[] = [];
    try {
      return await work(made);
    } finally {
      await discardForm(form);
      await Promise.all(made.map((path) => rm(path, { force: true })));
    }
  }
}

function required(field: string): AppError {
  return new AppError('required', [
    { path: field, code: 'required', message: new AppError('required').message },
  ]);
}
