import type { XmlNode } from '../xml-writer.ts';
import type { E2bR3Case } from './e2b-r3-case.ts';
import { country, el, textEl, wrap } from './hl7-nodes.ts';
import { OID } from './oids.ts';

/** C.5 study: name, sponsor number, type and one registration, as the primaryRole's subjectOf1. */
export function study(report: E2bR3Case): XmlNode[] {
  const registration = wrap('authorization', { typeCode: 'AUTH' }, [
    ...wrap('studyRegistration', { classCode: 'ACT', moodCode: 'EVN' }, [
      ...(report.study_registry_number === undefined
        ? []
        : [el('id', { extension: report.study_registry_number, root: OID.studyRegistration })]),
      ...wrap('author', { typeCode: 'AUT' }, [
        ...wrap('territorialAuthority', { classCode: 'TERR' }, [
          ...wrap(
            'governingPlace',
            { classCode: 'COUNTRY', determinerCode: 'INSTANCE' },
            country('code', report.study_registry_country),
          ),
        ]),
      ]),
    ]),
  ]);
  const children = [
    ...(report.study_sponsor_number === undefined
      ? []
      : [el('id', { extension: report.study_sponsor_number, root: OID.sponsorStudyNumber })]),
    ...(report.study_type === undefined
      ? []
      : [el('code', { code: report.study_type, codeSystem: OID.studyType })]),
    ...textEl('title', report.study_name),
    ...registration,
  ];
  return children.length === 0
    ? []
    : [
        el('subjectOf1', { typeCode: 'SBJ' }, [
          el('researchStudy', { classCode: 'CLNTRL', moodCode: 'EVN' }, children),
        ]),
      ];
}
