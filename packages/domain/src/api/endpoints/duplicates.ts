import {
  caseLinkMessageResponseSchema,
  caseLinkParamsSchema,
  caseLinksResponseSchema,
  duplicatesResponseSchema,
  linkCaseRequestSchema,
} from '../../cases/duplicates/duplicate-shapes.ts';
import { caseIdParamsSchema } from '../../cases/case-shapes.ts';
import { itemIdParamsSchema } from '../../items/item-reads.ts';
import { endpoint } from '../endpoint.ts';
import { duplicateAddresses } from './duplicates-addresses.ts';

const errors = [400, 401, 403, 404] as const;

/** Likely duplicates of a case or an item, and the duplicate / follow-up links between cases (decision 0017). */
export const duplicateEndpoints = {
  caseDuplicates: endpoint({
    ...duplicateAddresses.caseDuplicates,
    params: caseIdParamsSchema,
    response: duplicatesResponseSchema,
    errors,
  }),
  itemDuplicates: endpoint({
    ...duplicateAddresses.itemDuplicates,
    params: itemIdParamsSchema,
    response: duplicatesResponseSchema,
    errors,
  }),
  caseLinks: endpoint({
    ...duplicateAddresses.caseLinks,
    params: caseIdParamsSchema,
    response: caseLinksResponseSchema,
    errors,
  }),
  linkCase: endpoint({
    ...duplicateAddresses.linkCase,
    params: caseIdParamsSchema,
    body: linkCaseRequestSchema,
    response: caseLinkMessageResponseSchema,
    errors: [...errors, 409],
  }),
  unlinkCase: endpoint({
    ...duplicateAddresses.unlinkCase,
    params: caseLinkParamsSchema,
    response: caseLinkMessageResponseSchema,
    errors,
  }),
};
