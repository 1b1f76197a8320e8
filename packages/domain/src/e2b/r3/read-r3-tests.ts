import type { XmlElement } from '../xml-parser.ts';
import { formDate, formNumber, formText, joined, type FormValue } from './form-values.ts';
import { OBS } from './oids.ts';
import type { ReadEntry } from './read-case.ts';
import { related } from './read-r3-lookups.ts';
import { at, attr, kid, kids, text } from './xml-query.ts';

/** F.r.3: a centre value, a bound ("<10", ">=10") or free text, with its unit when there is one. */
function testResult(value: XmlElement | undefined): [FormValue, FormValue] {
  if (value === undefined) return [null, null];
  const center = kid(value, 'center');
  if (center !== undefined) return [formNumber(attr(center, 'value')), formText(attr(center, 'unit'))];
  const low = kid(value, 'low');
  const high = kid(value, 'high');
  const bound = attr(high, 'value') !== undefined ? high : low;
  if (bound !== undefined && attr(bound, 'value') !== undefined) {
    const operator = (bound === high ? '<' : '>') + (attr(bound, 'inclusive') === 'true' ? '=' : '');
    return [`${operator}${formNumber(attr(bound, 'value')) ?? ''}`, formText(attr(bound, 'unit'))];
  }
  return [formText(text(value)), null];
}

/** One F.r test observation of the tests organizer. */
export function test(found: XmlElement): ReadEntry {
  const [result, unit] = testResult(kid(found, 'value'));
  const range = (interpretation: 'L' | 'H') =>
    formNumber(
      attr(
        kid(
          kids(found, 'referenceRange')
            .map((reference) => kid(reference, 'observationRange'))
            .find((range) => attr(kid(range, 'interpretationCode'), 'code') === interpretation),
          'value',
        ),
        'value',
      ),
    );
  return {
    test_name: formText(text(at(found, 'code', 'originalText'))),
    test_date: formDate(attr(kid(found, 'effectiveTime'), 'value')),
    test_result: result,
    test_unit: unit,
    normal_low_range: range('L'),
    normal_high_range: range('H'),
    test_more_info: joined(
      related(found, OBS.comment).map((comment) => text(kid(comment, 'value'))),
      '\n\n',
    ),
  };
}
