import { QueryClient } from '@tanstack/react-query';
import { AppError, QUERY_RETRY } from '@kalam/shared';

/** A failed query is retried once (spec §7), but never an answer the server meant (4xx). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        !(error instanceof AppError && error.status < 500) && failures < QUERY_RETRY,
      refetchOnWindowFocus: false,
    },
  },
});
