/** The audit area's face: what other areas may name (the trail itself is a kernel port). */
export type { AuditService } from './audit.service.ts';
