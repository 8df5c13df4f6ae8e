/** One advisory of `npm audit --json` (report version 2) that blocks CI. */
export interface BlockingAdvisory {
  name: string;
  severity: string;
  fix: string;
}

export type AuditVerdict =
  | { kind: 'clean'; unfixable: string[] }
  | { kind: 'blocking'; advisories: BlockingAdvisory[]; unfixable: string[] }
  | { kind: 'unavailable'; reason: string };

const BLOCKING = new Set(['high', 'critical']);

interface AuditJson {
  vulnerabilities?: Record<
    string,
    {
      name?: string;
      severity?: string;
      fixAvailable?: boolean | { name: string; version: string; isSemVerMajor?: boolean };
    }
  >;
  message?: string;
  error?: unknown;
}

/**
 * The verdict on `npm audit --omit=dev --json` (decision 168): a high or critical advisory
 * that has a fix blocks; one without a fix is named but cannot be acted on; an answer without
 * a report (the advisory service unreachable) is `unavailable`, never `clean`.
 */
export function auditVerdict(output: string): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(output) as AuditJson;
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no JSON' };
  }
  if (!report.vulnerabilities)
    return { kind: 'unavailable', reason: report.message ?? 'npm audit gave no report' };
  const advisories: BlockingAdvisory[] = [];
  const unfixable: string[] = [];
  for (const [key, v] of Object.entries(report.vulnerabilities)) {
    if (!BLOCKING.has(v.severity ?? '')) continue;
    const name = v.name ?? key;
    if (!v.fixAvailable) {
      unfixable.push(`${name} (${v.severity})`);
      continue;
    }
    const fix =
      v.fixAvailable === true
        ? 'npm audit fix'
        : `${v.fixAvailable.name}@${v.fixAvailable.version}${v.fixAvailable.isSemVerMajor ? ' (major)' : ''}`;
    advisories.push({ name, severity: v.severity!, fix });
  }
  return advisories.length > 0
    ? { kind: 'blocking', advisories, unfixable }
    : { kind: 'clean', unfixable };
}
