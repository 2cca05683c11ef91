/** A rating as the spec shows it: 'x / 5', or 'N/A' when not rated. */
export function formatRating(rating: number | null): string {
  if (rating === null) return 'N/A';
  return `${Number.isInteger(rating) ? rating : rating.toFixed(1)} / 5`;
}

/** A price in $/hr. */
export function formatPrice(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}
