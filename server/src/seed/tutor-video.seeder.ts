import { callerOf } from '../kernel/caller.ts';
import { DEMO_LEARNER, DEMO_STUDIO } from './demo-data.ts';
import { asUpload } from './demo-upload.ts';
import { demoVideo } from './demo-video.ts';
import type { Seeder } from './seeder.ts';

/**
 * Karim, the demo tutor with lessons and a rating (decision 256), plays a video on his page
 * (decision 269). An admin added him, so he has no onboarding and may send no intro video of his
 * own (`checkApplicant`): the studio uploads it from his shoot page, as it does for every tutor
 * it films (`PUT /user/asset/tutor`), with the applicants' drawn demo video. Also for a demo
 * seeded before this; never over a video he has.
 */
export const seedDemoTutorVideo: Seeder = async (deps) => {
  const { users, assetsService } = deps;
  const karim = users.byEmail(DEMO_LEARNER.tutorEmail);
  const studio = users.byEmail(DEMO_STUDIO.email);
  if (!karim || !studio || users.tutor(karim.id)?.video) return;
  const caller = callerOf(studio);
  const target = assetsService.tutorTarget(caller, karim.id);
  await asUpload('video', 'karim.webm', await demoVideo(), (file) =>
    assetsService.setTutorMedia(caller, target, { fields: {}, files: [file] }),
  );
};
