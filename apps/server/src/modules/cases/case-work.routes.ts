import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import {
  addSectionEntry,
  codeSectionEntry,
  removeSectionEntry,
  reorderSection,
  updateSectionEntry,
} from './case-sections.service.ts';
import { savePairAssessment } from './case-assessment.service.ts';
import { assignCase, draftCaseNarrative } from './case-work.service.ts';
import { createManualCase } from './create-manual-case.service.ts';
import { updateReceiptDates } from './receipt-dates.service.ts';
import { downgradeSeriousness } from './seriousness-downgrade.service.ts';

const tags = ['cases'];

/** Issue 13: the repeatable sections' entries, assignment and the drafted narrative (decision 0015). */
export const caseWorkRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;

  route(app, endpoints.addSectionEntry, {
    access: 'member',
    tags,
    summary: 'Add a blank entry to a repeatable section (C2 reporters, E reactions, F tests, G drugs)',
    handler: async (request) => ({
      success: true as const,
      data: await addSectionEntry(db, callerOf(request), request.params),
    }),
  });

  route(app, endpoints.updateSectionEntry, {
    access: 'member',
    tags,
    summary: 'Save one field of one entry of a repeatable section (entry 0 is the case’s own field)',
    handler: async (request) => ({
      success: true as const,
      data: await updateSectionEntry(db, callerOf(request), request.params, request.body),
    }),
  });

  route(app, endpoints.codeSectionEntry, {
    access: 'member',
    tags,
    summary:
      'Save a reaction’s or indication’s term with its MedDRA LLT from the organisation’s release, or uncoded',
    handler: async (request) => ({
      success: true as const,
      data: await codeSectionEntry(db, callerOf(request), request.params, request.body),
    }),
  });

  route(app, endpoints.removeSectionEntry, {
    access: 'member',
    tags,
    summary: 'Remove one entry of a repeatable section',
    handler: async (request) => ({
      success: true as const,
      data: await removeSectionEntry(db, callerOf(request), request.params),
    }),
  });

  route(app, endpoints.reorderSection, {
    access: 'member',
    tags,
    summary: 'Reorder the entries of a repeatable section (the first becomes the case’s own fields)',
    handler: async (request) => ({
      success: true as const,
      data: await reorderSection(db, callerOf(request), request.params, request.body.order),
    }),
  });

  route(app, endpoints.updateReceiptDates, {
    access: 'member',
    tags,
    summary:
      'Change the case’s initial receipt date (day 0, C.1.4) and latest receipt date (C.1.5), with the reason (audited)',
    handler: async (request) => ({
      success: true as const,
      message: await updateReceiptDates(db, callerOf(request), request.params.id, request.body),
    }),
  });

  route(app, endpoints.downgradeSeriousness, {
    access: 'member',
    tags,
    summary:
      'Downgrade a possibly serious case to non-serious, with the reason (audited): the shorter clock it kept ends',
    handler: async (request) => ({
      success: true as const,
      message: await downgradeSeriousness(db, callerOf(request), request.params.id, request.body),
    }),
  });

  route(app, endpoints.savePairAssessment, {
    access: 'member',
    tags,
    summary:
      'Save one drug–reaction pair’s causality (reporter’s and company’s, WHO-UMC) and expectedness override with its reason (audited)',
    handler: async (request) => ({
      success: true as const,
      data: await savePairAssessment(db, callerOf(request), request.params.id, request.body),
    }),
  });

  route(app, endpoints.assignCase, {
    access: 'member',
    tags,
    summary: 'Assign the case to a member of the organisation, or unassign it (null)',
    handler: async (request) => ({
      success: true as const,
      message: await assignCase(db, callerOf(request), {
        id: request.params.id,
        assigneeId: request.body.assignee_id,
      }),
    }),
  });

  route(app, endpoints.createManualCase, {
    access: 'member',
    tags,
    summary: 'Create an ICSR with no source item (E2B Manual: a call taken by hand, a paper form)',
    handler: async (request) => ({
      success: true as const,
      id: (await createManualCase(db, callerOf(request))).id,
    }),
  });

  route(app, endpoints.draftNarrative, {
    access: 'member',
    tags,
    summary:
      'A narrative drafted from the case’s facts in the reader’s language, without contact details, for the reviewer to edit (not saved)',
    handler: async (request) => ({
      success: true as const,
      data: await draftCaseNarrative(db, callerOf(request), {
        id: request.params.id,
        language: request.body?.language ?? 'en',
      }),
    }),
  });
  done();
};
