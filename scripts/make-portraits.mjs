// The demo tutors' portraits (issue 16, decision 142): DiceBear's «Notionists» style by Zoish,
// CC0 1.0 (public domain; no attribution required, kept in pwa/public/portraits/LICENSE.md
// anyway). Deterministic from each seed, so running this again writes the same files.
//   node scripts/make-portraits.mjs
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createAvatar } from '@dicebear/core';
import { notionists } from '@dicebear/collection';

const OUT = resolve(import.meta.dirname, '../pwa/public/portraits');
const PORTRAITS = [
  { file: 'ahmed.svg', seed: 'Ahmed Hassan', backgroundColor: ['c0e8e0'] },
  { file: 'mona.svg', seed: 'Mona Alex', backgroundColor: ['f6d5c6'] },
  { file: 'karim.svg', seed: 'Karim Elsayed', backgroundColor: ['d1d4f9'] },
];

for (const { file, seed, backgroundColor } of PORTRAITS) {
  const svg = createAvatar(notionists, { seed, backgroundColor, radius: 0, size: 256 }).toString();
  writeFileSync(resolve(OUT, file), svg);
  console.info(`wrote ${file}`);
}
