/** "$" then the price as stored (numeric 10,2 as "450.00"), per spec 000 §2 ("price prefixed with $"). */
export function formatPrice(price: string | number): string {
  const value = typeof price === "number" ? price.toFixed(2) : price;
  return `$${value}`;
}

/** Status values are shown with underscores as spaces ("in_progress" → "in progress"). */
export function statusLabel(status: string): string {
  return status.replace(/_/g, " ");
}
