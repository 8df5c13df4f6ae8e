import { useSearchParams } from 'react-router';
import { Tabs } from '../../ui/tabs.tsx';
import { PageHeader } from './parts.tsx';
import { adminText as t } from './text.ts';
import { COUPONS } from './offer-coupons.tsx';
import { INVITES } from './offer-invites.tsx';
import { OfferTab } from './offer-tab.tsx';

/** `/admin/offers`: discount coupons and invitations to join (spec §1 "coupons, invites"). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'invites' ? 'invites' : 'coupons';
  return (
    <>
      <PageHeader title="الكوبونات والدعوات" />
      <Tabs
        label="الكوبونات والدعوات"
        value={tab}
        // Each tab keeps its own page and search (its prefixed keys); only `tab` changes here.
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
        tabs={[
          { value: 'coupons', label: t.offers.coupons, content: <OfferTab kind={COUPONS} /> },
          { value: 'invites', label: t.offers.invites, content: <OfferTab kind={INVITES} /> },
        ]}
      />
    </>
  );
}
