type CallKind = 'interview' | 'demo-session' | 'photo-session';

/** Reminders of onboarding calls and word of their cancelling (the jobs area's CallJobs). */
export interface CallReminders {
  /** A day and an hour before (decision 177). */
  schedule(kind: CallKind, call: { id: string; start: number }): void;
  /**
   * The call was cancelled by `canceledBy`: its other members hear of it even with the app
   * closed (decision 265). Never fails the cancelling: a send that fails is logged.
   */
  canceled(kind: CallKind, id: string, canceledBy: string): void;
}

/** For compositions and tests without jobs. */
export const NO_REMINDERS: CallReminders = { schedule: () => {}, canceled: () => {} };
