import { REPORTER_QUALIFICATIONS } from '../code-lists.ts';
import type { XmlElement } from '../xml-parser.ts';
import { formCode, formText, joined } from './form-values.ts';
import type { ReadEntry } from './read-case.ts';
import { at, attr, codeOf, kid, kids, text } from './xml-query.ts';

/** C.2.r / C.3 contact details: a reporter's or the sender's assignedEntity, under the form's prefix. */
export function party(entity: XmlElement | undefined, prefix: 'reporter' | 'sender'): ReadEntry {
  const person = kid(entity, 'assignedPerson');
  const name = kid(person, 'name');
  const telecoms = kids(entity, 'telecom').map((telecom) => attr(telecom, 'value') ?? '');
  const telecom = (scheme: string) =>
    formText(telecoms.find((value) => value.startsWith(scheme))?.slice(scheme.length));
  const department = kid(entity, 'representedOrganization');
  return {
    [`${prefix}_title`]: formText(text(kid(name, 'prefix'))),
    [`${prefix}_given_name`]: joined(kids(name, 'given').map(text), ' '),
    [`${prefix}_family_name`]: formText(text(kid(name, 'family'))),
    [`${prefix}_organization`]: formText(
      text(at(department, 'assignedEntity', 'representedOrganization', 'name')),
    ),
    [`${prefix}_department`]: formText(text(kid(department, 'name'))),
    [`${prefix}_street`]: joined(kids(kid(entity, 'addr'), 'streetAddressLine').map(text), ' '),
    [`${prefix}_city`]: formText(text(at(entity, 'addr', 'city'))),
    [`${prefix}_state`]: formText(text(at(entity, 'addr', 'state'))),
    [`${prefix}_postal_code`]: formText(text(at(entity, 'addr', 'postalCode'))),
    [`${prefix}_country`]: formText(attr(at(person, 'asLocatedEntity', 'location', 'code'), 'code')),
    [`${prefix}_email`]: telecom('mailto:'),
    [`${prefix}_phone`]: telecom('tel:'),
    // C.3.4.7: in E2B(R3) only the sender has a fax.
    ...(prefix === 'sender' ? { sender_fax: telecom('fax:') } : {}),
  };
}

/** C.2.r: every primary source, the one for regulatory purposes (C.2.r.5) first. */
export function reporters(event: XmlElement | undefined): ReadEntry[] {
  const sources = kids(event, 'outboundRelationship').filter(
    (relation) => codeOf(kid(relation, 'relatedInvestigation')) === '2',
  );
  // The primary source for regulatory purposes (C.2.r.5) becomes the case's own reporter.
  const ordered = [
    ...sources.filter((source) => kid(source, 'priorityNumber') !== undefined),
    ...sources.filter((source) => kid(source, 'priorityNumber') === undefined),
  ];
  return ordered.map((source) => {
    const entity = at(
      source,
      'relatedInvestigation',
      'subjectOf2',
      'controlActEvent',
      'author',
      'assignedEntity',
    );
    const qualification = attr(at(entity, 'assignedPerson', 'asQualifiedEntity', 'code'), 'code');
    return { ...party(entity, 'reporter'), reporter_type: formCode(qualification, REPORTER_QUALIFICATIONS) };
  });
}
