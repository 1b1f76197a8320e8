import { MEDDRA_CODED_TERMS, type CaseFieldDefinition } from '@vigila/domain';

const CODE_FIELDS = new Set<string>(
  Object.values(MEDDRA_CODED_TERMS).flatMap((fields) => [fields.lltCode, fields.ptCode, fields.version]),
);

/**
 * The fields a section shows as inputs of their own. With a MedDRA release, every code is picked through its term's
 * type-ahead and shown beside it; without one, only the spec's reaction MedDRA code stays a field to type into,
 * and the PT codes and versions (which only a release can give) are hidden.
 */
export function fieldsWithInputs(
  fields: readonly CaseFieldDefinition[],
  coding: boolean,
): readonly CaseFieldDefinition[] {
  return fields.filter((definition) =>
    coding ? !CODE_FIELDS.has(definition.field) : definition.codes === undefined,
  );
}
