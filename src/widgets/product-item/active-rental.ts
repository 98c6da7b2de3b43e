import { isBefore } from '../../domain/dates';
import type { Rental } from '../../domain/models';

/**
 * A rental whose expired_date has passed no longer makes the work "on rental" (the bought data can still
 * list it). Malformed dates keep the rental: the server listed it, so it counts.
 */
export const activeRental = (rental: Rental | null, now: number): Rental | null =>
  rental !== null && isBefore(rental.expired_date, now) ? null : rental;
