/** docs/product.md §3: a business is shown by its name, falling back to its owner's first plus last name. */
export const businessDisplayName = (b: { businessName?: string | null; firstName: string; lastName: string }) =>
  b.businessName?.trim() || `${b.firstName} ${b.lastName}`;
