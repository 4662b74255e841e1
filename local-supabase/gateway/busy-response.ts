import { AdmissionRefusedError, type AdmissionQueue } from './admission-queue';
import { withCors } from './cors';

/**
 * The gateway's answer when a request cannot be served in time: 503 with `Retry-After`, so a
 * client (or the route function) gets a clear, retryable refusal instead of a silent socket.
 */
export function busyResponse(refusal: AdmissionRefusedError): Response {
  return withCors(
    Response.json(
      { code: 'stack_busy', message: refusal.message },
      {
        status: 503,
        headers: {
          'retry-after': String(refusal.retryAfterSeconds),
          'x-sb-error-code': 'stack_busy',
        },
      },
    ),
  );
}

/**
 * Serves `work` in its turn, or answers the 503 when the queue refuses it. The request's signal
 * is read only if it has to wait: on the HTTP server's requests, reading it builds the whole
 * Fetch request (a body stream, an abort controller), which a request served at once never uses.
 */
export async function whenAdmitted(
  admission: AdmissionQueue,
  request: Request,
  work: () => Promise<Response>,
): Promise<Response> {
  try {
    return await admission.run(work, () => request.signal);
  } catch (error) {
    if (error instanceof AdmissionRefusedError) return busyResponse(error);
    throw error;
  }
}
