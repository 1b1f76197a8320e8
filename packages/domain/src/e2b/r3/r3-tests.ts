import type { E2bTest } from '../e2b-case.ts';
import type { XmlNode } from '../xml-writer.ts';
import { el, freeText, observation, textEl, ts } from './hl7-nodes.ts';
import { OBS } from './oids.ts';
import { pertinent } from './r3-role-containers.ts';

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const COMPARISON = /^(<=|>=|<|>)\s*(-?\d+(?:\.\d+)?)$/;

/** F.r.3: a number with its unit, a bound such as "<10", or free text (F.r.3.4) for anything else. */
function testResult(item: E2bTest): XmlNode[] {
  const result = item.test_result?.trim();
  if (result === undefined || result === '') return [];
  const unit = item.test_unit ?? '1';
  if (NUMBER.test(result))
    return [el('value', { 'xsi:type': 'IVL_PQ' }, [el('center', { value: result, unit })])];
  const bound = COMPARISON.exec(result);
  if (bound !== null) {
    const [, operator = '', value = ''] = bound;
    const inclusive = String(operator.endsWith('='));
    const limit = { value, unit, inclusive };
    return [
      el(
        'value',
        { 'xsi:type': 'IVL_PQ' },
        operator.startsWith('<')
          ? [el('low', { nullFlavor: 'NINF' }), el('high', limit)]
          : [el('low', limit), el('high', { nullFlavor: 'PINF' })],
      ),
    ];
  }
  return freeText(result);
}

function referenceRange(value: string | undefined, unit: string, interpretation: 'L' | 'H'): XmlNode[] {
  if (value === undefined || !NUMBER.test(value.trim())) return [];
  return [
    el('referenceRange', { typeCode: 'REFV' }, [
      el('observationRange', { classCode: 'OBS', moodCode: 'EVN.CRT' }, [
        el('value', { 'xsi:type': 'PQ', value: value.trim(), unit }),
        el('interpretationCode', { code: interpretation, codeSystem: '2.16.840.1.113883.5.83' }),
      ]),
    ]),
  ];
}

/** One F.r test: name, date, result, normal ranges and comments, as a component of the tests organizer. */
export function test(item: E2bTest): XmlNode {
  const unit = item.test_unit ?? '1';
  return el('observation', { classCode: 'OBS', moodCode: 'EVN' }, [
    el('code', {}, textEl('originalText', item.test_name)),
    ...ts('effectiveTime', item.test_date),
    ...testResult(item),
    ...referenceRange(item.normal_low_range, unit, 'L'),
    ...referenceRange(item.normal_high_range, unit, 'H'),
    ...(item.test_more_info === undefined
      ? []
      : [pertinent(observation(OBS.comment, 'comment', freeText(item.test_more_info)))]),
  ]);
}
