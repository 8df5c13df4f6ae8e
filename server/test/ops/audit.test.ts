import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../src/ops/audit.ts';

const report = (vulnerabilities: Record<string, unknown>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: {} });

// Issue 21.4: CI fails on a high advisory that has a fix.
describe('npm audit verdict', () => {
  it('blocks on a high or critical advisory with a fix, naming the fix', () => {
    const verdict = auditVerdict(
      report({
        hono: { name: 'hono', severity: 'high', fixAvailable: true },
        ws: {
          name: 'ws',
          severity: 'critical',
          fixAvailable: { name: 'socket.io', version: '4.8.9', isSemVerMajor: false },
        },
        debug: { name: 'debug', severity: 'moderate', fixAvailable: true },
      }),
    );
    expect(verdict).toEqual({
      kind: 'blocking',
      advisories: [
        { name: 'hono', severity: 'high', fix: 'npm audit fix' },
        { name: 'ws', severity: 'critical', fix: 'socket.io@4.8.9' },
      ],
      unfixable: [],
    });
  });

  it('passes moderate advisories and names high ones that have no fix', () => {
    expect(
      auditVerdict(
        report({
          a: { name: 'a', severity: 'moderate', fixAvailable: true },
          b: { name: 'b', severity: 'high', fixAvailable: false },
        }),
      ),
    ).toEqual({ kind: 'clean', unfixable: ['b (high)'] });
    expect(auditVerdict(report({}))).toEqual({ kind: 'clean', unfixable: [] });
  });

  it('an unreachable advisory service is no report, never a clean one', () => {
    const offline = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(auditVerdict(offline)).toEqual({
      kind: 'unavailable',
      reason: expect.stringContaining('405'),
    });
    expect(auditVerdict('').kind).toBe('unavailable');
  });
});
