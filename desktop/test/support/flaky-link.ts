import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP hop between the app and the server that can drop like an office line: `cut()` closes
 * every open connection and refuses new ones until `restore()`. It counts the bytes the app
 * sent, so a test can tell a resumed upload from one that started over.
 */
export class FlakyLink {
  private server: Server;
  private sockets = new Set<Socket>();
  private down = false;
  bytesUp = 0;

  private constructor(private readonly target: URL) {
    this.server = createServer((client) => {
      if (this.down) return client.destroy();
      const upstream = connect(Number(target.port), target.hostname);
      this.sockets.add(client).add(upstream);
      client.on('data', (chunk: Buffer) => {
        this.bytesUp += chunk.length;
      });
      client.pipe(upstream).pipe(client);
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
  }

  static async open(targetUrl: string): Promise<FlakyLink & { url: string }> {
    const link = new FlakyLink(new URL(targetUrl));
    await new Promise<void>((r) => link.server.listen(0, '127.0.0.1', r));
    const { port } = link.server.address() as AddressInfo;
    return Object.assign(link, { url: `http://127.0.0.1:${port}` });
  }

  cut(): void {
    this.down = true;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.down = false;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((r) => this.server.close(() => r()));
  }
}
