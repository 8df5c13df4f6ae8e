import { useCallback, useRef } from 'react';
import {
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

/**
 * TanStack's `useMutation`, taking one run at a time: a `mutate` while the last run is still on
 * its way joins that run instead of sending the request again.
 *
 * Why: TanStack tells React a mutation is pending a task later (its notify manager schedules with
 * `setTimeout`), so a double click or a laggy double tap reached the handler twice before the
 * button showed busy and disabled itself — «احفظ» sent the week twice. The guard is set in the
 * same tick as the first call, and only by a call that really starts work: a press refused by a
 * form's own check is free to be pressed again at once.
 */
export function useOneAtATimeMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const { mutateAsync } = mutation;
  const running = useRef<Promise<TData> | null>(null);

  type Result = UseMutationResult<TData, TError, TVariables, TContext>;
  const runOnce = useCallback<Result['mutateAsync']>(
    (...args) => {
      if (running.current) return running.current;
      const run = mutateAsync(...args).finally(() => {
        running.current = null;
      });
      running.current = run;
      return run;
    },
    [mutateAsync],
  );
  const mutate = useCallback<Result['mutate']>(
    (...args) => {
      // As TanStack's own mutate: the error is the mutation's state (and its onError), not thrown.
      runOnce(...args).catch(() => undefined);
    },
    [runOnce],
  );
  return { ...mutation, mutate, mutateAsync: runOnce };
}
