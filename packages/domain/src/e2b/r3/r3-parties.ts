import type { E2bReporter } from '../e2b-case.ts';
import type { XmlNode } from '../xml-writer.ts';
import { country, el, textEl, wrap } from './hl7-nodes.ts';
import { OID } from './oids.ts';
import type { E2bR3Case } from './e2b-r3-case.ts';

/** C.2.r / C.3 contact details: the same HL7 shapes for a reporter and for the sender. */
interface Party {
  title?: string;
  given?: string;
  family?: string;
  organization?: string;
  department?: string;
  street?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  phone?: string;
  /** C.3.4.7: in E2B(R3) only the sender has a fax. */
  fax?: string;
  email?: string;
}

function telecoms(party: Party): XmlNode[] {
  return [
    ...(party.phone === undefined ? [] : [el('telecom', { value: `tel:${party.phone}` })]),
    ...(party.fax === undefined ? [] : [el('telecom', { value: `fax:${party.fax}` })]),
    ...(party.email === undefined ? [] : [el('telecom', { value: `mailto:${party.email}` })]),
  ];
}

/** The assignedEntity body: address, telecoms, person, then department holding the organisation (ICH order). */
function assignedEntity(party: Party, code: XmlNode[], qualification: XmlNode[]): XmlNode {
  const organization = wrap('representedOrganization', { classCode: 'ORG', determinerCode: 'INSTANCE' }, [
    ...textEl('name', party.department),
    ...wrap('assignedEntity', { classCode: 'ASSIGNED' }, [
      ...wrap('representedOrganization', { classCode: 'ORG', determinerCode: 'INSTANCE' }, [
        ...textEl('name', party.organization),
      ]),
    ]),
  ]);
  return el('assignedEntity', { classCode: 'ASSIGNED' }, [
    ...code,
    ...wrap('addr', {}, [
      ...textEl('streetAddressLine', party.street),
      ...textEl('city', party.city),
      ...textEl('state', party.state),
      ...textEl('postalCode', party.postalCode),
    ]),
    ...telecoms(party),
    ...wrap('assignedPerson', { classCode: 'PSN', determinerCode: 'INSTANCE' }, [
      ...wrap('name', {}, [
        ...textEl('prefix', party.title),
        ...textEl('given', party.given),
        ...textEl('family', party.family),
      ]),
      ...qualification,
      ...wrap('asLocatedEntity', { classCode: 'LOCE' }, [
        ...wrap(
          'location',
          { classCode: 'COUNTRY', determinerCode: 'INSTANCE' },
          country('code', party.country),
        ),
      ]),
    ]),
    ...organization,
  ]);
}

function reporterParty(reporter: E2bReporter): Party {
  return {
    title: reporter.reporter_title,
    given: reporter.reporter_given_name,
    family: reporter.reporter_family_name,
    organization: reporter.reporter_organization,
    department: reporter.reporter_department,
    street: reporter.reporter_street,
    city: reporter.reporter_city,
    state: reporter.reporter_state,
    postalCode: reporter.reporter_postal_code,
    country: reporter.reporter_country,
    phone: reporter.reporter_phone,
    email: reporter.reporter_email,
  };
}

/** One C.2.r primary source; the first is the primary source for regulatory purposes (C.2.r.5). */
function primarySource(reporter: E2bReporter, first: boolean): XmlNode {
  const qualification =
    reporter.reporter_type === undefined
      ? []
      : [
          el('asQualifiedEntity', { classCode: 'QUAL' }, [
            el('code', { code: reporter.reporter_type, codeSystem: OID.qualification }),
          ]),
        ];
  return el('outboundRelationship', { typeCode: 'SPRT' }, [
    ...(first ? [el('priorityNumber', { value: '1' })] : []),
    el('relatedInvestigation', { classCode: 'INVSTG', moodCode: 'EVN' }, [
      el('code', { code: '2', codeSystem: OID.relatedInvestigation, displayName: 'sourceReport' }),
      el('subjectOf2', { typeCode: 'SUBJ' }, [
        el('controlActEvent', { classCode: 'CACT', moodCode: 'EVN' }, [
          el('author', { typeCode: 'AUT' }, [assignedEntity(reporterParty(reporter), [], qualification)]),
        ]),
      ]),
    ]),
  ]);
}

export function primarySources(report: E2bR3Case): XmlNode[] {
  const first: E2bReporter = {
    ...report,
    reporter_country: report.reporter_country ?? report.primary_source_country,
  };
  return [first, ...report.additional_reporters].map((reporter, index) =>
    primarySource(reporter, index === 0),
  );
}

/** C.3 sender: who sends the report (company, regulator…), with its type code. */
export function sender(report: E2bR3Case): XmlNode[] {
  const party: Party = {
    title: report.sender_title,
    given: report.sender_given_name,
    family: report.sender_family_name,
    organization: report.sender_organization,
    department: report.sender_department,
    street: report.sender_street,
    city: report.sender_city,
    state: report.sender_state,
    postalCode: report.sender_postal_code,
    country: report.sender_country,
    phone: report.sender_phone,
    fax: report.sender_fax,
    email: report.sender_email,
  };
  const code =
    report.sender_type === undefined
      ? []
      : [el('code', { code: report.sender_type, codeSystem: OID.senderType })];
  return [
    el('subjectOf1', { typeCode: 'SUBJ' }, [
      el('controlActEvent', { classCode: 'CACT', moodCode: 'EVN' }, [
        el('author', { typeCode: 'AUT' }, [assignedEntity(party, code, [])]),
      ]),
    ]),
  ];
}
