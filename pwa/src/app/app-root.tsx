import '../lib/zod-jitless.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../lib/auth-context.tsx';
import { queryClient } from '../lib/query-client.ts';
import { createRouter } from './router.tsx';

let router: ReturnType<typeof createRouter> | undefined;

/** The whole app: query cache, session and router (created once, at the current address). */
export function AppRoot() {
  router ??= createRouter();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
