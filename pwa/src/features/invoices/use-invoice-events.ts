import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CLIENT_EVENTS, SERVER_EVENTS } from '@kalam/shared';
import { realtime } from '../../lib/realtime/realtime-connection.ts';
import { invoiceKeys } from './invoices-api.ts';

/**
 * Withdrawals update live (spec §7 "invoice updated or deleted"): every event makes the money
 * queries stale, so the open list and balance refetch. Admins also follow the `admin-invoices`
 * channel, joined again on each (re)connection because the server forgets it with the socket.
 */
export function useInvoiceEvents(options: { adminChannel?: boolean } = {}): void {
  const queryClient = useQueryClient();
  const { adminChannel = false } = options;
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    const join = () => {
      if (adminChannel)
        realtime.current?.emit(CLIENT_EVENTS.joinChannel, { channel: 'admin-invoices' }, () => {});
    };
    let socket = realtime.current;
    const attach = () => {
      socket?.on(SERVER_EVENTS.invoiceUpdated, refresh);
      socket?.on(SERVER_EVENTS.invoiceDeleted, refresh);
      socket?.on('connect', join);
      if (socket?.connected) join();
    };
    const detach = () => {
      socket?.off(SERVER_EVENTS.invoiceUpdated, refresh);
      socket?.off(SERVER_EVENTS.invoiceDeleted, refresh);
      socket?.off('connect', join);
      if (adminChannel && socket?.connected)
        socket.emit(CLIENT_EVENTS.leaveChannel, { channel: 'admin-invoices' }, () => {});
    };
    attach();
    const off = realtime.onState(() => {
      if (realtime.current === socket) return;
      detach();
      socket = realtime.current;
      attach();
    });
    return () => {
      off();
      detach();
    };
  }, [queryClient, adminChannel]);
}
