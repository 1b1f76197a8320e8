import { AGE_GROUPS } from '../code-lists.ts';
import type { XmlElement } from '../xml-parser.ts';
import { formCode, formDate, formNumber, formText, joined } from './form-values.ts';
import { OBS, ORGANIZER } from './oids.ts';
import type { ReadEntry } from './read-case.ts';
import { fdaPatientFields } from './read-r3-fda-regional.ts';
import { amountWithUnit, flag, observationsOf, organizerOf } from './read-r3-lookups.ts';
import { ageUnitOfUcum } from './r3-codes.ts';
import { at, attr, codeOf, descendants, kid, text } from './xml-query.ts';

/** D: the patient's person, characteristics, history, past drugs and death, from the primaryRole. */
export function patient(role: XmlElement | undefined): ReadEntry {
  const person = kid(role, 'player1');
  const gender = kid(person, 'administrativeGenderCode');
  const single = (code: string) => kid(observationsOf(role, code)[0], 'value');
  const [age, ageUnit] = amountWithUnit(single(OBS.age), ageUnitOfUcum);
  const gestation = single(OBS.gestationPeriod);
  const weight = single(OBS.bodyWeight);
  const height = single(OBS.height);
  const autopsy = single(OBS.autopsy);
  const history = organizerOf(role, ORGANIZER.medicalHistory);
  const drugHistory = organizerOf(role, ORGANIZER.drugHistory);
  return {
    initials: formText(text(kid(person, 'name'))),
    gender: attr(gender, 'nullFlavor') === 'UNK' ? '0' : formCode(attr(gender, 'code'), ['1', '2'] as const),
    ...fdaPatientFields(role),
    birth_date: formDate(attr(kid(person, 'birthTime'), 'value')),
    death_date: formDate(attr(kid(person, 'deceasedTime'), 'value')),
    age,
    age_unit: ageUnit,
    age_group: formCode(attr(single(OBS.ageGroup), 'code'), AGE_GROUPS),
    pregnancy_duration: attr(gestation, 'unit') === 'wk' ? formNumber(attr(gestation, 'value')) : null,
    weight: attr(weight, 'unit') === 'kg' ? formNumber(attr(weight, 'value')) : null,
    height: attr(height, 'unit') === 'cm' ? formNumber(attr(height, 'value')) : null,
    last_menstrual_date: formDate(attr(single(OBS.lastMenstrualPeriod), 'value')),
    medical_history: joined(
      descendants(history, 'observation', (found) => codeOf(found) === OBS.historyText).map((found) =>
        text(kid(found, 'value')),
      ),
      '\n\n',
    ),
    past_drug_therapy: joined(
      descendants(drugHistory, 'kindOfProduct').map((product) => text(kid(product, 'name'))),
    ),
    death_cause: joined(
      observationsOf(role, OBS.reportedCauseOfDeath).map((found) => text(at(found, 'value', 'originalText'))),
    ),
    autopsy_yes_no:
      attr(autopsy, 'nullFlavor') === 'UNK'
        ? '0'
        : flag(autopsy) === true
          ? '1'
          : flag(autopsy) === false
            ? '2'
            : null,
  };
}
