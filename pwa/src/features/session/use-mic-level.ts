import { useEffect, useState } from 'react';
import { levelOf, smoothLevel } from './mic-level.ts';

/**
 * The microphone's level (0…1) for the ready screen's meter, read from an AnalyserNode a few
 * times a second. Without a microphone, or while it is off, the level is 0.
 */
export function useMicLevel(stream: MediaStream | null, on: boolean): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || !on || stream.getAudioTracks().length === 0) {
      setLevel(0);
      return;
    }
    const Context = window.AudioContext;
    if (typeof Context !== 'function') return;
    const context = new Context();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    // A context made before any click may start suspended (autoplay rules): resume on the first one.
    const resume = () => void context.resume().catch(() => undefined);
    resume();
    window.addEventListener('pointerdown', resume);
    window.addEventListener('keydown', resume);
    let current = 0;
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      current = smoothLevel(current, levelOf(samples));
      setLevel(current);
    }, 100);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [stream, on]);
  return level;
}
