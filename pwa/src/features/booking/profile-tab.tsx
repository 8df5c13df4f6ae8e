import type { TutorProfileDto } from '@kalam/shared';
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
        {(tutor.video ?? tutor.introVideo) ? (
          <video
            controls
            preload="metadata"
            playsInline
            src={tutor.video ?? tutor.introVideo ?? undefined}
            poster={tutor.thumbnail ?? undefined}
            aria-label={`${t.video}: ${tutor.name}`}
            className="aspect-video w-full max-w-2xl rounded-xl bg-black"
          />
        ) : (
          <p className={muted}>{t.noVideo}</p>
        )}
      </Section>
    </div>
  );
}
