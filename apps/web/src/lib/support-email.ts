/** The support address of the sign-in links, the legal pages and Settings' support card. */
export const SUPPORT_EMAIL = 'support@vigila.app';
