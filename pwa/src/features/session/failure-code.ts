import { AppError, type ErrorCode } from '@kalam/shared';

/** Our API says why it refused; anything else (no network, a proxy page) is a lost connection. */
export const codeOf = (error: unknown): ErrorCode =>
  error instanceof AppError ? error.code : 'connection-failure';
