import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../ui/toast-store.ts';
import { failureText, sharedResolver, type FieldSaying } from './form.ts';
import { showRefusal } from './show-refusal.ts';

interface SettingsFormOptions<V extends FieldValues> {
  /** The shared zod rules of these fields: the same the server checks (spec §5). */
  schema: z.ZodType;
  /** What the form shows: the saved values (the form follows them when they change). */
  values: UseFormProps<V>['values'];
  /** Sends the values; resolves when saved. Returning `false` means nothing was sent. */
  save: (values: V) => Promise<boolean | void>;
  /** One toast per form: a second save replaces the first's message. */
  toastId: string;
  /** Said when saved; without it the caller says it (a step that moves on, for example). */
  saved?: string;
  /** Said instead of `saved` when nothing changed. */
  nothing?: string;
  /** The form's own words for a field's refusal (its allowed range…), client rule and server alike. */
  said?: FieldSaying<V>;
}

/**
 * The one pattern of Kalam's settings forms (issue 15): react-hook-form over the shared zod
 * rules (messages from the catalogue, in Arabic), the server's per-field refusals shown under
 * their fields, anything else in a toast, and a toast when it is saved.
 */
export function useSettingsForm<V extends FieldValues>(options: SettingsFormOptions<V>) {
  const form = useForm<V>({
    resolver: sharedResolver(options.schema, options.said),
    values: options.values,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const sent = await options.save(values);
      const title = sent === false && options.nothing ? options.nothing : options.saved;
      if (title) toast({ id: options.toastId, type: sent === false ? 'info' : 'success', title });
    } catch (error) {
      // Each refusal under its own field, the first focused; one with no field goes to the toast.
      if (!showRefusal(form, error, {}, options.said))
        toast({ id: options.toastId, type: 'error', title: failureText(error) });
    }
  });
  return { form, submit, errors: form.formState.errors, busy: form.formState.isSubmitting };
}
