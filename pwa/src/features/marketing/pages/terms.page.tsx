import { LegalPage } from '../components/legal-page.tsx';
import { terms } from '../content/terms.ts';

export function Component() {
  return <LegalPage doc={terms} />;
}
