import { describe, expect, it } from 'vitest';
import {
  CASE_FIELD_NAMES,
  CASE_FIELDS,
  CODE_LISTS,
  SERIOUSNESS_FIELDS,
  caseFieldDefinition,
  caseFieldsOfSection,
} from './case-fields.ts';

describe('CASE_FIELDS', () => {
  it('names every field once, in snake_case (they are also column names)', () => {
    expect(new Set(CASE_FIELD_NAMES).size).toBe(CASE_FIELD_NAMES.length);
    for (const name of CASE_FIELD_NAMES) expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(new Set(CASE_FIELDS.map((definition) => definition.ui)).size).toBe(CASE_FIELDS.length);
  });

  it('gives every coded field an existing code list, and no other field one', () => {
    for (const definition of CASE_FIELDS) {
      if (definition.kind === 'code') {
        expect(definition.codeList, definition.field).toBeDefined();
        expect(Object.keys(CODE_LISTS)).toContain(definition.codeList);
      } else {
        expect(definition.codeList, definition.field).toBeUndefined();
      }
    }
  });

  it('requires the SPEC §5 fields plus what E2B(R2) itself needs', () => {
    const required = CASE_FIELDS.filter((definition) => definition.required).map(({ field }) => field);
    expect(required.sort()).toEqual(
      [
        'transmission_date',
        'report_type',
        'sender_type',
        'sender_organization',
        'sender_given_name',
        'sender_family_name',
        'sender_country',
        'case_narrative',
        'medicinal_product',
        'drug_role',
        'reaction_term',
        'reporter_type',
        'message_header_receiver_identifier',
      ].sort(),
    );
  });

  it('keeps the message batch number and the drug lot number apart', () => {
    expect(caseFieldDefinition('batch_number')).toMatchObject({ section: 'N', ui: 'batch_number' });
    expect(caseFieldDefinition('drug_batch_number')).toMatchObject({ section: 'G', ui: 'batchNumber' });
  });

  it('has the six seriousness flags as booleans and the pregnancy bound of SPEC §9', () => {
    for (const field of SERIOUSNESS_FIELDS) expect(caseFieldDefinition(field)?.kind).toBe('boolean');
    expect(caseFieldDefinition('pregnancy_duration')).toMatchObject({ kind: 'number', min: 0, max: 45 });
    expect(caseFieldDefinition('weight')).toMatchObject({ kind: 'number', step: 0.1 });
    expect(caseFieldDefinition('nope')).toBeUndefined();
  });

  it('covers the batch/message single-field saves of SPEC §7 in section N', () => {
    expect(caseFieldsOfSection('N').map(({ field }) => field)).toEqual([
      'message_type',
      'batch_number',
      'batch_sender_identifier',
      'batch_receiver_identifier',
      'batch_date_of_message_creation',
      'message_identifier',
      'message_header_sender_identifier',
      'message_header_receiver_identifier',
      'message_header_date_of_message_creation',
    ]);
  });
});
