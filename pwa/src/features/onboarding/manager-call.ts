/** An interview or a demo session on the interviews page, with an interview's result to correct. */
export interface ManagerCall {
  kind: 'interview' | 'demo';
  id: string;
  start: string;
  status: string;
  phase: 'upcoming' | 'in-progress' | 'ended';
  person: { id: string; name: string };
  feedback?: string | null;
  note?: string | null;
  level?: number | null;
}
