/**
 * A backup or restore refused for a reason the operator can act on (a non-empty database, a
 * newer schema, a damaged archive, a wrong key): its message is shown as is, and nothing was
 * changed.
 */
export class CopiaRecusada extends Error {
  override name = 'CopiaRecusada';
}
