import { LegalPage } from '../components/legal-page.tsx';
import { privacy } from '../content/privacy.ts';

export function Component() {
  return <LegalPage doc={privacy} />;
}
