import {
  casesExportQuerySchema,
  itemsExportQuerySchema,
  triageExportQuerySchema,
} from '../../exports/export-queries.ts';
import { endpoint } from '../endpoint.ts';
import { exportAddresses } from './exports-addresses.ts';

const errors = [400, 401, 403] as const;

/** CSV exports of the lists (decision 0019): 200 is a `text/csv` attachment, so no JSON answer is declared. */
export const exportEndpoints = {
  exportItems: endpoint({ ...exportAddresses.exportItems, query: itemsExportQuerySchema, errors }),
  exportTriage: endpoint({ ...exportAddresses.exportTriage, query: triageExportQuerySchema, errors }),
  exportCases: endpoint({ ...exportAddresses.exportCases, query: casesExportQuerySchema, errors }),
};
