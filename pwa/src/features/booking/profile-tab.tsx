import type { TutorProfileDto } from '@kalam/shared';
import { VideoPlayer } from '../../ui/video-player.tsx';
import { bookingText as t } from './text.ts';
import { TopicChips } from './topic-chips.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

const muted = 'text-muted';

/** The profile tab: about, specialities, intro video (spec §2). */
export function ProfileTab({ tutor }: { tutor: TutorProfileDto }) {
  const video = tutor.video ?? tutor.introVideo;
  return (
    <div className="flex flex-col gap-6">
      <Section title={t.about}>
        <p className="whitespace-pre-line leading-8 text-body-soft">
          {tutor.about || <span className={muted}>{t.noAbout(tutor)}</span>}
        </p>
      </Section>
      <Section title={t.specialities(tutor)}>
        {tutor.topics.length ? (
          <TopicChips topics={tutor.topics} />
        ) : (
          <p className={muted}>{t.noTopics(tutor)}</p>
        )}
      </Section>
      <Section title={t.video}>
        {video ? (
          <VideoPlayer
            src={video}
            poster={tutor.thumbnail ?? undefined}
            label={`${t.video}: ${tutor.name}`}
            className="w-full max-w-2xl"
            testId="tutor-profile-video"
          />
        ) : (
          <p className={muted}>{t.noVideo}</p>
        )}
      </Section>
    </div>
  );
}
