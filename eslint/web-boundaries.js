// Layer rules of the web app (apps/web/src): components/lib → review layer → features; no feature imports another.
// Filled in by the review-layer work of issue 11; each entry is an ESLint flat-config object.
export const webBoundaries = [];
