import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP_TEXT, joinParts, SEPARATOR } from '../src/index.ts';

/*
 * Decision 289: a middle dot beside Arabic-Indic digits reads as a zero («ياسمين عادل · ٣٧
 * ثانية» read «٣٧٠», the admin header «كلام ٠ الإدارة»). No source that makes what a person
 * reads — the PWA, the server's messages and pages, the desktop app, the shared texts — writes
 * one or its look-alikes; the separator is SEPARATOR.
 */
const DOTS = /[\u00b7\u0387\u2022\u2027\u2219\u22c5\u30fb\uff65]/u;
const ROOT = join(import.meta.dirname, '..', '..');
const SOURCES = [
  'pwa/src',
  'pwa/index.html',
  'server/src',
  'shared/src',
  'desktop/src',
  'sync/src',
];

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (/\.(ts|tsx|html|json)$/.test(path)) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|html|json|css)$/.test(e.name))
    .filter((e) => !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('one separator', () => {
  it('is the Arabic comma, and no middle dot is written where a person reads', () => {
    const found = SOURCES.flatMap(files).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          DOTS.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
    expect(SEPARATOR).toBe('، ');
  });

  it('joins the parts of a line the same way everywhere, the desktop tray too', () => {
    expect(joinParts('ياسمين عادل', '٣٧ ثانية')).toBe('ياسمين عادل، ٣٧ ثانية');
    expect(DESKTOP_TEXT.lessonAt('٩:٣٠ بالليل', 'سلمى')).toBe('٩:٣٠ بالليل، سلمى');
  });
});
