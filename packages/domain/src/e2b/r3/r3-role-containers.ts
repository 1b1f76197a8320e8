import type { XmlNode } from '../xml-writer.ts';
import { el, wrap } from './hl7-nodes.ts';
import { OID } from './oids.ts';

/**
 * The containers R3 hangs the case's acts in: each patient characteristic, reaction and organizer sits in a
 * subjectOf2 of the patient's primaryRole, and an observation about another act (seriousness, outcome, a test
 * comment) in a pertinent outboundRelationship2 of that act.
 */
export const subjectOf2 = (children: XmlNode[]): XmlNode[] =>
  wrap('subjectOf2', { typeCode: 'SBJ' }, children);

export function pertinent(child: XmlNode): XmlNode {
  return el('outboundRelationship2', { typeCode: 'PERT' }, [child]);
}

/** An organizer (D.7, D.8, F.r, G.k) holding one component per entry. */
export function organizer(code: string, displayName: string, components: XmlNode[]): XmlNode[] {
  if (components.length === 0) return [];
  return subjectOf2([
    el('organizer', { classCode: 'CATEGORY', moodCode: 'EVN' }, [
      el('code', { code, codeSystem: OID.organizer, displayName }),
      ...components.map((component) => el('component', { typeCode: 'COMP' }, [component])),
    ]),
  ]);
}
