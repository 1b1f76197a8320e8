import type { E2bDrug } from '../e2b-case.ts';
import type { XmlNode } from '../xml-writer.ts';
import type { E2bR3Case, E2bR3Reaction } from './e2b-r3-case.ts';
import { coded, el, meddraCoding, observation, textEl, ts, wrap } from './hl7-nodes.ts';
import { OBS, OID, ORGANIZER } from './oids.ts';
import { drugId, reactionId } from './r3-act-ids.ts';
import { organizer } from './r3-role-containers.ts';
import { R3_ACTION_TAKEN, R3_ROUTE, UCUM_OF_UNIT } from './r3-codes.ts';
import type { MeddraOptions } from './r3-reactions.ts';

/**
 * G.k.9.i.3: R3 keeps "time from drug start / last dose to reaction" per drug and reaction; the case form keeps
 * them per reaction, so they are written on the first drug, pointing at their reaction.
 */
function intervals(reactions: E2bR3Reaction[]): XmlNode[] {
  return reactions.flatMap((reaction, index) => {
    const interval = (typeCode: 'SAS' | 'SAE', amount: number | undefined, unit: string | undefined) => {
      const ucum = unit === undefined ? undefined : UCUM_OF_UNIT[unit as keyof typeof UCUM_OF_UNIT];
      if (amount === undefined || ucum === undefined) return [];
      return [
        el('outboundRelationship1', { typeCode }, [
          el('pauseQuantity', { value: String(amount), unit: ucum }),
          el('actReference', { classCode: 'OBS', moodCode: 'EVN' }, [el('id', { root: reactionId(index) })]),
        ]),
      ];
    };
    return [
      ...interval('SAS', reaction.first_time, reaction.first_time_unit),
      ...interval('SAE', reaction.last_time, reaction.last_time_unit),
    ];
  });
}

/** G.k.4.r: one dosage — text, period, route, dose, lot number and dose form. */
function dosage(drug: E2bDrug): XmlNode[] {
  const durationUnit = drug.duration_unit === undefined ? undefined : UCUM_OF_UNIT[drug.duration_unit];
  const period = [...ts('low', drug.start_date), ...ts('high', drug.end_date)];
  const width =
    drug.duration === undefined || durationUnit === undefined
      ? []
      : [
          el('comp', { 'xsi:type': 'IVL_TS', operator: 'A' }, [
            el('width', { value: String(drug.duration), unit: durationUnit }),
          ]),
        ];
  const effectiveTime = wrap('effectiveTime', { 'xsi:type': 'SXPR_TS' }, [
    ...wrap('comp', { 'xsi:type': 'IVL_TS', operator: 'A' }, period),
    ...width,
  ]);
  const route =
    drug.route_of_administration === undefined ? undefined : R3_ROUTE[drug.route_of_administration];
  const form = [
    ...(drug.dosage_form === undefined && drug.pharmaceutical_form === undefined
      ? []
      : [
          el(
            'formCode',
            drug.dosage_form === undefined ? {} : { code: drug.dosage_form, codeSystem: OID.edqmForm },
            textEl('originalText', drug.pharmaceutical_form),
          ),
        ]),
  ];
  const consumable = wrap('consumable', { typeCode: 'CSM' }, [
    ...wrap('instanceOfKind', { classCode: 'INST' }, [
      ...wrap(
        'productInstanceInstance',
        { classCode: 'MMAT', determinerCode: 'INSTANCE' },
        textEl('lotNumberText', drug.batch_number),
      ),
      ...wrap('kindOfProduct', { classCode: 'MMAT', determinerCode: 'KIND' }, form),
    ]),
  ]);
  const children = [
    ...textEl('text', drug.dose_frequency),
    ...effectiveTime,
    ...(route === undefined
      ? []
      : [el('routeCode', { code: route.code, codeSystem: OID.nciThesaurus, displayName: route.name })]),
    ...(drug.dose_amount === undefined
      ? []
      : [el('doseQuantity', { value: String(drug.dose_amount), unit: drug.dose_unit ?? '1' })]),
    ...consumable,
  ];
  return wrap('outboundRelationship2', { typeCode: 'COMP' }, [
    ...wrap('substanceAdministration', { classCode: 'SBADM', moodCode: 'EVN' }, children),
  ]);
}

