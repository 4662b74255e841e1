import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping the falsy ones. A component's `className` adds to its own classes
 * and never fights them: a caller that needs another padding or size asks for a variant. (The
 * app once resolved such fights with tailwind-merge, whose first call costs about 20 ms of script
 * on the sign-in page's first render, four times that on a slow phone.) The unit tests fail any
 * rendered element whose classes conflict (src/test/class-name-conflicts.ts).
 */
export function cn(...classValues: ClassValue[]): string {
  return clsx(classValues);
}
