import sharp from 'sharp';
import { loadConfig } from '../../src/config/config.ts';
import { startServer } from '../../src/server.ts';
import { FULL_WEEK, insertPlan, quickUser, tutorWith } from '../lessons/scheduling-fixtures.ts';

export interface Actor {
  id: string;
  token: string;
}

/** Who acts in one round: students with a plan who book, students who pay, tutors. */
export interface RoundCast {
  bookers: Actor[];
  payers: Actor[];
}

export interface Cast {
  planId: string;
  tutors: Actor[];
  rounds: RoundCast[];
  png: Buffer;
}

/**
 * Everyone the crash loop needs, written through the real services by an in-process server on
 * the same data dir, which then closes cleanly: the loop's child processes start from there.
 * A student may hold one upcoming lesson at a time, so each round gets fresh bookers.
 */
export async function castFor(dataDir: string, rounds: number, perRound: number): Promise<Cast> {
  const config = loadConfig({
    KALAM_SERVER_TARGET: 'local',
    KALAM_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    KALAM_LOG_LEVEL: 'silent',
    KALAM_SEED_DEMO: '0',
  });
  const server = await startServer({ config, rateLimit: false });
  try {
    const planId = insertPlan(server, { weeklyMinutes: 600 });
    const tutors = await Promise.all(
      Array.from({ length: 3 }, () => tutorWith(server, { slots: FULL_WEEK, notice: 30 })),
    );
    const cast: RoundCast[] = [];
    for (let r = 0; r < rounds; r += 1) {
      const bookers = await Promise.all(
        Array.from({ length: perRound }, async () => {
          const s = await quickUser(server, 'Student');
          server.deps.subscriptionsService.grant({
            userId: s.id,
            planId,
            period: 'Month',
            source: 'admin',
          });
          return s;
        }),
      );
      const payers = await Promise.all(
        Array.from({ length: Math.ceil(perRound / 2) }, () => quickUser(server, 'Student')),
      );
      cast.push({ bookers, payers });
    }
    const png = await sharp({
      create: { width: 600, height: 500, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    return { planId, tutors, rounds: cast, png };
  } finally {
    await server.close();
  }
}
