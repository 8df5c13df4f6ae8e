import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ar } from '../../i18n/ar.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { uploadUserImage } from '../../lib/upload.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PhotoPicker } from '../../ui/photo-picker.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { ProfileForm } from './profile-form.tsx';
import { SettingsFrame } from './settings-frame.tsx';
import { tutorText } from './text.ts';
import { TopicsPicker } from './topics-picker.tsx';
import { tutorKeys, useTutorMeta } from './tutor-api.ts';
import { useTopicChoice } from './use-topic-choice.ts';

const t = tutorText.profile;
const photoText = ar.ui.photo;

/** Spec §2 /t/profile-settings: what students read (bio, about, specialities) and the booking notice. */
export function Component() {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const meta = useTutorMeta();
  const topics = useTopicChoice();
  const [savingTopics, setSavingTopics] = useState(false);

  const saveTopics = async () => {
    setSavingTopics(true);
    try {
      await topics.save();
      toast({ id: 'topics-saved', type: 'success', title: t.topicsSaved });
    } catch (error) {
      toast({ id: 'topics-saved', type: 'error', title: failureText(error) });
    } finally {
      setSavingTopics(false);
    }
  };

  return (
    <SettingsFrame title={t.title} subtitle={t.subtitle}>
      <Card title={photoText.title}>
        {user ? (
          <PhotoPicker
            name={user.name}
            src={user.image}
            upload={uploadUserImage}
            onSaved={refreshUser}
          />
        ) : (
          <SkeletonLines lines={3} />
        )}
      </Card>
      <Card title={t.about}>
        {!user || meta.isPending ? (
          <SkeletonLines lines={6} />
        ) : meta.isError ? (
          <p role="alert" className="font-semibold text-danger-strong">
            {failureText(meta.error)}
          </p>
        ) : (
          <ProfileForm
            user={user}
            meta={meta.data}
            onSaved={() => {
              void queryClient.invalidateQueries({ queryKey: tutorKeys.meta });
              toast({ id: 'profile-saved', type: 'success', title: t.saved });
            }}
          />
        )}
      </Card>
      <Card title={t.topics}>
        <TopicsPicker
          topics={topics.topics}
          loading={topics.loading}
          chosen={topics.chosen}
          onChange={topics.setChosen}
        />
        <Button
          type="button"
          className="mt-4"
          disabled={!topics.dirty}
          loading={savingTopics}
          onClick={saveTopics}
        >
          {t.topicsSave}
        </Button>
      </Card>
    </SettingsFrame>
  );
}
