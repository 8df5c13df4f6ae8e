import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast-store.ts';
import { invoiceKeys } from './invoices-api.ts';
import { withdrawalText } from './withdrawal-text.ts';

/** After an admin's action on a request: say it is done and read the lists again. */
export function useInvoiceDone() {
  const queryClient = useQueryClient();
  return async () => {
    toast({ id: 'invoice-done', type: 'success', title: withdrawalText.admin.done });
    await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  };
}
