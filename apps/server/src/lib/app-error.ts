/** Failures a use-case can report; the HTTP status for each lives in one table. */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly field?: string,
    /** Sent to the client beside the message when it must act on the failure, not just show it. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return APP_ERROR_STATUS[this.code];
  }
}
