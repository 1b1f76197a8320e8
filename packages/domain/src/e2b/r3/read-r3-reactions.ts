import { REACTION_OUTCOMES } from '../code-lists.ts';
import type { XmlElement } from '../xml-parser.ts';
import { formCode, formDate, formText } from './form-values.ts';
import { OBS } from './oids.ts';
import type { ReadEntry } from './read-case.ts';
import { amountWithUnit, flag, meddraCodeOf, related } from './read-r3-lookups.ts';
import { unitOfUcum } from './r3-codes.ts';
import { at, attr, kid, kids, text } from './xml-query.ts';

const SERIOUSNESS: readonly [string, string][] = [
  ['death', OBS.death],
  ['life_threatening', OBS.lifeThreatening],
  ['hospitalization', OBS.hospitalization],
  ['disabling', OBS.disabling],
  ['congenital_anomaly', OBS.congenitalAnomaly],
  ['medically_important', OBS.medicallyImportant],
];

/** G.k.9.i.3: the first drug that states an interval for this reaction gives the form's per-reaction value. */
function interval(drugs: XmlElement[], reactionId: string | undefined, typeCode: 'SAS' | 'SAE') {
  for (const drug of drugs) {
    const relation = kids(drug, 'outboundRelationship1').find(
      (found) =>
        attr(found, 'typeCode') === typeCode && attr(at(found, 'actReference', 'id'), 'root') === reactionId,
    );
    const [amount, unit] = amountWithUnit(kid(relation, 'pauseQuantity'), unitOfUcum);
    if (amount !== null) return [amount, unit];
  }
  return [null, null];
}

/** One E.i reaction observation; the drugs give its "time from drug start / last dose" (kept per reaction). */
export function reaction(found: XmlElement, drugs: XmlElement[]): ReadEntry {
  const value = kid(found, 'value');
  const period = kid(found, 'effectiveTime');
  const reactionId = attr(kid(found, 'id'), 'root');
  const [duration, durationUnit] = amountWithUnit(kid(period, 'width'), unitOfUcum);
  const [firstTime, firstUnit] = interval(drugs, reactionId, 'SAS');
  const [lastTime, lastUnit] = interval(drugs, reactionId, 'SAE');
  const translation = text(kid(related(found, '30')[0], 'value'));
  const coding = meddraCodeOf(value);
  return {
    reaction_term: formText(text(kid(value, 'originalText')) ?? translation),
    // E.i.2.1b is the LLT; R3 has no place for the PT code, so reaction_meddra_pt_code stays unset.
    reaction_meddra_code: coding.code,
    reaction_meddra_version: coding.version,
    reaction_start_date: formDate(attr(kid(period, 'low'), 'value')),
    reaction_end_date: formDate(attr(kid(period, 'high'), 'value')),
    reaction_duration: duration,
    reaction_duration_unit: durationUnit,
    reaction_first_time: firstTime ?? null,
    reaction_first_time_unit: firstUnit ?? null,
    reaction_last_time: lastTime ?? null,
    reaction_last_time_unit: lastUnit ?? null,
    reaction_outcome: formCode(attr(kid(related(found, OBS.outcome)[0], 'value'), 'code'), REACTION_OUTCOMES),
    ...Object.fromEntries(
      SERIOUSNESS.map(([field, code]) => [field, flag(kid(related(found, code)[0], 'value'))]),
    ),
  };
}
