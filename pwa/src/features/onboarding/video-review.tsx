import { joinParts } from '@kalam/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { IntroVideoDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { useSettingsForm } from '../../lib/settings-form.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { VideoPlayer } from '../../ui/video-player.tsx';
import { TextArea } from './text-area.tsx';
import { outputOf, rejectVideoSchema, type RejectVideoValues } from './forms.ts';
import { reviewIntroVideo } from './onboarding-api.ts';
import { opensReview } from './manager-today.ts';
import { onboardingText } from './text.ts';

const t = onboardingText.manager;

/** An intro video waiting for review: watched, then approved or rejected with a reason. */
export function VideoReview({ video, onDone }: { video: IntroVideoDto; onDone: () => void }) {
  const me = useAuth().user;
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  // Opened from the manager's home («راجعي»): this video is in view.
  const asked = opensReview(useLocation().search, video.id);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (asked) item.current?.scrollIntoView({ block: 'start' });
  }, [asked]);
  async function approve() {
    setApproving(true);
    try {
      await reviewIntroVideo(video.id, { status: 'Approved' });
      toast({ id: `review-${video.id}`, type: 'success', title: t.reviewed });
      onDone();
    } catch (e) {
      toast({ id: `review-${video.id}`, type: 'error', title: failureText(e) });
    } finally {
      setApproving(false);
    }
  }
  return (
    <li ref={item} className="flex flex-col gap-2" data-testid="video-review">
      <p className="font-semibold">
        {joinParts(video.tutor.name, t.seconds(video.durationSeconds))}
      </p>
      <VideoPlayer
        src={video.video}
        label={`${onboardingText.steps['intro-video'].title}: ${video.tutor.name}`}
        seconds={video.durationSeconds}
      />
      {rejecting ? (
        <RejectForm videoId={video.id} onDone={onDone} onBack={() => setRejecting(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button loading={approving} onClick={() => void approve()}>
            {t.approve(me)}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {t.reject(me)}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The reason of a rejection: the shared rule, refused under the field in Arabic. */
function RejectForm(props: { videoId: string; onDone: () => void; onBack: () => void }) {
  const me = useAuth().user;
  const { videoId, onDone, onBack } = props;
  const { form, submit, errors, busy } = useSettingsForm<RejectVideoValues>({
    schema: rejectVideoSchema,
    values: { reason: '' },
    save: async (values) => {
      const { reason } = outputOf(rejectVideoSchema, values);
      await reviewIntroVideo(videoId, { status: 'Rejected', reason });
      onDone();
    },
    toastId: `review-${videoId}`,
    saved: t.reviewed,
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" data-testid="reject-form">
      <TextArea
        label={t.reason}
        rows={3}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={busy}>
          {t.sendReject(me)}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t.back}
        </Button>
      </div>
    </form>
  );
}
