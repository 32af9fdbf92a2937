import type { ErroDeCampo } from '@portal/domain';

/** An expected refusal: the error handler answers `statusCode` with `message` as is. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/** A body or params that failed its schema; answered as 400 with one issue per field. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  readonly issues: readonly ErroDeCampo[];

  constructor(issues: readonly ErroDeCampo[]) {
    super('validation failed');
    this.name = 'ValidationError';
    this.issues = issues;
  }
}
