import { z } from 'zod';
import { ENGLISH_LEVELS, GENDERS, NOTIFICATION_METHODS, USER_ROLES } from '../enums.ts';
import {
  citySchema,
  emailSchema,
  englishLevelSchema,
  genderSchema,
  noticeSchema,
  notificationMethodSchema,
  passwordSchema,
  phoneSchema,
  selfRegisterRoleSchema,
  tutorAboutSchema,
  tutorBioSchema,
  userNameSchema,
} from '../schemas/user.ts';

/** A user as the API shows it (never the password hash or internal columns). */
export const userDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  gender: z.enum(GENDERS).nullable(),
  birthYear: z.number().int().nullable(),
  city: z.number().int().nullable(),
  image: z.string().nullable(),
  verifiedEmail: z.boolean(),
  verifiedPhone: z.boolean(),
  creditScore: z.number().int(),
  notificationMethod: z.enum(NOTIFICATION_METHODS),
  job: z.string().nullable(),
  hasPassword: z.boolean(),
  activated: z.boolean(),
  /** Deactivated by an admin (decision 192). */
  suspended: z.boolean(),
  online: z.boolean(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** The public face of a user, as other users see them (no email, phone or flags). */
export const publicUserDtoSchema = userDtoSchema.pick({
  id: true,
  name: true,
  role: true,
  gender: true,
  image: true,
  online: true,
});
export type PublicUserDto = z.infer<typeof publicUserDtoSchema>;

export const tutorMetaDtoSchema = z.object({
  userId: z.string(),
  bio: z.string().nullable(),
  about: z.string().nullable(),
  video: z.string().nullable(),
  thumbnail: z.string().nullable(),
  activated: z.boolean(),
  notice: z.number().int(),
  manuallyAdded: z.boolean(),
  onboarded: z.boolean(),
  missingData: z.array(z.string()),
});
export type TutorMetaDto = z.infer<typeof tutorMetaDtoSchema>;

export const studentDtoSchema = z.object({
  userId: z.string(),
  englishLevel: z.enum(ENGLISH_LEVELS).nullable(),
  aim: z.string().nullable(),
  favouriteTopics: z.array(z.string()),
});
export type StudentDto = z.infer<typeof studentDtoSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userDtoSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const registerBodySchema = z
  .object({
    name: userNameSchema,
    email: emailSchema,
    password: passwordSchema,
    role: selfRegisterRoleSchema,
    gender: genderSchema.optional(),
    phone: phoneSchema.optional(),
    city: citySchema.optional(),
    birthYear: z.number().int().optional(),
    /** The code of an admin's invite, from the mailed link: the account gets its role (decision 232). */
    invite: z.string().min(1, 'required').max(100, 'invalid-type').optional(),
  })
  .strict();
export type RegisterBody = z.input<typeof registerBodySchema>;

export const passwordLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'required').max(200, 'long-password'),
});
export type PasswordLoginBody = z.input<typeof passwordLoginBodySchema>;

export const googleLoginBodySchema = z.object({
  idToken: z.string().min(10, 'required').max(8192, 'invalid-type'),
  role: selfRegisterRoleSchema.optional(),
  /** An admin's invite code (the mailed link): a new account gets its role (decisions 232, 238). */
  invite: z.string().min(1, 'required').max(100, 'invalid-type').optional(),
});

/** What the sign-in screens need to show the Google button: no client id, no button. */
export const googleConfigSchema = z.object({ clientId: z.string().nullable() });
export type GoogleConfig = z.infer<typeof googleConfigSchema>;

/** What a user may change of themself; admins may also change role, activation and flags. */
export const updateUserBodySchema = z
  .object({
    name: userNameSchema.optional(),
    /** Only while the address is unverified: a mistyped address is fixed, then proven. */
    email: emailSchema.optional(),
    phone: phoneSchema.nullable().optional(),
    gender: genderSchema.optional(),
    birthYear: z.number().int().optional(),
    city: citySchema.optional(),
    notificationMethod: notificationMethodSchema.optional(),
    job: z.string().trim().max(100, 'invalid-type').nullable().optional(),
    timeZone: z.string().min(1).max(64).optional(),
    bio: tutorBioSchema.optional(),
    about: tutorAboutSchema.optional(),
    notice: noticeSchema.optional(),
    // Admin-only fields: rejected with 403 when the caller is not an admin.
    role: z.enum(USER_ROLES, { error: 'invalid-role' }).optional(),
    activated: z.boolean().optional(),
    /** Deactivated by an admin: no sign-in (decision 192). */
    suspended: z.boolean().optional(),
    verifiedEmail: z.boolean().optional(),
    verifiedPhone: z.boolean().optional(),
    creditScore: z.number().int().optional(),
    manuallyAdded: z.boolean().optional(),
    /** A tutor someone on the team has reached (the «tutors to contact» list leaves them). */
    contacted: z.boolean().optional(),
  })
  .strict();
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;
export const ADMIN_ONLY_USER_FIELDS = [
  'role',
  'activated',
  'suspended',
  'verifiedEmail',
  'verifiedPhone',
  'creditScore',
  'manuallyAdded',
  'contacted',
] as const;

export const studentBodySchema = z
  .object({
    englishLevel: englishLevelSchema.optional(),
    aim: z.string().trim().max(500, 'invalid-type').optional(),
    favouriteTopics: z.array(z.string().max(64)).max(50).optional(),
  })
  .strict();
export type StudentBody = z.input<typeof studentBodySchema>;
