import { describe, expect, it } from 'vitest';
import { fileLabel } from './open-file.tsx';

describe('an admin recognises a stored file by its kind and date, never its id', () => {
  const file = { kind: 'video', createdAt: '2026-11-24T19:30:00.000Z' } as const;

  it('names a file in the media list by kind and when it came in, in Arabic digits', () => {
    const label = fileLabel(file);
    expect(label.startsWith('فيديو، ')).toBe(true);
    expect(label).toContain('٢٠٢٦');
    expect(label).toMatch(/، ٩:٣٠ بالليل$/);
    expect(label).not.toMatch(/[0-9A-Za-z]/);
  });

  it('numbers a report’s files in Arabic: «لقطة شاشة ٢», not «screenshot 2»', () => {
    expect(fileLabel({ ...file, kind: 'screenshot' }, 2)).toBe('لقطة شاشة ٢');
  });
});
