/**
 * The microphone meter's level, 0 to 1, from one frame of an AnalyserNode's byte time-domain
 * samples (128 is silence). RMS, lifted so that speech at a normal distance fills most of the
 * bar instead of a sliver.
 */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const centred = (samples[i]! - 128) / 128;
    sum += centred * centred;
  }
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(1, rms * 4);
}

/** A meter that falls back slowly looks steady; one that jumps both ways flickers. */
export function smoothLevel(previous: number, next: number): number {
  return next >= previous ? next : previous * 0.85 + next * 0.15;
}

/** The meter's bars that are lit for a level (0…bars). */
export function litBars(level: number, bars: number): number {
  return Math.max(0, Math.min(bars, Math.round(level * bars)));
}
