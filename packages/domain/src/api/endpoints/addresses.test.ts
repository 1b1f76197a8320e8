import { describe, expect, it } from 'vitest';
import { MONITORED_SOURCES, SOURCE_BASICS } from '../../sources/source-list.ts';
import { SOURCE_DEFINITIONS } from '../../sources/source-definitions.ts';
import { caseWorkAddresses } from './case-work-addresses.ts';
import { caseWorkEndpoints } from './case-work.ts';
import { caseAddresses } from './cases-addresses.ts';
import { caseEndpoints } from './cases.ts';
import { customReportAddresses } from './custom-reports-addresses.ts';
import { customReportEndpoints } from './custom-reports.ts';
import { duplicateAddresses } from './duplicates-addresses.ts';
import { duplicateEndpoints } from './duplicates.ts';
import { exportAddresses } from './exports-addresses.ts';
import { exportEndpoints } from './exports.ts';
import { homeAddresses } from './home-addresses.ts';
import { homeEndpoints } from './home.ts';
import { endpoints } from './index.ts';
import { intakeAddresses } from './intake-addresses.ts';
import { intakeEndpoints } from './intake.ts';
import { meddraAddresses } from './meddra-addresses.ts';
import { meddraEndpoints } from './meddra.ts';
import { psurAddresses } from './psur-addresses.ts';
import { psurEndpoints } from './psur.ts';
import { reviewAddresses } from './review-addresses.ts';
import { reviewEndpoints } from './review.ts';
import { sourceItemAddressesBySource } from './source-items-addresses.ts';
import { sourceItemEndpointsBySource } from './source-items.ts';
import { sourceAddresses } from './sources-addresses.ts';
import { sourceEndpoints } from './sources.ts';
import { teamAddresses } from './team-addresses.ts';
import { teamEndpoints } from './team.ts';
import { userAddresses } from './users-addresses.ts';
import { userEndpoints } from './users.ts';
import { reportingRulesAddresses } from './reporting-rules-addresses.ts';
import { reportingRulesEndpoints } from './reporting-rules.ts';
import { productAddresses } from './products-addresses.ts';
import { productEndpoints } from './products.ts';
import { retentionAddresses } from './retention-addresses.ts';
import { retentionEndpoints } from './retention.ts';
import { vectorAddresses } from './vector-addresses.ts';
import { vectorEndpoints } from './vector.ts';
import { workflowAddresses } from './workflow-addresses.ts';
import { workflowEndpoints } from './workflow.ts';

type Table = Readonly<Record<string, { method: string; path: string }>>;
const addressesOf = (table: Table) =>
  Object.fromEntries(Object.entries(table).map(([name, { method, path }]) => [name, { method, path }]));

const areas: [string, Table, Table][] = [
  ['case', caseAddresses, caseEndpoints],
  ['case work', caseWorkAddresses, caseWorkEndpoints],
  ['custom report', customReportAddresses, customReportEndpoints],
  ['duplicate', duplicateAddresses, duplicateEndpoints],
  ['export', exportAddresses, exportEndpoints],
  ['home', homeAddresses, homeEndpoints],
  ['intake', intakeAddresses, intakeEndpoints],
  ['meddra', meddraAddresses, meddraEndpoints],
  ['psur', psurAddresses, psurEndpoints],
  ['review', reviewAddresses, reviewEndpoints],
  ['source', sourceAddresses, sourceEndpoints],
  ['team', teamAddresses, teamEndpoints],
  ['user', userAddresses, userEndpoints],
  ['vector', vectorAddresses, vectorEndpoints],
  ['workflow', workflowAddresses, workflowEndpoints],
  ['retention', retentionAddresses, retentionEndpoints],
  ['product', productAddresses, productEndpoints],
  ['reporting rules', reportingRulesAddresses, reportingRulesEndpoints],
];

/** The web calls by the address tables and the server registers the contracts: they must name the same calls. */
describe('the address tables', () => {
  it.each(areas)('%s: the same names, methods and paths as the contracts', (_area, addresses, contracts) => {
    expect(addresses).toEqual(addressesOf(contracts));
  });

  it('cover the whole table', () => {
    const names = areas.flatMap(([, addresses]) => Object.keys(addresses));
    expect(names.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('give every source’s review reads the contracts’ methods and paths', () => {
    expect(Object.keys(sourceItemAddressesBySource).sort()).toEqual(
      Object.keys(sourceItemEndpointsBySource).sort(),
    );
    const addresses: Readonly<Record<string, Table>> = sourceItemAddressesBySource;
    for (const [source, reads] of Object.entries(sourceItemEndpointsBySource))
      expect(addresses[source]).toEqual(addressesOf(reads));
  });

  it('list the sources in the order of their definitions, each definition built on its basics', () => {
    expect(SOURCE_DEFINITIONS.map((definition) => definition.name)).toEqual([...MONITORED_SOURCES]);
    SOURCE_DEFINITIONS.forEach((definition, index) => {
      const { endpoints: _calls, answers: _answers, ...basics } = definition;
      expect(basics).toEqual(SOURCE_BASICS[index]);
      expect(definition.addresses).toEqual(addressesOf(definition.endpoints as Table));
    });
  });
});
