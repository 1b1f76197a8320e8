import type { ReferenceType, Source } from '@vigila/domain';

/** reference_type of POST /change-status and POST /feedback for each source (SPEC §7.2). */
export function referenceTypeOf(source: Source): ReferenceType {
  switch (source) {
    case 'amazon':
      return 'reviews';
    case 'literature':
      return 'literature';
    case 'instagram':
      return 'instagram';
    case 'youtube':
      return 'youtube';
    case 'recording':
      return 'recording';
    case 'email':
      return 'email';
  }
}
