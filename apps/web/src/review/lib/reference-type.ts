/** reference_type of POST /change-status and POST /feedback for each source (SPEC §7.2): from the sources' definitions. */
export { referenceTypeOf } from '@vigila/domain';
