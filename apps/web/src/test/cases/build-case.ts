import type { CaseCounts, CaseSummary } from '@vigila/domain';

/** A cases-list row in the API's shape (caseSummarySchema), overridable; test-only. */
export function buildCaseSummary(overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: 'case-0001-abcde',
    reference_id: 'item-lit-1',
    status: 'new',
    case_type: 'safety_information',
    source: 'literature',
    comment: 'Rash after two doses of Amoxil.',
    username: 'Smith J, García L',
    published_at: '2025',
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-02T14:05:00.000Z',
    aiFlags: ['ADR'],
    adr: true,
    pqc: false,
    mi: false,
    day_zero: '2026-03-01T09:00:00.000Z',
    initial_receipt_date: '2026-03-01',
    latest_receipt_date: '2026-03-01',
    serious: false,
    due_date: '2026-05-30',
    overdue: false,
    due_receiver: null,
    ...overrides,
  };
}

export function buildCaseCounts(overrides: Partial<CaseCounts> = {}): CaseCounts {
  return { total: 12, new: 5, progress: 4, completed: 3, overdue: 2, ...overrides };
}

/** GET /cases answer of one page. */
export function casePage(rows: CaseSummary[], page = 1, totalPages = 1, total = rows.length) {
  return { success: true, data: rows, pagination: { page, page_size: 50, total, total_pages: totalPages } };
}
