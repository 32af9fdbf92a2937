import type { ErroDeCampo } from '@portal/domain';

export interface HttpErrorDetails {
  /** Fields to mark in the form, when the refusal is about some (a taken e-mail, a wrong password). */
  issues?: readonly ErroDeCampo[];
  /** Headers the answer needs, such as `retry-after` on a 429. */
  headers?: Readonly<Record<string, string>>;
}

/** An expected refusal: the error handler answers `statusCode` with `message` (and `issues`). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly issues: readonly ErroDeCampo[] | undefined;
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(statusCode: number, message: string, details: HttpErrorDetails = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.issues = details.issues;
    this.headers = details.headers;
  }
}

/** A refusal about one field: its message is both the answer's and the field's. */
export const fieldError = (statusCode: number, path: string, message: string) =>
  new HttpError(statusCode, message, { issues: [{ path, message }] });

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
