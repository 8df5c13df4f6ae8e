/** Reminders of onboarding calls (the jobs area's CallJobs, decision 177). */
export interface CallReminders {
  schedule(
    kind: 'interview' | 'demo-session' | 'photo-session',
    call: { id: string; start: number },
  ): void;
}

/** For compositions and tests without jobs. */
export const NO_REMINDERS: CallReminders = { schedule: () => {} };
