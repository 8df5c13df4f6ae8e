import { z } from 'zod';
import {
  noticeSchema,
  TUTOR_ABOUT_LENGTH,
  TUTOR_BIO_LENGTH,
  tutorAboutSchema,
  tutorBioSchema,
  type TutorMetaDto,
  type UserDto,
} from '@kalam/shared';
import { useSettingsForm } from '../../lib/settings-form.ts';
import { Button } from '../../ui/button.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { noticeLabel } from './format.ts';
import { noticeChoices, tutorText } from './text.ts';
import { TextArea } from './text-area.tsx';
import { updateMe } from './tutor-api.ts';

const t = tutorText.profile;
const BIO_MAX = TUTOR_BIO_LENGTH.max;
const ABOUT_MAX = TUTOR_ABOUT_LENGTH.max;

const bioSchema = z.object({ bio: tutorBioSchema, about: tutorAboutSchema });
const fullSchema = bioSchema.extend({
  notice: z.string().transform(Number).pipe(noticeSchema),
});
type Values = z.input<typeof fullSchema>;

interface ProfileFormProps {
  user: UserDto;
  meta: TutorMetaDto;
  /** The onboarding step asks for the texts only; settings also set the booking notice. */
  withNotice?: boolean;
  submitLabel?: string;
  onSaved: () => void;
  /** Extra buttons beside submit (back, later). */
  children?: React.ReactNode;
}

/** Bio, about and (in settings) the booking notice, checked by the server's own rules (spec §5: Arabic). */
export function ProfileForm({
  user,
  meta,
  withNotice = true,
  submitLabel = t.save,
  onSaved,
  children,
}: ProfileFormProps) {
  const { form, submit, errors, busy } = useSettingsForm<Values>({
    schema: withNotice ? fullSchema : bioSchema,
    values: { bio: meta.bio ?? '', about: meta.about ?? '', notice: String(meta.notice) },
    save: async (values) => {
      await updateMe(user.id, {
        bio: values.bio.trim(),
        about: values.about.trim(),
        ...(withNotice ? { notice: Number(values.notice) } : {}),
      });
      onSaved();
    },
    toastId: 'profile-failed',
  });
  const bio = form.watch('bio') ?? '';
  const about = form.watch('about') ?? '';
  const notices = [...new Set<number>([...noticeChoices, meta.notice])].sort((a, b) => a - b);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextArea
        label={t.bio}
        rows={2}
        hint={t.bioHint}
        count={bio.trim().length}
        limit={BIO_MAX}
        {...form.register('bio')}
        error={errors.bio?.message}
      />
      <TextArea
        label={t.aboutLabel(user)}
        rows={7}
        hint={t.aboutHint}
        count={about.trim().length}
        limit={ABOUT_MAX}
        {...form.register('about')}
        error={errors.about?.message}
      />
      {withNotice && (
        <NativeSelect
          label={t.notice}
          hint={t.noticeHint}
          className="max-w-xs"
          options={notices.map((m) => [String(m), noticeLabel(m)] as const)}
          error={errors.notice?.message}
          {...form.register('notice')}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
