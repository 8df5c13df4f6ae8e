import type { PublicUserDto, StudentDto, TutorMetaDto, UserDto } from '@kalam/shared';
import type { StudentRow, TutorRow, UserRow } from './users.repository.ts';

export function toUserDto(user: UserRow, online = false): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    gender: user.gender,
    birthYear: user.birthYear,
    city: user.city,
    image: user.image,
    verifiedEmail: user.verifiedEmail,
    verifiedPhone: user.verifiedPhone,
    creditScore: user.creditScore,
    notificationMethod: user.notificationMethod,
    job: user.job,
    hasPassword: user.passwordHash !== null,
    activated: user.activated,
    suspended: user.suspended,
    online,
    timeZone: user.timeZone,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

export function toPublicUserDto(user: UserRow, online = false): PublicUserDto {
  return {
    id: user.id,
    name: user.name,
    role: user.role,
    gender: user.gender,
    image: user.image,
    online,
  };
}

/** What a tutor still has to give before students can find them. */
export function missingTutorData(user: UserRow, tutor: TutorRow): string[] {
  const missing: string[] = [];
  if (!user.verifiedEmail) missing.push('verifiedEmail');
  if (!user.phone) missing.push('phone');
  else if (!user.verifiedPhone) missing.push('verifiedPhone');
  if (!user.image) missing.push('image');
  if (!tutor.bio) missing.push('bio');
  if (!tutor.about) missing.push('about');
  if (!tutor.video) missing.push('video');
  return missing;
}

export function toTutorMetaDto(user: UserRow, tutor: TutorRow): TutorMetaDto {
  return {
    userId: tutor.userId,
    bio: tutor.bio,
    about: tutor.about,
    video: tutor.video,
    thumbnail: tutor.thumbnail,
    activated: user.activated,
    notice: tutor.notice,
    manuallyAdded: tutor.manuallyAdded,
    onboarded: tutor.onboarded,
    missingData: missingTutorData(user, tutor),
  };
}

export function toStudentDto(student: StudentRow): StudentDto {
  return {
    userId: student.userId,
    englishLevel: student.englishLevel,
    aim: student.aim,
    favouriteTopics: student.favouriteTopics,
  };
}
