import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind utility override an earlier conflicting one. */
export function cn(...classValues: ClassValue[]): string {
  return twMerge(clsx(classValues));
}
