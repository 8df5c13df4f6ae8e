/**
 * The open sync streams, so shutdown can end them (an open Server-Sent Events response would
 * otherwise keep the HTTP server from closing), and so a suspended account's streams end at
 * once (decision 196).
 */
export class SyncStreams {
  private readonly open = new Map<() => void, string | undefined>();

  add(close: () => void, userId?: string): () => void {
    this.open.set(close, userId);
    return () => this.open.delete(close);
  }

  get size(): number {
    return this.open.size;
  }

  /** Ends every stream of one user. */
  closeFor(userId: string): void {
    for (const [close, owner] of [...this.open])
      if (owner === userId) {
        this.open.delete(close);
        close();
      }
  }

  closeAll(): void {
    for (const close of [...this.open.keys()]) close();
    this.open.clear();
  }
}
