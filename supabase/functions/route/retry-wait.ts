/**
 * How long until a refused caller may try again, as a person reads it: "45 s", "3 min",
 * "7 h 48 min". A daily limit used to say "Try again in 28045 s". Minutes round up, so the
 * caller is never told a time at which the limit still holds.
 */
export function retryWaitPhrase(seconds: number): string {
  const wholeSeconds = Math.max(1, Math.ceil(seconds));
  if (wholeSeconds < 60) return `${wholeSeconds} s`;
  const minutes = Math.ceil(wholeSeconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const restMinutes = minutes % 60;
  return restMinutes === 0 ? `${hours} h` : `${hours} h ${restMinutes} min`;
}
