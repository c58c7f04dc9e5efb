import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Nothing is merged at run time: a primitive whose classes
 * callers adjust keeps them in app.css's components layer, where any utility
 * passed as `className` wins by the cascade.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
