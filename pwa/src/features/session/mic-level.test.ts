import { describe, expect, it } from 'vitest';
import { levelOf, litBars, smoothLevel } from './mic-level.ts';

describe('the microphone meter', () => {
  it('reads silence as zero', () => {
    expect(levelOf(new Uint8Array(256).fill(128))).toBe(0);
    expect(levelOf([])).toBe(0);
  });

  it('grows with the loudness and stops at one', () => {
    const wave = (amplitude: number) =>
      Uint8Array.from({ length: 256 }, (_, i) => 128 + Math.round(amplitude * Math.sin(i / 4)));
    const quiet = levelOf(wave(4));
    const speech = levelOf(wave(30));
    expect(quiet).toBeGreaterThan(0);
    expect(speech).toBeGreaterThan(quiet);
    expect(levelOf(wave(127))).toBe(1);
  });

  it('rises at once and falls back slowly', () => {
    expect(smoothLevel(0.2, 0.8)).toBe(0.8);
    const after = smoothLevel(0.8, 0);
    expect(after).toBeGreaterThan(0.5);
    expect(after).toBeLessThan(0.8);
  });

  it('lights as many bars as the level fills', () => {
    expect(litBars(0, 12)).toBe(0);
    expect(litBars(0.5, 12)).toBe(6);
    expect(litBars(2, 12)).toBe(12);
  });
});
