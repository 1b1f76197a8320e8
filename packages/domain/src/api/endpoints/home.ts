import { homeResponseSchema } from '../../home/home-shapes.ts';
import { endpoint } from '../endpoint.ts';
import { homeAddresses } from './home-addresses.ts';

/** The Home page's figures in one call (decision 0020). */
export const homeEndpoints = {
  home: endpoint({ ...homeAddresses.home, response: homeResponseSchema, errors: [403] }),
};
