import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// SPEC §9: the class-name merge cache holds 500 entries.
const twMerge = extendTailwindMerge({ cacheSize: 500 });

/** Joins conditional class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
