import { Subject, filter, map, type Observable } from 'rxjs';
import type { AppError } from '@kalam/shared';
import {
  SYNC_ALL_COLLECTIONS,
  SYNC_PROTOCOL_VERSION,
  syncPath,
  type SyncCollectionName,
  type SyncStreamMessage,
} from '../protocol.ts';
import { errorOf, isFatalSyncError, type FetchLike } from './http.ts';
import { createSseParser } from './sse-parser.ts';

export interface SyncStreamOptions {
  /** The API base, e.g. `/api/v1` or `http://127.0.0.1:3000/api/v1`. */
  baseUrl: string;
  /** Read at every (re)connect, so a refreshed token is used. */
  token: () => string | null;
  /** One collection, or every collection on one connection (the default). */
  collection?: SyncCollectionName | typeof SYNC_ALL_COLLECTIONS;
  fetch?: FetchLike;
  /** Reconnect delay: doubles from the first value up to the second (as the socket's). */
  reconnectDelayMs?: number;
  reconnectDelayMaxMs?: number;
  /** No byte (not even a heartbeat) for this long means the connection is dead. */
  idleTimeoutMs?: number;
  /** The server refused for good (outdated app, ended session): the stream stops. */
  onFatal?: (error: AppError) => void;
}

const EVERY = '*';

/** `window` in a browser; in Node there is no `online` event and these are absent. */
const host = globalThis as {
  addEventListener?: (type: 'online', listener: () => void) => void;
  removeEventListener?: (type: 'online', listener: () => void) => void;
};

/**
 * The live side of replication: one Server-Sent Events connection read with `fetch` (EventSource
 * cannot send the bearer token). Every `ready` — the first connect and each reconnect — and every
 * `changed` becomes RESYNC for the collections concerned, so RxDB pulls from its checkpoint.
 */
export class SyncStream {
  private readonly wakes = new Subject<SyncCollectionName | typeof EVERY>();
  private readonly abort = new AbortController();
  private connection: AbortController | null = null;
  private wakeWait: (() => void) | null = null;
  private isConnected = false;
  private readonly state = new Subject<boolean>();
  /** Emits true on each connect and false on each drop. */
  readonly connected$: Observable<boolean> = this.state.asObservable();

  constructor(private readonly options: SyncStreamOptions) {
    host.addEventListener?.('online', this.onOnline);
    void this.run();
  }

  get connected(): boolean {
    return this.isConnected;
  }

  /** RESYNC for one collection: what RxDB's `pull.stream$` takes. */
  resyncs(collection: SyncCollectionName): Observable<'RESYNC'> {
    return this.wakes.pipe(
      filter((c) => c === EVERY || c === collection),
      map(() => 'RESYNC' as const),
    );
  }

  close(): void {
    if (this.abort.signal.aborted) return;
    host.removeEventListener?.('online', this.onOnline);
    this.abort.abort();
    this.connection?.abort();
    this.wakeWait?.();
    this.setConnected(false);
    this.wakes.complete();
    this.state.complete();
  }

  get closed(): boolean {
    return this.abort.signal.aborted;
  }

  /** Back online: stop waiting and reconnect now. */
  private readonly onOnline = () => this.wakeWait?.();

  private setConnected(value: boolean): void {
    if (this.isConnected === value) return;
    this.isConnected = value;
    if (!this.state.closed) this.state.next(value);
  }

  private async run(): Promise<void> {
    const first = this.options.reconnectDelayMs ?? 1000;
    const max = this.options.reconnectDelayMaxMs ?? 5000;
    let delay = first;
    while (!this.closed) {
      try {
        if (await this.connectOnce()) delay = first;
      } catch (error) {
        if (isFatalSyncError(error)) {
          this.options.onFatal?.(error);
          this.close();
          return;
        }
      }
      this.setConnected(false);
      if (this.closed) return;
      await this.sleep(delay * (0.5 + Math.random() / 2));
      delay = Math.min(delay * 2, max);
    }
  }

  /** One connection, until it ends; true when it got as far as `ready`. */
  private async connectOnce(): Promise<boolean> {
    const fetchImpl = this.options.fetch ?? fetch;
    const target = this.options.collection ?? SYNC_ALL_COLLECTIONS;
    const connection = new AbortController();
    this.connection = connection;
    const token = this.options.token();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (token) headers.authorization = `Bearer ${token}`;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => connection.abort(), this.options.idleTimeoutMs ?? 60_000);
    };
    let ready = false;
    try {
      touch();
      const response = await fetchImpl(
        `${this.options.baseUrl}${syncPath(SYNC_PROTOCOL_VERSION, target, 'stream')}`,
        { headers, signal: connection.signal },
      );
      if (!response.ok || !response.body) throw await errorOf(response);
      const parse = createSseParser(({ data }) => {
        const message = JSON.parse(data) as SyncStreamMessage;
        if (message.type === 'ready') {
          ready = true;
          this.setConnected(true);
          this.wakes.next(EVERY);
        } else if (message.type === 'changed') this.wakes.next(message.collection);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        touch();
        parse(value);
      }
    } catch (error) {
      if (isFatalSyncError(error)) throw error;
    } finally {
      clearTimeout(idle);
      connection.abort();
    }
    return ready;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeWait = done;
    });
  }
}
