import type { ActionTaken, AgeUnit, DurationUnit, Route } from '../code-lists.ts';

/**
 * How the case form's codes are written in E2B(R3). R3 writes quantities with UCUM units instead of the R2
 * 801–806 unit codes; outcome, age group, study type and recurrence keep the case form's own codes.
 */
export const UCUM_OF_UNIT: Readonly<Record<DurationUnit, string>> = {
  '801': 'a',
  '802': 'mo',
  '803': 'wk',
  '804': 'd',
  '805': 'h',
  '806': 'min',
};

export function unitOfUcum(ucum: string | undefined): DurationUnit | undefined {
  const found = Object.entries(UCUM_OF_UNIT).find(([, value]) => value === ucum);
  return found?.[0] as DurationUnit | undefined;
}

export function ageUnitOfUcum(ucum: string | undefined): AgeUnit | undefined {
  const unit = unitOfUcum(ucum);
  return unit === '806' ? undefined : unit;
}

/** G.k.8 (list …1.1.15): 0 unknown and 9 not applicable where R2 had 5 and 6. */
export const R3_ACTION_TAKEN: Readonly<Record<ActionTaken, string>> = {
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '0',
  '6': '9',
};

export function actionTakenOfR3(code: string | undefined): ActionTaken | undefined {
  const found = Object.entries(R3_ACTION_TAKEN).find(([, value]) => value === code);
  return found?.[0] as ActionTaken | undefined;
}

/**
 * The case form's route list (SPEC 001–007) as FDA's route terms (NCI thesaurus codes, the FDA regional code
 * system for G.k.4.r.10). The display name travels too, because some senders use local codes with it.
 */
export const R3_ROUTE: Readonly<Record<Route, { code: string; name: string }>> = {
  '001': { code: 'C38288', name: 'Oral' },
  '002': { code: 'C38276', name: 'Intravenous' },
  '003': { code: 'C28161', name: 'Intramuscular' },
  '004': { code: 'C38299', name: 'Subcutaneous' },
  '005': { code: 'C38304', name: 'Topical' },
  '006': { code: 'C38216', name: 'Respiratory (inhalation)' },
  '007': { code: 'C38290', name: 'Other' },
};

export function routeOfR3(code: string | undefined, displayName: string | undefined): Route | undefined {
  const entries = Object.entries(R3_ROUTE) as [Route, { code: string; name: string }][];
  const byCode = entries.find(([, route]) => route.code === code);
  if (byCode !== undefined) return byCode[0];
  const name = displayName?.trim().toLowerCase();
  return entries.find(([, route]) => route.name.toLowerCase() === name)?.[0];
}
