import { ADMINS, type AccessTable } from '../../kernel/access.ts';

/** Who may call the interview and demo-session calls (decision 110). */
export const ONBOARDING_ACCESS = {
  'POST /interview': {
    roles: ['Tutor'],
    also: 'a tutor applicant (not activated, onboarded or manually added)',
  },
  'PATCH /interview': {
    roles: ['Tutor', 'TutorManager', ...ADMINS],
    also: 'its interviewee cancels; its interviewer (an active tutor manager) or an admin cancels, decides and corrects',
  },
  'GET /interview/list': {
    roles: ['Tutor', 'TutorManager', ...ADMINS],
    also: 'tutors their own as interviewee, tutor managers as interviewer; admins all',
  },
  'GET /interview/select': { roles: ['Tutor'], also: 'an applicant who may book now' },
  'GET /interview/slots': { roles: ['Tutor'], also: 'an applicant who may book now' },
  'GET /user/interviewer/select': { roles: ['Tutor', ...ADMINS] },
  'POST /demo-session': {
    roles: ['Tutor', 'TutorManager'],
    also: 'an active tutor manager for a tutor with a passed interview, or that tutor for themselves',
  },
  'PATCH /demo-session': {
    roles: ['Tutor', 'TutorManager', ...ADMINS],
    also: 'its tutor cancels; its tutor manager (if active) cancels or decides; an admin cancels',
  },
  'GET /demo-session/slots': { roles: ['Tutor'], also: 'a tutor who passed the interview' },
  'GET /demo-session/list': {
    roles: ['Tutor', 'TutorManager', ...ADMINS],
    also: 'tutors and tutor managers their own; admins all',
  },
  'POST /intro-video/with/asset': {
    roles: ['Tutor'],
    also: 'a tutor applicant with no pending or approved video and no rejection in three months',
  },
  'GET /intro-video/list': {
    roles: ['Tutor', 'TutorManager', ...ADMINS],
    also: 'tutors their own; tutor managers and admins all',
  },
  'PUT /intro-video/{id}': {
    roles: ['TutorManager', ...ADMINS],
    also: 'an active tutor manager or an admin, while the video is pending',
  },
  'POST /photo-session': {
    roles: ['Studio', ...ADMINS],
    also: 'for a tutor who passed the demo session and has no photo session scheduled or done',
  },
  'PATCH /photo-session': {
    roles: ['Tutor', 'Studio', ...ADMINS],
    also: 'studio and admins mark done or cancel; its tutor cancels before the start',
  },
  'GET /photo-session/list': {
    roles: ['Tutor', 'Studio', ...ADMINS],
    also: 'tutors their own; studio and admins all',
  },
  'GET /onboarding/progress': {
    roles: ['Tutor', 'TutorManager', 'Studio', ...ADMINS],
    also: 'tutors their own; staff any tutor (tutorId)',
  },
} as const satisfies AccessTable;
