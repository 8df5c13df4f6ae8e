import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('the API describes itself', () => {
  it('serves an OpenAPI 3.1 document with every call and the error envelope', async () => {
    const res = await server.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/v1/user',
      '/api/v1/auth/password',
      '/api/v1/auth/google',
      '/api/v1/auth/refresh-token',
      '/api/v1/user/current',
      '/api/v1/user/{id}',
      '/api/v1/student',
      '/api/v1/confirmation-code/password/confirm',
      '/api/v1/health',
    ]) {
      expect(paths).toContain(path);
    }
    expect(JSON.stringify(res.body.paths['/api/v1/user'].post.responses['409'])).toContain(
      'user-exists',
    );
  });

  it('serves a docs page', async () => {
    const res = await server.call('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('openapi.json');
  });

  it('answers unknown paths with the not-found envelope and sets secure headers', async () => {
    const res = await server.call('GET', '/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not-found');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the trailing-slash and plain form of a path alike', async () => {
    expect((await server.call('GET', '/health/')).status).toBe(200);
    expect((await server.call('GET', '/health')).status).toBe(200);
  });
});
