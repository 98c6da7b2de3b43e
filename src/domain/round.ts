// Rounding of prices, apart from their formatting (pricing.ts): the API edge rounds foreign prices as it
// reads them, and must not bring the number formatting (numeral) into the entry with it.

/** Rounds to 2 decimals; the epsilon keeps 8.805 from landing on 8.80 through binary error. */
export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;
