import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SERVER_EVENTS } from '@kalam/shared';
import { realtime } from '../../lib/realtime/realtime-connection.ts';
import { checkoutKeys } from './checkout-api.ts';

interface StatusUpdate {
  transactionId: string;
  status: string;
}

/**
 * Refetches the transaction as soon as the server says its status moved. The app's one socket can
 * be replaced (token refresh), so the listener is attached again whenever the connection changes.
 */
export function useTransactionSocket(txId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!txId) return;
    const onUpdate = (update: StatusUpdate) => {
      if (update?.transactionId === txId)
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.tx(txId) });
    };
    let socket = realtime.current;
    socket?.on(SERVER_EVENTS.transactionStatusUpdate, onUpdate);
    const off = realtime.onState(() => {
      if (realtime.current === socket) return;
      socket?.off(SERVER_EVENTS.transactionStatusUpdate, onUpdate);
      socket = realtime.current;
      socket?.on(SERVER_EVENTS.transactionStatusUpdate, onUpdate);
    });
    return () => {
      off();
      socket?.off(SERVER_EVENTS.transactionStatusUpdate, onUpdate);
    };
  }, [txId, queryClient]);
}
