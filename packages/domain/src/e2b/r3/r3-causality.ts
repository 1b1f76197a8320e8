import type { XmlNode } from '../xml-writer.ts';
import type { E2bR3Case } from './e2b-r3-case.ts';
import { el, textEl } from './hl7-nodes.ts';
import { OBS, OID } from './oids.ts';
import { drugId, reactionId } from './r3-act-ids.ts';

/**
 * G.k.9.i.2.r: each drug's causality assessments, one causalityAssessment per source and reaction, beside the
 * drug roles: the result (r.3) as text, the method (r.2) and the source (r.1) as original text, the reaction
 * (G.k.9.i.1) and the drug referenced by their ids — the shape of FDA's example messages.
 */
export function causalityAssessments(report: E2bR3Case): XmlNode[] {
  return report.drugs.flatMap((drug, drugIndex) =>
    drug.reaction_assessments
      .filter((assessment) => assessment.reaction < report.reactions.length)
      .map((assessment) =>
        el('component', { typeCode: 'COMP' }, [
          el('causalityAssessment', { classCode: 'OBS', moodCode: 'EVN' }, [
            el('code', { code: OBS.causality, codeSystem: OID.observation, displayName: 'causality' }),
            ...textEl('value', assessment.result, { 'xsi:type': 'ST' }),
            ...(assessment.method === undefined
              ? []
              : [el('methodCode', {}, textEl('originalText', assessment.method))]),
            el('author', { typeCode: 'AUT' }, [
              el('assignedEntity', { classCode: 'ASSIGNED' }, [
                el('code', {}, textEl('originalText', assessment.source)),
              ]),
            ]),
            el('subject1', { typeCode: 'SUBJ' }, [
              el('adverseEffectReference', { classCode: 'OBS', moodCode: 'EVN' }, [
                el('id', { root: reactionId(assessment.reaction) }),
              ]),
            ]),
            el('subject2', { typeCode: 'SUBJ' }, [
              el('productUseReference', { classCode: 'SBADM', moodCode: 'EVN' }, [
                el('id', { root: drugId(drugIndex) }),
              ]),
            ]),
          ]),
        ]),
      ),
  );
}
