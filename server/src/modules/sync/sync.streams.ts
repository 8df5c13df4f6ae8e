/**
 * The open sync streams, so shutdown can end them: an open Server-Sent Events response would
 * otherwise keep the HTTP server from closing.
 */
export class SyncStreams {
  private readonly open = new Set<() => void>();

  add(close: () => void): () => void {
    this.open.add(close);
    return () => this.open.delete(close);
  }

  get size(): number {
    return this.open.size;
  }

  closeAll(): void {
    for (const close of [...this.open]) close();
    this.open.clear();
  }
}
