import { describe, expect, it } from 'vitest';
import type { TutorDirectoryQuery } from '@kalam/shared';
import {
  buildSnapshot,
  ordered,
  updateSnapshot,
  type TutorsSnapshot,
} from '../../src/modules/tutors/tutors-read-model.ts';
import type { DirectoryRows } from '../../src/modules/tutors/tutors-read.repository.ts';

/*
 * An update moves each changed tutor inside every kept order by binary search, without a pass
 * over every tutor (decision 221): after many updates (renames, more lessons, ratings, tutors
 * leaving and joining) each order must equal the order of a snapshot built whole from the same
 * rows, tie-breaks included.
 */

type Tutor = DirectoryRows['tutors'][number];
const NOW = Date.parse('2026-11-23T08:00:00Z');
const NAMES = ['أحمد', 'منى', 'كريم', 'سارة', 'محمود', 'ياسمين', 'عمر', 'نور'];
const ORDERS = (['rating', 'lessons', 'newest', 'name'] as const).flatMap((sort) =>
  (['asc', 'desc'] as const).map((direction) => ({ sort, direction })),
);

/** A small generator with a fixed seed, so a failure repeats. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

interface World {
  tutors: Map<string, Tutor>;
  taught: Map<string, number>;
  ratings: Map<string, { average: number; count: number }>;
}

function rowsOf(world: World, ids?: ReadonlySet<string>): DirectoryRows {
  const listed = [...world.tutors.values()].filter((t) => !ids || ids.has(t.id));
  return {
    tutors: listed,
    topics: [],
    ratings: listed.flatMap((t) => {
      const r = world.ratings.get(t.id);
      return r ? [{ rateeId: t.id, ...r }] : [];
    }),
    taught: listed.map((t) => ({ tutorId: t.id, count: world.taught.get(t.id) ?? 0 })),
    slots: [],
    busy: [],
    vetting: [],
    introVideos: [],
  };
}

const tutor = (i: number, pick: (n: number) => number): Tutor => ({
  id: `tutor-${String(i).padStart(4, '0')}`,
  // Few distinct names, lesson counts and instants: many ties, broken by id.
  name: `${NAMES[pick(8)]} ${NAMES[pick(8)]}`,
  gender: pick(2) ? 'female' : 'male',
  image: null,
  timeZone: 'Africa/Cairo',
  createdAt: NOW - pick(5) * 60_000,
  bio: null,
  about: null,
  video: null,
  thumbnail: null,
  notice: 30,
});

const ids = (snapshot: TutorsSnapshot, order: Pick<TutorDirectoryQuery, 'sort' | 'direction'>) =>
  ordered(snapshot, order).map((e) => e.id);

describe('a directory snapshot updated tutor by tutor', () => {
  it('keeps every order equal to a whole rebuild through renames, lessons, ratings, leavers and joiners', () => {
    const pick = random(221);
    const world: World = { tutors: new Map(), taught: new Map(), ratings: new Map() };
    for (let i = 0; i < 300; i++) {
      const t = tutor(i, pick);
      world.tutors.set(t.id, t);
      world.taught.set(t.id, pick(4));
    }
    let next = 300;
    const snapshot = buildSnapshot(rowsOf(world), NOW);
    for (const order of ORDERS) ordered(snapshot, order);

    for (let round = 0; round < 40; round++) {
      const changed = new Set<string>();
      const listedIds = [...world.tutors.keys()];
      for (let k = 0; k < 1 + pick(6); k++) {
        const id = listedIds[pick(listedIds.length)]!;
        if (!world.tutors.has(id)) continue;
        changed.add(id);
        const what = pick(5);
        if (what === 0)
          world.tutors.set(id, {
            ...world.tutors.get(id)!,
            name: `${NAMES[pick(8)]} ${NAMES[pick(8)]}`,
          });
        else if (what === 1) world.taught.set(id, (world.taught.get(id) ?? 0) + 1);
        else if (what === 2) world.ratings.set(id, { average: 1 + pick(5), count: 1 + pick(3) });
        else if (what === 3) world.tutors.delete(id);
        else {
          const t = tutor(next++, pick);
          world.tutors.set(t.id, t);
          changed.add(t.id);
        }
      }
      updateSnapshot(snapshot, changed, rowsOf(world, changed));

      const whole = buildSnapshot(rowsOf(world), NOW);
      expect([...snapshot.byId.keys()].sort()).toEqual([...world.tutors.keys()].sort());
      for (const order of ORDERS)
        expect(ids(snapshot, order), `round ${round}, ${order.sort} ${order.direction}`).toEqual(
          ids(whole, order),
        );
    }
  });
});
