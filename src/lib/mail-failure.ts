import type { ApiError } from '@/lib/api-error';

/**
 * Auth's answer when it will not send an e-mail. It means two things with one code: this
 * address was sent one moments ago ("For security purposes, you can only request this after 52
 * seconds."), or the whole project has sent as many as its hourly limit allows ("email rate limit
 * exceeded"), in which case nobody gets a confirmation, magic link or reset link until the hour
 * is over. Only the first is a mail on its way.
 */
export const mailLimitCode = 'over_email_send_rate_limit';

/**
 * Seconds until this address may be sent another e-mail, when Auth refused because it sent
 * this address one moments ago; undefined for any other failure, a project-wide limit included.
 */
export function secondsUntilNextMail(error: {
  code?: string;
  message: string;
}): number | undefined {
  if (error.code !== mailLimitCode) return undefined;
  const seconds = /after (\d{1,5}) seconds?/iu.exec(error.message)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

/** "52 seconds", "1 second". */
export const secondsPhrase = (seconds: number) =>
  `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

/**
 * Why an e-mail Auth was asked to send was not sent, and what to do: for a failure of a call
 * whose work is to send one (a reset link, a magic link, a confirmation, a code). Never says a
 * mail went out.
 */
export function mailNotSentMessage(error: ApiError): string {
  if (error.code === mailLimitCode) {
    return 'No e-mail was sent: Associate has sent as many e-mails as it may this hour. Try again in an hour.';
  }
  const reason = error.message.replace(/[.\s]+$/u, '');
  if (error.code === 'over_request_rate_limit' || error.status === 429) {
    return `No e-mail was sent: ${reason}. Wait a few minutes, then try again.`;
  }
  if (error.status === undefined || error.status >= 500) {
    return `No e-mail was sent: ${reason}. Try again in a few minutes.`;
  }
  return `No e-mail was sent: ${reason}. Check the address and try again.`;
}

/**
 * Whether a failed sign-up is about its confirmation e-mail, rather than about the address or
 * password (which Auth's own words explain) or a server that failed (whose words supabase-js
 * does not pass on).
 */
export const isMailFailure = (error: ApiError): boolean => error.code === mailLimitCode;
