/**
 * An average rating as the store prints it: up to 2 decimals, trailing zeros dropped (`4.57`, `4.5`, `5`).
 * Rounded to one decimal, a 4.57 work read "5.0"-like figures that the store never shows.
 */
export function formatRating(rate: number): string {
  return rate.toFixed(2).replace(/\.?0+$/, '');
}
