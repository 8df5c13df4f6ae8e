import { Link } from 'react-router';
import type { AuditEntryDto } from '@kalam/shared';
import { auditSubject } from './audit-subject.ts';
import { linkClass } from './parts.tsx';
import { adminText } from './text.ts';

const t = adminText.audit;

/**
 * A row's «العملية» as an admin says it: «إضافة كوبون AUDIT15», «تعديل طلب سحب لـ أحمد». The
 * call itself (`PUT /invoice/{id}/with/asset`) is developer language and is not shown
 * (decision 281); the entry keeps it as `action`.
 */
export function AuditWhat({ entry }: { entry: AuditEntryDto }) {
  const subject = auditSubject(entry);
  const name = subject && <bdi>{subject.name}</bdi>;
  return (
    <span className="font-semibold">
      {t.verbOf(entry.action)} {t.entities[entry.entity] ?? ''}
      {subject && (
        <>
          {' '}
          {subject.about && `${t.of} `}
          {subject.personId ? (
            <Link to={`/admin/user/${subject.personId}`} className={linkClass}>
              {name}
            </Link>
          ) : (
            name
          )}
        </>
      )}
    </span>
  );
}
