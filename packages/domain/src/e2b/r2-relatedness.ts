import type { E2bDrug, E2bReaction } from './e2b-case.ts';
import { group, leaf, type XmlNode } from './xml-writer.ts';

/**
 * B.4.k.18: a drug's causality assessments, one drugreactionrelatedness per source and reaction. The reaction is
 * named as B.2.i names it (its LLT code with the MedDRA release when coded, else the term as reported).
 */
export function drugReactionRelatedness(drug: E2bDrug, reactions: readonly E2bReaction[]): XmlNode[] {
  return drug.reaction_assessments.flatMap((assessment) => {
    const reaction = reactions[assessment.reaction];
    if (reaction === undefined) return [];
    const code = reaction.med_dra_code ?? reaction.med_dra_pt_code;
    return group('drugreactionrelatedness', [
      ...leaf('drugreactionassesmeddraversion', code === undefined ? undefined : reaction.med_dra_version),
      ...leaf('drugreactionasses', code ?? reaction.term),
      ...leaf('drugassessmentsource', assessment.source),
      ...leaf('drugassessmentmethod', assessment.method),
      ...leaf('drugresult', assessment.result),
    ]);
  });
}