/**
 * G.k.7.r: the indication as reported (G.k.7.r.1, originalText) and, when coded, its LLT code and MedDRA release
 * (G.k.7.r.2) on the same value, with the reporter as its source — the shape of FDA's example messages.
 */
function indication(item: E2bDrug, options: MeddraOptions): XmlNode[] {
  const code = item.indication_meddra_code;
  if (item.indication === undefined && code === undefined) return [];
  const version = item.indication_meddra_version ?? options.meddraVersion;
  return [
    el('inboundRelationship', { typeCode: 'RSON' }, [
      observation(
        OBS.indication,
        'indication',
        [
          el(
            'value',
            { 'xsi:type': 'CE', codeSystem: OID.meddra, ...meddraCoding(code, version) },
            textEl('originalText', item.indication),
          ),
        ],
        [
          el('performer', { typeCode: 'PRF' }, [
            el('assignedEntity', { classCode: 'ASSIGNED' }, [
              el('code', { code: '3', codeSystem: OID.commentAuthor, displayName: 'sourceReporter' }),
            ]),
          ]),
        ],
      ),
    ]),
  ];
}

function drug(item: E2bDrug, index: number, reactions: E2bR3Reaction[], options: MeddraOptions): XmlNode {
  const recurrence =
    item.drug_recurrance === undefined
      ? []
      : [
          el('outboundRelationship2', { typeCode: 'PERT' }, [
            observation(
              OBS.recurrence,
              'recurranceOfReaction',
              coded('value', item.drug_recurrance, OID.recurrence),
              [
                el('outboundRelationship1', { typeCode: 'REFR' }, [
                  el('actReference', { classCode: 'OBS', moodCode: 'EVN' }, [
                    el('id', { root: reactionId(0) }),
                  ]),
                ]),
              ],
            ),
          ]),
        ];
  const additional =
    item.additional_info === undefined
      ? []
      : [
          el('outboundRelationship2', { typeCode: 'REFR' }, [
            observation(
              OBS.additionalInformation,
              'additionalInformation',
              textEl('value', item.additional_info, { 'xsi:type': 'ST' }),
            ),
          ]),
        ];
  const action =
    item.action_taken === undefined
      ? []
      : [
          el('inboundRelationship', { typeCode: 'CAUS' }, [
            el('act', { classCode: 'ACT', moodCode: 'EVN' }, [
              el('code', { code: R3_ACTION_TAKEN[item.action_taken], codeSystem: OID.actionTaken }),
            ]),
          ]),
        ];
  return el('substanceAdministration', { classCode: 'SBADM', moodCode: 'EVN' }, [
    el('id', { root: drugId(index) }),
    el('consumable', { typeCode: 'CSM' }, [
      el('instanceOfKind', { classCode: 'INST' }, [
        el('kindOfProduct', { classCode: 'MMAT', determinerCode: 'KIND' }, [
          ...textEl('name', item.medicinal_product),
          ...wrap('ingredient', { classCode: 'ACTI' }, [
            ...wrap(
              'ingredientSubstance',
              { classCode: 'MMAT', determinerCode: 'KIND' },
              textEl('name', item.active_substance),
            ),
          ]),
        ]),
      ]),
    ]),
    ...(index === 0 ? intervals(reactions) : []),
    ...dosage(item),
    ...recurrence,
    ...additional,
    ...indication(item, options),
    ...action,
  ]);
}

export function drugOrganizer(report: E2bR3Case, options: MeddraOptions): XmlNode[] {
  return organizer(
    ORGANIZER.drugs,
    'drugInformation',
    report.drugs.map((item, index) => drug(item, index, report.reactions, options)),
  );
}

/** G.k.1: each drug's role (suspect, concomitant, interacting) as a causality assessment pointing at it. */
export function drugRoles(report: E2bR3Case): XmlNode[] {
  return report.drugs.map((item, index) =>
    el('component', { typeCode: 'COMP' }, [
      el('causalityAssessment', { classCode: 'OBS', moodCode: 'EVN' }, [
        el('code', {
          code: OBS.drugRole,
          codeSystem: OID.observation,
          displayName: 'interventionCharacterization',
        }),
        el('value', { 'xsi:type': 'CE', code: item.drug_role, codeSystem: OID.drugRole }),
        el('subject2', { typeCode: 'SUBJ' }, [
          el('productUseReference', { classCode: 'SBADM', moodCode: 'EVN' }, [
            el('id', { root: drugId(index) }),
          ]),
        ]),
      ]),
    ]),
  );
}
