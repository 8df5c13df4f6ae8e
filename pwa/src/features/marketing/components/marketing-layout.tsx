import { Outlet } from 'react-router';
import { SiteFrame } from './site-frame.tsx';

/** The public pages' layout route inside the app's router. */
export function Component() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
