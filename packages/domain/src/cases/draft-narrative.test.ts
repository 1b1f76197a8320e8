import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { loadSpanish } from '../messages/es.ts';
import { narrativeWordsOf } from '../messages/narrative-words.ts';
import { draftNarrative, type NarrativeInput } from './draft-narrative.ts';

const english = narrativeWordsOf(en, 'en');
const spanish = narrativeWordsOf(await loadSpanish(), 'es');

/** A physician's report: a suspect and a concomitant drug, two reactions, a test, dechallenge and rechallenge. */
const fullCase: NarrativeInput = {
  form: {
    report_type: '1',
    initials: 'JDM',
    age: '67',
    age_unit: '801',
    gender: '1',
    weight: '72.5',
    medical_history: 'Type 2 diabetes since 2015.',
    occur_country: 'ES',
    reporter_comments: 'I consider the hepatitis probably related to the antibiotic.',
    upload_date: '2026-11-27',
  },
  reporters: [
    { reporter_type: '1', reporter_country: 'ES', reporter_given_name: 'Ana', reporter_family_name: 'Ruiz' },
  ],
  reactions: [
    {
      reaction_term: 'Hepatitis cholestatic',
      reaction_meddra_code: '10019837',
      reaction_start_date: '2026-11-10',
      reaction_outcome: '2',
      hospitalization: true,
    },
    { reaction_term: 'Pruritus', reaction_start_date: '2026-11-09', reaction_outcome: '1' },
  ],
  drugs: [
    { medicinal_product: 'Omeprazole', drug_role: '2', dose_amount: '20', dose_unit: 'mg' },
    {
      medicinal_product: 'Amoxicillin-clavulanate',
      drug_role: '1',
      dose_amount: '875',
      dose_unit: 'mg',
      dose_frequency: 'twice daily',
      route_of_administration: '001',
      start_date: '2026-11-02',
      end_date: '2026-11-10',
      indication: 'Pneumonia',
      action_taken: '1',
      drug_recurrance: '2',
    },
  ],
  tests: [{ test_name: 'Bilirubin', test_date: '2026-11-11', test_result: '9.8', test_unit: 'mg/dl' }, {}],
  initialReceiptDate: '2026-11-16',
  sourceNames: [],
};

const paragraphs = (narrative: string) => narrative.split('\n\n');

describe('draftNarrative in the regulators’ order (English)', () => {
  const narrative = draftNarrative(fullCase, english);

  it('writes one paragraph per part: receipt, patient, products, events, dechallenge, assessment', () => {
    const parts = paragraphs(narrative);
    expect(parts).toHaveLength(6);
    expect(parts[0]).toMatch(/^This report was first received/);
    expect(parts[1]).toMatch(/^Patient:/);
    expect(parts[2]).toMatch(/^Suspect drug:/);
    expect(parts[3]).toMatch(/^Event:/);
    expect(parts[4]).toMatch(/^Action taken/);
    expect(parts[5]).toMatch(/^Reporter’s comments/);
  });

  it('opens with the initial receipt date, day first, never the upload date', () => {
    expect(paragraphs(narrative)[0]).toBe(
      'This report was first received on 16 November 2026. Report type: spontaneous report. ' +
        'Reporter: physician; country: Spain.',
    );
    expect(narrative).not.toContain('27 November');
  });

  it('describes the patient by initials, age, sex, weight and history', () => {
    expect(paragraphs(narrative)[1]).toBe(
      'Patient: initials JDM, 67 years old, male, weight 72.5 kg. Relevant medical history: Type 2 diabetes since 2015.',
    );
  });

  it('lists each drug, suspects first, with dose, route, dates and indication; what is missing is unknown', () => {
    expect(paragraphs(narrative)[2]).toBe(
      'Suspect drug: Amoxicillin-clavulanate; dose: 875 mg, twice daily; route: oral; start date: 2 November 2026; ' +
        'stop date: 10 November 2026; indication: Pneumonia. ' +
        'Concomitant drug: Omeprazole; dose: 20 mg; route: unknown; start date: unknown; stop date: unknown; ' +
        'indication: unknown.',
    );
  });

  it('lists each event with onset, end, seriousness, treatment and outcome, then the tests', () => {
    expect(paragraphs(narrative)[3]).toBe(
      'Event: Hepatitis cholestatic; onset: 10 November 2026; end: unknown; seriousness: caused or prolonged ' +
        'hospitalisation; treatment: unknown; outcome: recovering/resolving. ' +
        'Event: Pruritus; onset: 9 November 2026; end: unknown; seriousness: no seriousness criterion reported; ' +
        'treatment: unknown; outcome: recovered/resolved. ' +
        'Relevant tests: Bilirubin (11 November 2026): 9.8 mg/dl.',
    );
  });

  it('writes the treatment the source names for the reaction on the first event (decision 0043)', () => {
    const treated = draftNarrative({ ...fullCase, treatments: ['Hydrocortisone', 'Cetirizine'] }, english);
    expect(paragraphs(treated)[3]).toContain(
      'hospitalisation; treatment: Hydrocortisone, Cetirizine; outcome: recovering/resolving. ',
    );
    expect(paragraphs(treated)[3]).toContain(
      'Event: Pruritus; onset: 9 November 2026; end: unknown; seriousness: no seriousness criterion reported; treatment: unknown;',
    );
  });

  it('states dechallenge and rechallenge when the case has them', () => {
    expect(paragraphs(narrative)[4]).toBe(
      'Action taken with Amoxicillin-clavulanate: drug withdrawn. ' +
        'On readministration of Amoxicillin-clavulanate, the reaction did not recur.',
    );
  });

  it('ends with the reporter’s assessment', () => {
    expect(paragraphs(narrative)[5]).toBe(
      'Reporter’s comments: I consider the hepatitis probably related to the antibiotic.',
    );
  });

  it('writes a death with its cause and autopsy among the events', () => {
    const died = draftNarrative(
      {
        ...fullCase,
        form: {
          ...fullCase.form,
          death_date: '2026-11-14',
          death_cause: 'Liver failure',
          autopsy_yes_no: '2',
        },
      },
      english,
    );
    expect(died).toContain(
      'The patient died on 14 November 2026; reported cause of death: Liver failure; autopsy: no.',
    );
  });
});

