import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeObject {
  body: Buffer;
  contentType: string | undefined;
}

/**
 * Just enough of the S3 REST API, path-style, on loopback: PUT, GET (with Range), DELETE. It
 * checks every request is signed (SigV4 with our key) and can be told to fail uploads.
 */
export class FakeS3 {
  readonly objects = new Map<string, FakeObject>();
  readonly requests: { method: string; path: string; authorization: string }[] = [];
  failPuts = false;
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    const authorization = req.headers.authorization ?? '';
    this.requests.push({ method: req.method!, path, authorization });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const error = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
    };
    if (!/^AWS4-HMAC-SHA256 Credential=TESTKEY\//.test(authorization))
      return error(403, 'SignatureDoesNotMatch');
    if (req.method === 'PUT') {
      if (this.failPuts) return error(500, 'InternalError');
      this.objects.set(path, {
        body: Buffer.concat(chunks),
        contentType: req.headers['content-type'],
      });
      res.writeHead(200, { etag: '"x"' });
      return res.end();
    }
    if (req.method === 'DELETE') {
      this.objects.delete(path);
      res.writeHead(204);
      return res.end();
    }
    const object = this.objects.get(path);
    if (!object) return error(404, 'NoSuchKey');
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), object.body.length - 1);
      res.writeHead(206, {
        'content-type': object.contentType ?? 'application/octet-stream',
        'content-range': `bytes ${start}-${end}/${object.body.length}`,
        'content-length': end - start + 1,
      });
      return res.end(object.body.subarray(start, end + 1));
    }
    res.writeHead(200, {
      'content-type': object.contentType ?? 'application/octet-stream',
      'content-length': object.body.length,
    });
    res.end(object.body);
  }
}
