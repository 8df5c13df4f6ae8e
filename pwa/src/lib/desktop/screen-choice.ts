import type { ScreenSource } from '@kalam/shared';
import { desktop } from './desktop.ts';

/**
 * The screen-share question between the call code (not React) and the picker dialog (React):
 * `askForScreen` publishes the sources and waits; the mounted picker answers with an id or
 * null. In a browser there is nothing to ask: the browser shows its own picker.
 */
export interface ScreenQuestion {
  sources: ScreenSource[];
  answer(id: string | null): void;
}

let question: ScreenQuestion | null = null;
const listeners = new Set<() => void>();
const publish = (next: ScreenQuestion | null) => {
  question = next;
  for (const l of listeners) l();
};

export const screenQuestion = {
  current: () => question,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Before `getDisplayMedia()`: in the desktop app, list the screens and windows, let the person
 * choose, and tell the app which one the call gets. False when they cancelled.
 */
export async function chooseScreenForShare(): Promise<boolean> {
  const bridge = desktop();
  const sources = await bridge.listScreens();
  if (sources === null) return true;
  const id = await new Promise<string | null>((resolve) => {
    question?.answer(null);
    publish({
      sources,
      answer: (choice) => {
        publish(null);
        resolve(choice);
      },
    });
  });
  await bridge.chooseScreen(id);
  return id !== null;
}
