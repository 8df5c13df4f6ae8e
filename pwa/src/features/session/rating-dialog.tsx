import { useAuth } from '../../lib/auth-context.tsx';
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AppError, errorMessage, type RatingDto, type SessionMemberDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { checkRating, sendRating, type RatingErrors } from './rating-flow.ts';
import { ratingsApi } from './ratings-api.ts';
import { sessionText as t } from './text.ts';

/**
 * Spec §2 rating dialog after a lesson: one to five stars and optional words (§5 rules). A tutor
 * rated already opens on that rating, to edit («احفظ التعديل»); a rating made elsewhere while
 * the dialog was open (`rating-exists`) turns it into editing too.
 */
export function RatingDialog({
  open,
  onOpenChange,
  tutor,
  lessonId,
  raterId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tutor: Pick<SessionMemberDto, 'userId' | 'name' | 'gender'>;
  lessonId: string;
  raterId: string;
}) {
  const viewer = useAuth().user;
  const [value, setValue] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<RatingErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<RatingDto | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  // The student's earlier rating of this tutor: the dialog opened blank on it (issue 40).
  const given = useQuery({
    queryKey: ['ratings', 'given', raterId],
    queryFn: () => ratingsApi.given(raterId),
    enabled: open,
    staleTime: 0,
  });
  const earlier = given.data?.find((r) => r.rateeId === tutor.userId) ?? null;
  const [seeded, setSeeded] = useState<string | null>(null);
  if (earlier && seeded !== earlier.id && !editing) {
    setSeeded(earlier.id);
    setEditing(earlier);
    setValue(earlier.value);
    setText(earlier.text ?? '');
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkRating({ value, text }, viewer);
    setErrors(found);
    setFailure(null);
    if (found.value || found.text) return;
    setBusy(true);
    try {
      const outcome = await sendRating(
        ratingsApi,
        { tutorId: tutor.userId, lessonId, raterId },
        { value, text },
        editing,
      );
      if (outcome.kind === 'exists') {
        setEditing(outcome.existing);
        // Editing keeps the earlier words unless new ones were written.
        if (!text.trim() && outcome.existing.text) setText(outcome.existing.text);
        setFailure(errorMessage('rating-exists'));
        return;
      }
      toast({
        type: 'success',
        title: outcome.kind === 'created' ? t.rating.sent : t.rating.saved,
      });
      onOpenChange(false);
    } catch (error) {
      setFailure(error instanceof AppError ? error.message : failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.rating.title(tutor.name)}
      description={t.rating.description(tutor)}
    >
      <form
        onSubmit={submit}
        data-testid="rating-dialog"
        data-mode={editing ? 'edit' : 'new'}
        noValidate
      >
        <fieldset aria-describedby={errors.value ? `${ids}-value-error` : undefined}>
          <legend className="mb-2 font-semibold">{t.rating.value}</legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((v) => (
              <label
                key={v}
                className="cursor-pointer"
                title={t.rating.stars[v - 1]}
                data-testid={`rating-star-${v}`}
              >
                <input
                  type="radio"
                  name={`${ids}-value`}
                  value={v}
                  checked={value === v}
                  onChange={() => {
                    setValue(v);
                    setErrors((e) => ({ ...e, value: undefined }));
                  }}
                  className="peer sr-only"
                  aria-label={`${t.rating.star(v)} — ${t.rating.stars[v - 1]}`}
                />
                <span
                  aria-hidden="true"
                  className={`block rounded-lg px-0.5 text-4xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-teal-600 ${
                    v <= value ? 'text-amber-500' : 'text-field'
                  }`}
                >
                  ★
                </span>
              </label>
            ))}
          </div>
          <p className="mt-1 min-h-6 text-sm text-soft">{value ? t.rating.stars[value - 1] : ''}</p>
          {errors.value && (
            <p id={`${ids}-value-error`} className="text-sm text-danger">
              {errors.value}
            </p>
          )}
        </fieldset>
        <div className="mt-4">
          <label htmlFor={`${ids}-text`} className="mb-1.5 block font-semibold">
            {t.rating.text}
          </label>
          <textarea
            id={`${ids}-text`}
            data-testid="rating-text"
            rows={3}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setErrors((found) => ({ ...found, text: undefined }));
            }}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`${ids}-text-${errors.text ? 'error' : 'hint'}`}
            className="block w-full rounded-xl border border-control bg-page px-4 py-2.5 text-base text-ink focus:border-focus focus:outline-2 focus:outline-focus aria-invalid:border-invalid"
          />
          {errors.text ? (
            <p id={`${ids}-text-error`} className="mt-1 text-sm text-danger">
              {errors.text}
            </p>
          ) : (
            <p id={`${ids}-text-hint`} className="mt-1 text-sm text-muted">
              {t.rating.textHint}
            </p>
          )}
        </div>
        {editing && !failure && (
          <p data-testid="rating-earlier" className="mt-4 text-sm text-soft">
            {t.rating.earlier(viewer)}
          </p>
        )}
        {failure && (
          <div
            role="alert"
            data-testid="rating-failure"
            className="mt-4 rounded-xl bg-warn-soft p-3 text-warn-ink"
          >
            <p className="font-semibold">{failure}</p>
            {editing && <p className="mt-1 text-sm">{t.rating.previous(editing.value)}</p>}
          </div>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              {t.rating.later}
            </Button>
          </DialogClose>
          <Button type="submit" loading={busy} data-testid="rating-submit">
            {editing ? t.rating.save(viewer) : t.rating.send(viewer)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
