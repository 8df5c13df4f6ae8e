import { useQuery } from '@tanstack/react-query';
import { Upload } from 'tus-js-client';
import {
  RESUMABLE_UPLOADS_ENDPOINT,
  adminCalls,
  introVideoDtoSchema,
  onboardingCalls,
  tutorAssetResultSchema,
  type CallInput,
  type UpdateInterviewBody,
} from '@kalam/shared';
import { authHeaders, call } from '../../lib/api.ts';
import { upload, type UploadOptions } from '../../lib/upload.ts';
import { onboardingKeys } from './onboarding-keys.ts';

export { onboardingKeys };

/** Every call of the onboarding screens, in one module, through the shared call specs. */

type DemoSessionUpdate = CallInput<typeof onboardingCalls.updateDemoSession>['body'];
type PhotoSessionUpdate = CallInput<typeof onboardingCalls.updatePhotoSession>['body'];

export function useProgress(tutorId?: string, enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.progress(tutorId),
    queryFn: () => call(onboardingCalls.progress, { query: tutorId ? { tutorId } : {} }),
    enabled,
  });
}

export function useIntroVideos(status?: 'Pending', enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.introVideos(status),
    queryFn: () =>
      call(onboardingCalls.introVideos, { query: status ? { size: 50, status } : { size: 50 } }),
    enabled,
  });
}

export const reviewIntroVideo = (
  id: string,
  body: { status: 'Approved' | 'Rejected'; reason?: string },
) => call(onboardingCalls.reviewIntroVideo, { params: { id }, body });

export function useInterviews(enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.interviews,
    queryFn: () => call(onboardingCalls.interviews, { query: { size: 100 } }),
    enabled,
  });
}

export function useDemoSessions(enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.demos,
    queryFn: () => call(onboardingCalls.demoSessions, { query: { size: 100 } }),
    enabled,
  });
}

/** Free half hours in the next week from tutor managers' hours. */
export function useCallSlots(kind: 'interview' | 'demo-session', from: number, enabled: boolean) {
  const fromIso = new Date(from).toISOString();
  const to = new Date(from + 7 * 24 * 3_600_000).toISOString();
  return useQuery({
    queryKey: onboardingKeys.slots(kind, fromIso),
    queryFn: () =>
      call(kind === 'interview' ? onboardingCalls.interviewSlots : onboardingCalls.demoSlots, {
        query: { from: fromIso, to },
      }),
    enabled,
  });
}

export const bookInterview = (interviewerId: string, start: string) =>
  call(onboardingCalls.bookInterview, { body: { interviewerId, start } });
export const updateInterview = (body: UpdateInterviewBody) =>
  call(onboardingCalls.updateInterview, { body });
export const bookDemoSession = (tutorId: string, start: string) =>
  call(onboardingCalls.bookDemoSession, { body: { tutorId, start } });
/** Cancel or decide; a decision may carry feedback for the tutor (decision 243). */
export const updateDemoSession = (
  id: string,
  status: DemoSessionUpdate['status'],
  feedback?: string,
) =>
  call(onboardingCalls.updateDemoSession, {
    body: feedback === undefined ? { id, status } : { id, status, feedback },
  });

export function usePhotoSessions(tutorId?: string, enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.photoSessions(tutorId),
    queryFn: () =>
      call(onboardingCalls.photoSessions, {
        query: tutorId ? { size: 100, tutorId } : { size: 100 },
      }),
    enabled,
  });
}
export const schedulePhotoSession = (tutorId: string, start: string) =>
  call(onboardingCalls.schedulePhotoSession, { body: { tutorId, start } });
export const updatePhotoSession = (id: string, status: PhotoSessionUpdate['status']) =>
  call(onboardingCalls.updatePhotoSession, { body: { id, status } });

export function useStudioTutors(search: string) {
  return useQuery({
    queryKey: onboardingKeys.studioTutors(search),
    queryFn: () => call(adminCalls.tutors, { query: search ? { size: 50, search } : { size: 50 } }),
  });
}

/**
 * The applicants waiting for the studio to book their shoot: at the photo-session step (passed
 * the demo session) with no session booked or held. The server lists the ready ones first.
 */
export function useReadyForPhoto() {
  return useQuery({
    queryKey: onboardingKeys.readyForPhoto,
    queryFn: () => call(adminCalls.tutors, { query: { size: 100, step: 'photo-session' } }),
    select: (answer) => answer.list.filter((tutor) => tutor.readyForPhoto),
  });
}

export function useStudioTutor(tutorId: string) {
  return useQuery({
    queryKey: onboardingKeys.studioTutor(tutorId),
    queryFn: () => call(adminCalls.tutor, { params: { tutorId } }),
  });
}

/** PUT /user/asset/tutor: one of the tutor's photo-session files, with progress. */
export function uploadTutorMedia(
  tutorId: string,
  field: 'image' | 'video' | 'thumbnail',
  file: File,
  options: UploadOptions,
) {
  const form = new FormData();
  form.append(field, file);
  return upload(
    tutorAssetResultSchema,
    'PUT',
    `/user/asset/tutor?tutorId=${encodeURIComponent(tutorId)}`,
    form,
    options,
  );
}

export interface ResumableSend {
  /** Resolves with the upload's id once every byte is on the server. */
  done: Promise<string>;
  /** Stop and remove the partial upload. */
  cancel(): Promise<void>;
}

/**
 * Send a file to the tus endpoint (decisions 132, 171): chunks of 5 MB, resumed at the
 * server's offset after a dropped connection (retries for about a minute), with progress.
 */
export function sendResumable(
  file: Blob,
  name: string,
  onProgress: (fraction: number) => void,
): ResumableSend {
  let resolveDone!: (id: string) => void;
  let rejectDone!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });
  const tus = new Upload(file, {
    endpoint: RESUMABLE_UPLOADS_ENDPOINT,
    chunkSize: 5 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000, 30_000],
    metadata: { filename: name, filetype: file.type },
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (req) => {
      for (const [header, value] of Object.entries(authHeaders())) req.setHeader(header, value);
    },
    onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
    onSuccess: () => resolveDone(tus.url!.split('/').pop()!),
    onError: (error) => rejectDone(error),
  });
  tus.start();
  return {
    done,
    cancel: async () => {
      await tus.abort(true);
      rejectDone(new DOMException('The upload was cancelled', 'AbortError'));
    },
  };
}

/** PUT /user/asset/tutor with a finished resumable upload as the video (decision 178). */
export function attachTutorVideo(tutorId: string, uploadId: string) {
  const form = new FormData();
  form.append('videoUpload', uploadId);
  return upload(
    tutorAssetResultSchema,
    'PUT',
    `/user/asset/tutor?tutorId=${encodeURIComponent(tutorId)}`,
    form,
  );
}

/** POST /intro-video/with/asset with a finished upload's id (the server measures the video). */
export function submitIntroVideo(uploadId: string) {
  const form = new FormData();
  form.append('upload', uploadId);
  return upload(introVideoDtoSchema, 'POST', '/intro-video/with/asset', form);
}
