import type { CaseDetail, CaseFieldValue, RepeatableSection, WorkflowSettings } from '@vigila/domain';
import {
  activeSteps,
  allowedActions,
  CASE_FIELDS,
  DEFAULT_PERMISSIONS,
  DEFAULT_WORKFLOW_SETTINGS,
  EDITABLE_PERMISSION_ROLES,
  sectionFieldNames,
} from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';

/** Test data only: every form field unset. */
export const emptyForm = (): Record<string, CaseFieldValue> =>
  Object.fromEntries(CASE_FIELDS.map((d) => [d.field, null]));

/** Test data only: what the server pre-fills at creation, so the form has nothing to fill in itself. */
export const prefilled = {
  sender_organization: 'Demo Pharma',
  sender_given_name: 'Rita',
  sender_family_name: 'Reviewer',
  sender_email: 'rita@demo.test',
  sender_department: 'Pharmacovigilance',
  transmission_date: '2026-03-02',
  batch_date_of_message_creation: '2026-03-02',
  message_header_date_of_message_creation: '2026-03-02',
};

/** Test data only: a case with every field E2B(R2) needs. */
export const completeForm = {
  ...prefilled,
  message_header_receiver_identifier: 'EVHUMAN',
  report_type: '1',
  reporter_type: '5',
  sender_type: '1',
  sender_country: 'ES',
  reaction_term: 'Headache',
  // Coded: an uncoded reaction blocks both reports (decision 0038); the synthetic release's codes.
  reaction_meddra_code: '96000005',
  reaction_meddra_pt_code: '96000005',
  reaction_meddra_version: '27.1',
  medicinal_product: 'Ibuprofen 400 mg',
  drug_role: '1',
  case_narrative: 'A consumer reported a headache after taking ibuprofen.',
  hospitalization: true,
  age: '34',
  age_unit: '801',
};

/** The repeatable sections of a form with one entry each: the form's own fields. */
function sectionsOf(form: Record<string, CaseFieldValue>): CaseDetail['sections'] {
  const entries = (section: RepeatableSection) => [
    Object.fromEntries(sectionFieldNames(section).map((field) => [field, form[field] ?? null])),
  ];
  return { C2: entries('C2'), E: entries('E'), F: entries('F'), G: entries('G') };
}

export function buildCaseDetail(
  form: Record<string, CaseFieldValue> = {},
  summary: Partial<Omit<CaseDetail, 'form'>> = {},
): CaseDetail {
  return {
    id: 'case-0001-7f3a9',
    reference_id: 'rec-1',
    status: 'new',
    case_type: 'icsr',
    source: 'recording',
    comment: 'I took the tablets and got a headache.',
    username: 'Rita Reviewer',
    published_at: '2026-03-01T09:00:00.000Z',
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
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
    assignee_id: null,
    assignee_name: null,
    item_id: 'item-1',
    workflow_step: 'book_in',
    data_entry_by: null,
    assessments: [],
    drug_products: [],
    possibly_serious_words: null,
    ...summary,
    form: { ...emptyForm(), ...form },
    sections: summary.sections ?? sectionsOf({ ...emptyForm(), ...form }),
  };
}

/**
 * A stateful API for one case: PUT /case/{id} stores the field, so the reload after a save shows it; `reply`
 * overrides the PUT answer.
 */
export function mockCaseApi(
  detail: CaseDetail,
  reply?: (body: Record<string, unknown>) => { status?: number; body: unknown } | undefined,
) {
  const stored = structuredClone(detail);
  const path = `/api/case/${detail.id}`;
  const api = mockApi({
    // The obligations panel (decision 0040): none worked out here; obligations-panel.test.tsx shows them.
    [`GET /api/cases/${detail.id}/obligations`]: { body: { success: true, data: [] } },
    [`GET /api/cases/${detail.id}/history`]: {
      body: {
        success: true,
        data: [
          {
            id: 'a-1',
            type: 'case.field_updated',
            field: 'reaction_term',
            old_value: null,
            new_value: 'Headache',
            changed_by: 'user-1',
            changed_by_name: 'Rita Reviewer',
            changed_at: '2026-03-02T11:05:00.000Z',
          },
          {
            id: 'a-2',
            type: 'case.status_changed',
            field: 'status',
            old_value: 'new',
            new_value: 'progress',
            changed_by: 'user-2',
            changed_by_name: null,
            changed_at: '2026-03-02T12:00:00.000Z',
          },
          {
            id: 'a-0',
            type: 'case.created',
            field: null,
            old_value: null,
            new_value: null,
            changed_by: 'user-1',
            changed_by_name: 'Rita Reviewer',
            changed_at: '2026-03-02T10:00:00.000Z',
          },
        ],
      },
    },
    // The drafted narrative names the language it was asked in, as the server writes in the reader's.
    [`POST /api/cases/${detail.id}/narrative-draft`]: (call) => {
      const language = (call.body as { language?: string } | null)?.language ?? 'en';
      return { body: { success: true, data: { narrative: `Drafted narrative (${language}).` } } };
    },
    [`GET /api/cases/${detail.id}`]: () => ({ body: { success: true, data: structuredClone(stored) } }),
    'GET /api/org/workflow': { body: { success: true, data: workflowAnswer() } },
    'GET /api/org/permissions': { body: { success: true, data: permissionsAnswer() } },
    [`PUT ${path}/status`]: (call) => {
      stored.status = (call.body as { status: CaseDetail['status'] }).status;
      return { body: { success: true, message: 'Case status updated' } };
    },
    [`PUT ${path}`]: (call) => {
      const body = call.body as Record<string, unknown>;
      const answer = reply?.(body);
      if (answer) return answer;
      for (const [field, value] of Object.entries(body)) {
        if (field !== 'case_id') stored.form[field] = value as CaseFieldValue;
      }
      return { body: { success: true, message: 'Case updated successfully' } };
    },
  });
  // What the server holds: a test changes it to play another member's edit made after the page loaded.
  return Object.assign(api, { stored });
}

/** GET /org/workflow as a new organisation has it: every step, QC by a reviewer other than the author. */
export function workflowAnswer(settings: Partial<WorkflowSettings> = {}) {
  const merged = { ...DEFAULT_WORKFLOW_SETTINGS, ...settings };
  return { ...merged, steps: activeSteps(merged) };
}

/** GET /org/permissions: the shipped matrix, and the actions of `roles` (the test user is a technician). */
export function permissionsAnswer(roles: readonly string[] = ['technician']) {
  return {
    matrix: DEFAULT_PERMISSIONS,
    editable_roles: [...EDITABLE_PERMISSION_ROLES],
    my_actions: allowedActions(DEFAULT_PERMISSIONS, roles),
  };
}
