import { describe, expect, it } from 'vitest';
import { CASE_TYPES, caseTypePayload, normalizeCaseType } from './case-kinds.ts';
import {
  caseListQuerySchema,
  createCaseRequestSchema,
  updateCaseStatusRequestSchema,
  updateCaseTypeRequestSchema,
} from './case-shapes.ts';

describe('normalizeCaseType', () => {
  it('reads any spelling of a stored or sent type, ignoring case, underscores and spaces', () => {
    for (const name of [
      'safety_information',
      'Safety information',
      'SAFETY_INFORMATION',
      'safety  information',
    ]) {
      expect(normalizeCaseType(name)).toBe('safety_information');
    }
    expect(normalizeCaseType('ICSR')).toBe('icsr');
    expect(normalizeCaseType('Special_Situation')).toBe('special_situation');
  });

  it('answers undefined for unknown names', () => {
    for (const name of ['', 'urgent', 'icsr report', 'safety'])
      expect(normalizeCaseType(name)).toBeUndefined();
  });
});

describe('caseTypePayload', () => {
  it('sends the dropdown labels as SPEC §7 says: lowercase, first space an underscore', () => {
    expect(caseTypePayload('Safety information')).toBe('safety_information');
    expect(caseTypePayload('ICSR')).toBe('icsr');
    expect(caseTypePayload('Special situation')).toBe('special_situation');
  });

  it('sends what the server reads back as the same type', () => {
    for (const label of ['Safety information', 'ICSR', 'Special situation']) {
      expect(CASE_TYPES).toContain(normalizeCaseType(caseTypePayload(label)));
    }
  });
});

describe('request schemas', () => {
  it('normalises the type of PUT /case/{id}/type and refuses unknown ones', () => {
    expect(updateCaseTypeRequestSchema.parse({ case_type: 'Special situation' })).toEqual({
      case_type: 'special_situation',
    });
    const refused = updateCaseTypeRequestSchema.safeParse({ case_type: 'urgent' });
    expect(refused.error?.issues[0]?.message).toBe('Unknown case type: urgent');
  });

  it('takes the three statuses only', () => {
    expect(updateCaseStatusRequestSchema.safeParse({ status: 'progress' }).success).toBe(true);
    expect(updateCaseStatusRequestSchema.safeParse({ status: 'closed' }).success).toBe(false);
  });

  it('takes the creation payload with optional client values', () => {
    expect(createCaseRequestSchema.parse({ reference_id: ' R1 ', source: 'amazon' })).toEqual({
      reference_id: 'R1',
      source: 'amazon',
    });
    expect(createCaseRequestSchema.safeParse({ reference_id: 'R1', source: 'reviews' }).success).toBe(false);
    expect(createCaseRequestSchema.safeParse({ reference_id: '', source: 'email' }).success).toBe(false);
  });

  it('parses the list filters', () => {
    expect(caseListQuerySchema.parse({ case_type: 'ICSR', overdue: 'true', page: '2' })).toEqual({
      case_type: 'icsr',
      overdue: true,
      page: 2,
      page_size: 50,
    });
    expect(caseListQuerySchema.parse({ overdue: '0' }).overdue).toBe(false);
    expect(caseListQuerySchema.safeParse({ case_type: 'urgent' }).success).toBe(false);
    expect(caseListQuerySchema.safeParse({ page_size: '201' }).success).toBe(false);
  });
});
