/** When a session runs and who may be in it, as the area that owns it knows it. */
export interface SessionTimes {
  start: number;
  end: number;
  cancelled: boolean;
  memberIds: string[];
}

/** Resolves the `<refId>` of one session kind; null when there is no such one. */
export type SessionSource = (refId: string) => SessionTimes | null;
