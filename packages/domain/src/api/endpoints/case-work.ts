import { updateCaseFieldRequestSchema } from '../../cases/case-field-update.ts';
import { caseIdParamsSchema } from '../../cases/case-shapes.ts';
import {
  pairAssessmentRequestSchema,
  pairAssessmentResponseSchema,
} from '../../cases/case-assessment-shapes.ts';
import {
  assignCaseRequestSchema,
  assignCaseResponseSchema,
  receiptDatesRequestSchema,
  receiptDatesResponseSchema,
  caseSectionEntryParamsSchema,
  caseSectionParamsSchema,
  caseSectionResponseSchema,
  codeSectionEntryRequestSchema,
  downgradeSeriousnessRequestSchema,
  manualCaseResponseSchema,
  narrativeDraftRequestSchema,
  narrativeDraftResponseSchema,
  reorderSectionRequestSchema,
} from '../../cases/case-work-shapes.ts';
import { endpoint } from '../endpoint.ts';
import { caseWorkAddresses } from './case-work-addresses.ts';

const errors = [400, 401, 403, 404] as const;

/** Issue 13: the repeatable sections' entries, assignment and the drafted narrative (decision 0015). */
export const caseWorkEndpoints = {
  addSectionEntry: endpoint({
    ...caseWorkAddresses.addSectionEntry,
    params: caseSectionParamsSchema,
    response: caseSectionResponseSchema,
    errors,
  }),
  reorderSection: endpoint({
    ...caseWorkAddresses.reorderSection,
    params: caseSectionParamsSchema,
    body: reorderSectionRequestSchema,
    response: caseSectionResponseSchema,
    errors,
  }),
  updateSectionEntry: endpoint({
    ...caseWorkAddresses.updateSectionEntry,
    params: caseSectionEntryParamsSchema,
    body: updateCaseFieldRequestSchema,
    response: caseSectionResponseSchema,
    errors,
  }),
  codeSectionEntry: endpoint({
    ...caseWorkAddresses.codeSectionEntry,
    params: caseSectionEntryParamsSchema,
    body: codeSectionEntryRequestSchema,
    response: caseSectionResponseSchema,
    errors,
  }),
  removeSectionEntry: endpoint({
    ...caseWorkAddresses.removeSectionEntry,
    params: caseSectionEntryParamsSchema,
    response: caseSectionResponseSchema,
    errors,
  }),
  assignCase: endpoint({
    ...caseWorkAddresses.assignCase,
    params: caseIdParamsSchema,
    body: assignCaseRequestSchema,
    response: assignCaseResponseSchema,
    errors,
  }),
  updateReceiptDates: endpoint({
    ...caseWorkAddresses.updateReceiptDates,
    params: caseIdParamsSchema,
    body: receiptDatesRequestSchema,
    response: receiptDatesResponseSchema,
    errors,
  }),
  downgradeSeriousness: endpoint({
    ...caseWorkAddresses.downgradeSeriousness,
    params: caseIdParamsSchema,
    body: downgradeSeriousnessRequestSchema,
    response: receiptDatesResponseSchema,
    errors: [400, 401, 403, 404, 409] as const,
  }),
  savePairAssessment: endpoint({
    ...caseWorkAddresses.savePairAssessment,
    params: caseIdParamsSchema,
    body: pairAssessmentRequestSchema,
    response: pairAssessmentResponseSchema,
    errors,
  }),
  createManualCase: endpoint({
    ...caseWorkAddresses.createManualCase,
    response: manualCaseResponseSchema,
    errors,
  }),
  draftNarrative: endpoint({
    ...caseWorkAddresses.draftNarrative,
    params: caseIdParamsSchema,
    body: narrativeDraftRequestSchema,
    response: narrativeDraftResponseSchema,
    errors,
  }),
};