describe('draftNarrative of an empty case', () => {
  const empty: NarrativeInput = {
    form: {},
    reporters: [{}],
    reactions: [{}],
    drugs: [{}],
    tests: [],
    initialReceiptDate: '2026-11-25',
    sourceNames: [],
  };

  it('invents nothing and says what is unknown, leaving out dechallenge', () => {
    expect(draftNarrative(empty, english)).toBe(
      [
        'This report was first received on 25 November 2026. Reporter: unknown; country: unknown.',
        'Patient: age unknown, sex unknown. Relevant medical history: unknown.',
        'Medicinal products: unknown.',
        'Events: unknown.',
        'The reporter’s causality assessment is unknown.',
      ].join('\n\n'),
    );
  });

  it('says the same in Spanish', () => {
    expect(draftNarrative(empty, spanish)).toBe(
      [
        'Este informe se recibió por primera vez el 25 de noviembre de 2026. Notificador: no consta; país: no consta.',
        'Paciente: edad: no consta, sexo: no consta. Antecedentes médicos relevantes: no constan.',
        'Medicamentos: no constan.',
        'Acontecimientos: no constan.',
        'No consta la valoración de causalidad del notificador.',
      ].join('\n\n'),
    );
  });
});

describe('draftNarrative in Spanish', () => {
  const narrativa = paragraphs(draftNarrative(fullCase, spanish));

  it('writes the receipt date and the reporter the Spanish way', () => {
    expect(narrativa[0]).toBe(
      'Este informe se recibió por primera vez el 16 de noviembre de 2026. ' +
        'Tipo de notificación: notificación espontánea. Notificador: médico; país: España.',
    );
  });

  it('writes the patient, with decimals and plurals of the language', () => {
    expect(narrativa[1]).toBe(
      'Paciente: iniciales JDM, 67 años, varón, peso 72,5 kg. ' +
        'Antecedentes médicos relevantes: Type 2 diabetes since 2015.',
    );
  });

  it('writes the products, events and rechallenge with Spanish words and dates', () => {
    expect(narrativa[2]).toContain(
      'Medicamento sospechoso: Amoxicillin-clavulanate; dosis: 875 mg, twice daily; vía: oral; ' +
        'fecha de inicio: 2 de noviembre de 2026; fecha de fin: 10 de noviembre de 2026; indicación: Pneumonia.',
    );
    expect(narrativa[3]).toContain(
      'Acontecimiento: Hepatitis cholestatic; inicio: 10 de noviembre de 2026; fin: no consta; ' +
        'gravedad: causó o prolongó la hospitalización; tratamiento: no consta; desenlace: en recuperación/en resolución.',
    );
    expect(narrativa[4]).toBe(
      'Medida adoptada con Amoxicillin-clavulanate: medicamento retirado. ' +
        'Tras la readministración de Amoxicillin-clavulanate, la reacción no reapareció.',
    );
    expect(narrativa[5]).toMatch(/^Comentarios del notificador: /);
  });
});

describe('draftNarrative keeps contact details out', () => {
  const leaky: NarrativeInput = {
    ...fullCase,
    form: {
      ...fullCase.form,
      reporter_given_name: 'Ana',
      reporter_family_name: 'Ruiz',
      reporter_email: 'ana.ruiz@hospital.example',
      reporter_phone: '+34 612 34 56 78',
      reporter_street: 'Calle Mayor 5',
      medical_history: 'Seen by Dr Ruiz at Calle Mayor 5 on 2026-10-01; call her on +34 612 34 56 78.',
      reporter_comments:
        'Probably related. Write to ana.ruiz@hospital.example or (555) 123-4567, see https://example.org/x?pin=4981 — Marta Vidal',
    },
    reporters: [
      {
        reporter_type: '1',
        reporter_given_name: 'Ana',
        reporter_family_name: 'Ruiz',
        reporter_street: 'Calle Mayor 5',
        reporter_phone: '+34 612 34 56 78',
      },
    ],
    sourceNames: ['Marta Vidal'],
  };

  for (const [language, words] of [
    ['English', english],
    ['Spanish', spanish],
  ] as const) {
    it(`writes no name, address, phone number, e-mail address or link of anyone (${language})`, () => {
      const narrative = draftNarrative(leaky, words);
      for (const leak of ['Ana', 'Ruiz', 'Marta', 'Vidal', 'Calle Mayor', '612', '555', '@', 'https', 'pin='])
        expect(narrative).not.toContain(leak);
      expect(narrative).toContain(words.say('narrative.removed'));
      // The facts around them stay.
      expect(narrative).toContain('Probably related.');
      expect(narrative).toContain('2026-10-01');
    });
  }

  it('keeps the patient’s initials', () => {
    expect(draftNarrative(leaky, english)).toContain('initials JDM');
  });
});
