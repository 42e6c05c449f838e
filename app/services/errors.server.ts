/** A refusal the API answers as `{error, message, ...extra}` with this status. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
