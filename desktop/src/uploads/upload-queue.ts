import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { UploadItem } from '@kalam/shared';
import type { QueueFile, QueueRecord } from './queue-file.ts';
import { SpeedMeter } from './speed-meter.ts';
import {
  SignInNeededError,
  startTransfer,
  TransferAbortedError,
  type Transfer,
  type TransferOptions,
} from './tus-transfer.ts';

export interface UploadQueueDeps {
  file: QueueFile;
  /** `<server>/api/v1/uploads`. */
  endpoint: string;
  chunkSize: number;
  now(): number;
  /** Waits between the library's tries after a dropped connection. */
  retryDelays?: number[];
  /** After those tries, the file waits this long and starts another round (the line may be down for an hour). */
  retryLaterMs?: number;
  /** The transfer itself; tests keep the real one. */
  transfer?: (options: TransferOptions) => Transfer;
}

interface Entry {
  record: QueueRecord;
  sent: number;
  speed: SpeedMeter;
  live: 'uploading' | 'retrying' | 'needs-sign-in' | null;
  transfer: Transfer | null;
}

const OFFICE_RETRIES = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

/**
 * Videos leave one at a time (an office line shared by the studio is better used whole), in
 * the order they were picked. Every state change is written to the queue file first, so a
 * restart picks up where the app stopped: unfinished files resume at the server's offset.
 */
export class UploadQueue {
  private entries: Entry[] = [];
  private token: string | null = null;
  private running: Entry | null = null;
  private readonly later = new Set<ReturnType<typeof setTimeout>>();
  private idle: Promise<void> = Promise.resolve();

  constructor(private readonly deps: UploadQueueDeps) {}

  /** Reads the queue file: what was unfinished waits for a token, then resumes. */
  async restore(): Promise<void> {
    const records = await this.deps.file.load();
    this.entries = records.map((record) => this.entry(record));
    this.pump();
  }

  setToken(token: string | null): void {
    this.token = token;
    if (token) {
      for (const e of this.entries) if (e.live === 'needs-sign-in') e.live = null;
      this.pump();
    }
  }

  async add(paths: readonly string[]): Promise<UploadItem[]> {
    for (const path of paths) {
      const info = await stat(path);
      if (!info.isFile()) continue;
      this.entries.push(
        this.entry({
          id: randomUUID(),
          path,
          name: basename(path),
          size: info.size,
          mtimeMs: info.mtimeMs,
          uploadUrl: null,
          state: 'waiting',
        }),
      );
    }
    await this.persist();
    this.pump();
    return this.items();
  }

  async cancel(id: string): Promise<UploadItem[]> {
    const entry = this.entries.find((e) => e.record.id === id);
    if (entry && entry.record.state === 'waiting') {
      entry.record.state = 'canceled';
      entry.live = null;
      await entry.transfer?.abort();
      await this.persist();
    }
    return this.items();
  }

  items(): UploadItem[] {
    return this.entries.map(({ record, sent, speed, live }) => ({
      id: record.id,
      name: record.name,
      size: record.size,
      sent: record.state === 'done' ? record.size : sent,
      bytesPerSecond: live === 'uploading' ? Math.round(speed.bytesPerSecond()) : 0,
      state: record.state === 'waiting' && live ? live : record.state,
    }));
  }

  /** Resolves when nothing is left to send for now (tests; a clean quit). */
  settled(): Promise<void> {
    return this.idle;
  }

  /** Stops the file in flight without forgetting it (app quit): it resumes on the next start. */
  async pause(): Promise<void> {
    const running = this.running;
    this.token = null;
    for (const timer of this.later) clearTimeout(timer);
    this.later.clear();
    if (running) {
      await running.transfer?.abort();
      running.live = null;
    }
  }

  /**
   * Still no connection after the library's tries: the file keeps its place and its upload
   * address and is tried again later; the others are not held up meanwhile.
   */
  private retryLater(entry: Entry): void {
    entry.live = 'retrying';
    const timer = setTimeout(() => {
      this.later.delete(timer);
      if (entry.live === 'retrying') entry.live = null;
      this.pump();
    }, this.deps.retryLaterMs ?? 60_000);
    timer.unref?.();
    this.later.add(timer);
  }

  private entry(record: QueueRecord): Entry {
    return { record, sent: 0, speed: new SpeedMeter(this.deps.now), live: null, transfer: null };
  }

  private persist(): Promise<void> {
    return this.deps.file.save(this.entries.map((e) => e.record));
  }

  private next(): Entry | undefined {
    return this.entries.find((e) => e.record.state === 'waiting' && e.live === null);
  }

  private pump(): void {
    if (this.running || !this.next()) return;
    this.idle = this.drain();
  }

  private async drain(): Promise<void> {
    for (let entry = this.next(); entry && this.token; entry = this.next()) {
      this.running = entry;
      await this.send(entry);
      this.running = null;
    }
    for (const e of this.entries)
      if (e.record.state === 'waiting' && !this.token) e.live = 'needs-sign-in';
  }

  private async send(entry: Entry): Promise<void> {
    const { record } = entry;
    const current = await stat(record.path).catch(() => null);
    if (!current || current.size !== record.size || current.mtimeMs !== record.mtimeMs) {
      // The file moved or changed since it was picked: its old upload would mix two files.
      record.state = 'failed';
      await this.persist();
      return;
    }
    entry.live = 'uploading';
    entry.speed.reset();
    const transfer = (this.deps.transfer ?? startTransfer)({
      path: record.path,
      name: record.name,
      size: record.size,
      endpoint: this.deps.endpoint,
      uploadUrl: record.uploadUrl,
      chunkSize: this.deps.chunkSize,
      token: () => this.token,
      retryDelays: this.deps.retryDelays ?? OFFICE_RETRIES,
      onUploadUrl: (url) => {
        record.uploadUrl = url;
        void this.persist();
      },
      onRetry: () => {
        entry.live = 'retrying';
      },
      onProgress: (sent) => {
        entry.live = 'uploading';
        entry.sent = sent;
        entry.speed.record(sent);
      },
    });
    entry.transfer = transfer;
    try {
      await transfer.done;
      record.state = 'done';
      entry.live = null;
    } catch (error) {
      if (record.state === 'canceled' || error instanceof TransferAbortedError) entry.live = null;
      else if (error instanceof SignInNeededError) entry.live = 'needs-sign-in';
      else this.retryLater(entry);
    } finally {
      entry.transfer = null;
      await this.persist();
    }
  }
}
