/** Query keys of the admin area; every mutation invalidates through these. */
export const adminKeys = {
  all: ['admin'] as const,
  applications: (status: string, page: number) => ['admin', 'seller-applications', status, page] as const,
  businesses: (q: string, page: number) => ['admin', 'businesses', q, page] as const,
  contactMessages: (page: number) => ['admin', 'contact-messages', page] as const,
  reports: (status: string, page: number) => ['admin', 'reports', status, page] as const,
};
