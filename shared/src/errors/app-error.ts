import { errorMessage, errorStatus, type ErrorCode } from './catalogue.ts';

export interface ErrorDetail {
  path: string;
  code: ErrorCode;
  message: string;
}

/** The body of every error response (API.md). */
export interface ErrorEnvelope {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

/**
 * The one coded error. Services throw it; the server's error handler turns it into the
 * envelope; the PWA's API client raises it from an envelope. The message is always the
 * catalogue's Arabic text for the code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, details?: unknown, status?: number) {
    super(errorMessage(code));
    this.name = 'AppError';
    this.code = code;
    this.status = status ?? errorStatus(code);
    this.details = details;
  }

  toEnvelope(): ErrorEnvelope {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
