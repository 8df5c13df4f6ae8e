import type { InterviewerOption, StudioTutorDto } from '@kalam/shared';
import type { UserRow } from '../users/users.repository.ts';
import type { TutorView } from './admin-views.repository.ts';

export function toInterviewerOption(user: UserRow): InterviewerOption {
  return { id: user.id, name: user.name, email: user.email, image: user.image };
}

export function toStudioTutorDto({ user, tutor }: TutorView): StudioTutorDto {
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
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
