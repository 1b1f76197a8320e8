import { describe, expect, it } from 'vitest';
import {
  caseListApiQuery,
  clearedCaseFilters,
  hasCaseFilters,
  paramsWithCaseFilters,
  readCaseFilters,
} from './case-filters.ts';

describe('case list filters in the query string', () => {
  it('reads known values and ignores unknown ones', () => {
    expect(
      readCaseFilters(new URLSearchParams('status=progress&case_type=icsr&source=email&overdue=true')),
    ).toEqual({ status: 'progress', case_type: 'icsr', source: 'email', overdue: true });
    expect(
      readCaseFilters(new URLSearchParams('status=open&case_type=ICSR&source=tiktok&overdue=1')),
    ).toEqual({
      overdue: false,
    });
  });

  it("sets and removes parameters ('All' and false remove), keeping other parameters", () => {
    const start = new URLSearchParams('status=new&keep=1');
    const next = paramsWithCaseFilters(start, { status: undefined, source: 'amazon', overdue: true });
    expect(next.toString()).toBe('keep=1&source=amazon&overdue=true');
    expect(paramsWithCaseFilters(next, { overdue: false }).toString()).toBe('keep=1&source=amazon');
    expect(clearedCaseFilters(next).toString()).toBe('keep=1');
  });

  it('knows when any filter is on', () => {
    expect(hasCaseFilters({ overdue: false })).toBe(false);
    expect(hasCaseFilters({ overdue: true })).toBe(true);
    expect(hasCaseFilters({ source: 'email', overdue: false })).toBe(true);
  });

  it('builds the GET /cases query with the page', () => {
    expect(caseListApiQuery({ case_type: 'special_situation', overdue: true }, 2, 50).toString()).toBe(
      'case_type=special_situation&overdue=true&page=2&page_size=50',
    );
  });
});
