import type { InterviewerOption, StudioTutorDto } from '@kalam/shared';
import type { UserRow } from '../users/users.port.ts';
import type { TutorView } from './admin-views.repository.ts';

export function toInterviewerOption(user: UserRow, withEmail: boolean): InterviewerOption {
  const option = { id: user.id, name: user.name, image: user.image };
  return withEmail ? { ...option, email: user.email } : option;
}

export function toStudioTutorDto({ user, tutor, step, ready }: TutorView): StudioTutorDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    image: user.image,
    bio: tutor.bio,
    about: tutor.about,
    video: tutor.video,
    thumbnail: tutor.thumbnail,
    activated: user.activated,
    onboarded: tutor.onboarded,
    manuallyAdded: tutor.manuallyAdded,
    contacted: tutor.contacted,
    ...(ready === undefined ? {} : { readyForPhoto: Boolean(ready) }),
    step,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
