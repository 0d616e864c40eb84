// The texts a screen shows when changing a list's or the wishlist's products failed (not refused): the same
// words wherever the change is made.

/** A list's products (the Add to List dialog's Add/Remove, the Shared List tab's Remove). */
export const listChangeFailure = (wanted: boolean) =>
  `Failed to ${wanted ? 'add to' : 'remove from'} the list. Please try again.`;

/** The wishlist (the Add to List dialog's Wishlist box, the wishlist tab's Remove). */
export const wishlistChangeFailure = (wanted: boolean) =>
  `Failed to ${wanted ? 'add to' : 'remove from'} wishlist. Please try again.`;
