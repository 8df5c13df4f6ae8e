import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { checkDeviceTime, type ServerTime } from '../../lib/server-time.ts';

/** Whether the device clock (more than two minutes off the server's) or its time zone is wrong; checked once per load. */
export function useDeviceTimeWrong(): boolean {
  const [wrong, setWrong] = useState(false);
  useEffect(() => {
    let live = true;
    checkDeviceTime(() => api<ServerTime>('GET', '/time'))
      .then((result) => {
        if (live) setWrong(result.clockWrong || result.zoneWrong);
      })
      // Offline or server away: nothing to compare with, so no warning.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return wrong;
}
