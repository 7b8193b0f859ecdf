/** Typed errors thrown by domain code; the error handler maps them to status and `{ message }`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details: Record<string, string> | undefined;
  constructor(statusCode: number, message: string, details?: Record<string, string>) {
    super(message);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.details = details;
  }
}

export class BadRequest extends AppError {
  constructor(message: string, details?: Record<string, string>) {
    super(400, message, details);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Unauthorized') {
    super(401, message);
  }
}
export class PremiumRequired extends AppError {
  constructor(message = 'Premium subscription required') {
    super(403, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
/** 422: the request is well formed but asks for more work than one request may (docs/limits.md). */
export class BeyondLimit extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}
export class TooManyRequests extends AppError {
  constructor(message = 'Too many requests. Please wait a moment and try again.') {
    super(429, message);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(message = 'Service temporarily unavailable. Please try again.') {
    super(503, message);
  }
}

/** A refusal the user can try again after a while: answered with `Retry-After` (seconds). */
export class TryAgainLater extends AppError {
  readonly retryAfterSeconds: number;
  constructor(statusCode: 429 | 503, message: string, retryAfterSeconds: number) {
    super(statusCode, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
