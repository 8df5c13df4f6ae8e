// The users area's public face: what other areas may use (decision 156).
export { toStudentDto, toUserDto } from './users.dto.ts';
export type { TutorRow, UserRow, UsersRepository } from './users.repository.ts';
