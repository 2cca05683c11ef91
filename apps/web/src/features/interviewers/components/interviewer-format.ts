/** A rating as the spec shows it: 'x / 5', or 'N/A' when not rated. */
export function formatRating(rating: number | null): string {
  if (rating === null) return 'N/A';
  return `${Number.isInteger(rating) ? rating : rating.toFixed(1)} / 5`;
}

/** A price in $/hr, or 'Not set' when unset. */
export function formatPrice(price: number | null): string {
  if (price === null) return 'Not set';
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}
