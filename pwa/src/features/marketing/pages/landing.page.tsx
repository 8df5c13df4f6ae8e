import { formatMoney } from '@kalam/shared';
import { formatNumber } from '../../../lib/numbers.ts';
import { Link } from '../../../lib/navigation.tsx';
import { usePlans } from '../hooks/use-plans.ts';
import { studentBasics } from '../content/faq.ts';
import { landing } from '../content/landing.ts';
import { FaqList } from '../components/faq-list.tsx';
import { Section } from '../components/section.tsx';
import {
  buttonPrimary,
  buttonSecondary,
  card,
  container,
  eyebrow,
  h1,
  h3,
  link,
  muted,
} from '../components/styles.ts';

function Hero() {
  const { hero, stats } = landing;
  return (
    <div className="bg-gradient-to-b from-teal-50 to-white dark:from-teal-950/40 dark:to-slate-950">
      <div className={`${container} grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2`}>
        <div>
          <p className={eyebrow}>{hero.eyebrow}</p>
          <h1 className={`${h1} mt-4`}>{hero.heading}</h1>
          <p className={`mt-5 text-lg leading-8 sm:text-xl ${muted}`}>{hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/register/student" className={buttonPrimary}>
              {hero.primary}
            </Link>
            <Link to="/pricing" className={buttonSecondary}>
              {hero.secondary}
            </Link>
          </div>
          <ul className={`mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm ${muted}`}>
            {hero.points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-brand">
                  ✓
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid grid-cols-3 gap-3 lg:grid-cols-1 lg:justify-self-end">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className={`${card} flex flex-col-reverse px-2 text-center sm:px-6 lg:w-64`}
            >
              <dt className={`mt-1 text-sm ${muted}`}>{stat.label}</dt>
              {/* One line: «١٥–٣٠» broken at its dash reads as two numbers. */}
              <dd className="text-2xl font-extrabold whitespace-nowrap text-link sm:text-3xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

function HowItWorks() {
  return (
    <Section id="how" heading={landing.how.heading}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {landing.how.steps.map((step, index) => (
          <li key={step.title} className={card}>
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-brand text-lg font-bold text-on-brand"
            >
              {(index + 1).toLocaleString('ar-EG')}
            </span>
            <h3 className={`${h3} mt-4`}>{step.title}</h3>
            <p className={`mt-2 leading-7 ${muted}`}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function TutorsTeaser() {
  const { tutors } = landing;
  return (
    <Section id="tutors" heading={tutors.heading} lead={tutors.lead} tone="tinted">
      <ul className="grid gap-6 md:grid-cols-3">
        {tutors.cards.map((tutor) => (
          <li key={tutor.name} className={card}>
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-warn-fill text-xl font-bold text-warn-text"
              >
                {tutor.name.charAt(0)}
              </span>
              <div>
                <h3 className={h3}>{tutor.name}</h3>
                <p className={`text-sm ${muted}`}>{tutor.role}</p>
              </div>
            </div>
            <p className={`mt-4 leading-7 ${muted}`}>{tutor.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to="/tutors" className={link}>
          {tutors.more}
        </Link>
      </p>
    </Section>
  );
}

/**
 * The plans as the server names and prices them (ARABIC.md «Names»: one name per plan, kept in
 * the plan itself); until they arrive, or if they cannot, the minutes alone.
 */
function PlansTeaser() {
  const { plans } = landing;
  const { state } = usePlans();
  const live = state.status === 'ready' && state.plans.length > 0 ? state.plans : null;
  return (
    <Section id="plans" heading={plans.heading} lead={plans.lead}>
      <ul className="grid gap-6 md:grid-cols-3">
        {plans.cards.map((fallback, index) => {
          const plan = live?.find((p) => p.weeklyMinutes === fallback.minutes);
          return (
            <li
              key={fallback.minutes}
              data-testid="landing-plan"
              className={`${card} ${index === 1 ? 'ring-2 ring-teal-700 dark:ring-teal-300' : ''}`}
            >
              {plan && <h3 className={h3}>{plan.name}</h3>}
              <p className="mt-3">
                <span className="text-4xl font-extrabold text-link">
                  {formatNumber(fallback.minutes)}
                </span>{' '}
                <span className={muted}>{plans.minutesUnit}</span>
              </p>
              {plan && (
                <p className="mt-2 font-bold">{plans.from(formatMoney(plan.total.Month))}</p>
              )}
              <p className={`mt-3 leading-7 ${muted}`}>{fallback.text}</p>
            </li>
          );
        })}
      </ul>
      <p className={`mt-6 ${muted}`}>{plans.payments}</p>
      <p className="mt-4">
        <Link to="/pricing" className={link}>
          {plans.more}
        </Link>
      </p>
    </Section>
  );
}

function Features() {
  return (
    <Section id="features" heading={landing.features.heading} tone="tinted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {landing.features.items.map((item) => (
          <li key={item.title} className={card}>
            <h3 className={h3}>{item.title}</h3>
            <p className={`mt-2 leading-7 ${muted}`}>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Testimonials() {
  return (
    <Section id="testimonials" heading={landing.testimonials.heading}>
      <ul className="grid gap-6 md:grid-cols-3">
        {landing.testimonials.items.map((item) => (
          <li key={item.name}>
            <figure className={`${card} h-full`}>
              <blockquote className="leading-8 text-body-soft">«{item.quote}»</blockquote>
              <figcaption className={`mt-4 text-sm font-semibold ${muted}`}>
                {item.name} — {item.place}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function FaqTeaser() {
  return (
    <Section id="faq" heading={landing.faq.heading} tone="tinted">
      <FaqList items={studentBasics} />
      <p className="mt-6">
        <Link to="/faq" className={link}>
          {landing.faq.more}
        </Link>
      </p>
    </Section>
  );
}

function FinalCta() {
  const { finalCta } = landing;
  return (
    <section aria-labelledby="start-heading" className="py-16">
      <div className={`${container}`}>
        <div className="rounded-3xl bg-teal-800 px-6 py-12 text-center text-white sm:px-12 dark:bg-teal-900">
          <h2 id="start-heading" className="text-2xl font-bold sm:text-3xl">
            {finalCta.heading}
          </h2>
          <p className="mt-3 text-lg text-teal-50">{finalCta.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/register/student"
              className="inline-flex min-h-11 items-center rounded-xl bg-white px-6 py-2.5 font-semibold text-teal-900 hover:bg-teal-50"
            >
              {finalCta.student}
            </Link>
            <Link
              to="/tutor"
              className="inline-flex min-h-11 items-center rounded-xl border border-white px-6 py-2.5 font-semibold text-white hover:bg-teal-700"
            >
              {finalCta.tutor}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The product itself: three phone screens photographed from the running app. */
function Screens() {
  const { screens } = landing;
  return (
    <Section id="screens" heading={screens.heading} lead={screens.lead}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-3">
        {screens.items.map((shot) => (
          <li key={shot.src}>
            <figure className="flex flex-col items-center gap-3">
              <img
                src={shot.src}
                alt={shot.alt}
                width={585}
                height={1140}
                loading="lazy"
                className="w-full max-w-64 rounded-3xl border-4 border-slate-900 shadow-lg dark:border-slate-600"
              />
              <figcaption className="font-semibold">{shot.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Component() {
  return (
    <>
      <title>{landing.title}</title>
      <Hero />
      <HowItWorks />
      <TutorsTeaser />
      <Screens />
      <PlansTeaser />
      <Features />
      <Testimonials />
      <FaqTeaser />
      <FinalCta />
    </>
  );
}
