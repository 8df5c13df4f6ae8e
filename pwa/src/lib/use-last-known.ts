import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAuth } from './auth-context.tsx';
import { pickLastKnown, recall, remember, type LastKnown } from './last-known.ts';
import { useOnline } from './use-online.ts';

/**
 * What a query shows: its answer (remembered on the device for later), or, with no network or
 * no answer from the server, the last one remembered, dated (decision 107).
 */
export function useLastKnown<T>(name: string, query: UseQueryResult<T>): LastKnown<T> {
  const userId = useAuth().user?.id ?? null;
  const online = useOnline();
  const { data, dataUpdatedAt, isSuccess } = query;
  useEffect(() => {
    if (userId && isSuccess && data !== undefined) remember(userId, name, data, dataUpdatedAt);
  }, [userId, name, data, dataUpdatedAt, isSuccess]);
  const cannotAsk = !online || query.isError || query.fetchStatus === 'paused';
  const saved = userId && data === undefined && cannotAsk ? recall<T>(userId, name) : null;
  return pickLastKnown(query, online, saved);
}
