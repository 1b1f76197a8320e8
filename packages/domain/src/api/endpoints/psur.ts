import {
  psurExportQuerySchema,
  psurProductsQuerySchema,
  psurProductsResponseSchema,
  psurQuerySchema,
  psurResponseSchema,
} from '../../psur/psur-shapes.ts';
import { endpoint } from '../endpoint.ts';
import { psurAddresses } from './psur-addresses.ts';

const errors = [400, 401, 403] as const;

/** The PSUR tables of a product and interval (decision 0023); the export's 200 is a `text/csv` attachment. */
export const psurEndpoints = {
  psur: endpoint({ ...psurAddresses.psur, query: psurQuerySchema, response: psurResponseSchema, errors }),
  psurProducts: endpoint({
    ...psurAddresses.psurProducts,
    query: psurProductsQuerySchema,
    response: psurProductsResponseSchema,
    errors,
  }),
  exportPsur: endpoint({ ...psurAddresses.exportPsur, query: psurExportQuerySchema, errors }),
};
