import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast-store.ts';
import { invoiceKeys } from './invoices-api.ts';
import { withdrawalText, type AdminDone } from './withdrawal-text.ts';

/** After an admin's action on a request: say what it did and read the lists again. */
export function useInvoiceDone() {
  const queryClient = useQueryClient();
  return async (done: AdminDone) => {
    toast({ id: 'invoice-done', type: 'success', title: withdrawalText.admin.done[done] });
    await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  };
}
