// Layer rules of the server (apps/server/src): routes → services → repositories, lower folders below modules/.
// Filled in by the layering work of issue 11; each entry is an ESLint flat-config object.
export const serverBoundaries = [];
