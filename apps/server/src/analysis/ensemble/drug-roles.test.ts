import { describe, expect, it } from 'vitest';
import type { Source } from '@vigila/domain';
import { analyzeWithEvidence } from '../lexicon/lexicon-analyzer.ts';
import { extractCaseFacts } from './case-facts.ts';

const facts = (text: string, channel: Source = 'email') =>
  extractCaseFacts(analyzeWithEvidence({ text, channel }).evidence, channel);
const rolesOf = (text: string) =>
  Object.fromEntries(facts(text).drugs?.map((drug) => [drug.name, [drug.role, drug.evidence]]) ?? []);

describe('drug roles read from the text', () => {
  it('reads a bracketed "(concomitant)" and a treatment given for the reaction (English)', () => {
    const text =
      'Dear team, my patient developed a severe rash after starting lamotrigine. Metformin 500 mg (concomitant). He was treated with hydrocortisone.';
    expect(rolesOf(text)).toEqual({
      lamotrigine: ['suspect', null],
      Metformin: ['concomitant', '(concomitant)'],
      hydrocortisone: ['treatment', 'treated with hydrocortisone'],
    });
    expect(facts(text).products).toEqual(['lamotrigine']);
  });

  it('reads the cues across the line breaks of a wrapped e-mail', () => {
    const text = [
      'A 58-year-old woman started Lisinopril 10 mg daily. Five days later she developed a generalised rash and was',
      'admitted to hospital. She also takes metformin (concomitant) for her diabetes. The rash was treated',
      'with hydrocortisone and has resolved. Concomitant',
      'medications: omeprazole.',
    ].join('\r\n');
    expect(rolesOf(text)).toMatchObject({
      Lisinopril: ['suspect', null],
      metformin: ['concomitant', '(concomitant)'],
      hydrocortisone: ['treatment', 'treated\r\nwith hydrocortisone'],
      omeprazole: ['concomitant', 'Concomitant\r\nmedications: omeprazole'],
    });
  });

  it('reads a concomitant list and a treatment "para" the reaction (Spanish)', () => {
    expect(
      rolesOf(
        'Mi paciente tuvo urticaria tras tomar amoxicilina. También toma enalapril y omeprazol. Le dieron loratadina para la urticaria.',
      ),
    ).toEqual({
      amoxicilina: ['suspect', null],
      enalapril: ['concomitant', 'También toma enalapril'],
      omeprazol: ['concomitant', 'También toma enalapril y omeprazol'],
      loratadina: ['treatment', 'Le dieron loratadina para la urticaria'],
    });
    expect(
      rolesOf('El paciente presentó exantema tras amoxicilina y fue tratado con dexclorfeniramina.'),
    ).toMatchObject({ dexclorfeniramina: ['treatment', 'tratado con dexclorfeniramina'] });
    expect(rolesOf('Medicación concomitante: metformina. Tuvo diarrea con la amoxicilina.')).toMatchObject({
      metformina: ['concomitant', 'Medicación concomitante: metformina'],
      amoxicilina: ['suspect', null],
    });
  });

  it('reads "concomitant medications:" lists and "also takes", and ends a list at a new clause', () => {
    expect(
      rolesOf(
        'Concomitant medications: atorvastatin 20 mg, ramipril 5 mg daily. After starting amoxicillin she developed hives.',
      ),
    ).toEqual({
      atorvastatin: ['concomitant', 'Concomitant medications: atorvastatin'],
      ramipril: ['concomitant', 'Concomitant medications: atorvastatin 20 mg, ramipril'],
      amoxicillin: ['suspect', null],
    });
    expect(rolesOf('She also takes metformin, but after starting ibuprofen she developed a rash.')).toEqual({
      metformin: ['concomitant', 'She also takes metformin'],
      ibuprofen: ['suspect', null],
    });
  });

  it('reads an interaction between two drugs, in English and Spanish, and not a denied one', () => {
    const english = facts(
      'Suspected interaction between warfarin and fluconazole: the patient had a major bleeding.',
    );
    expect(english.drugs?.map((drug) => drug.role)).toEqual(['interacting', 'interacting']);
    expect(english.products).toEqual(['warfarin', 'fluconazole']);
    expect(
      rolesOf('Sospechamos una interacción entre simvastatina y claritromicina: rabdomiólisis.'),
    ).toEqual({
      simvastatina: ['interacting', 'interacción entre simvastatina'],
      claritromicina: ['interacting', 'interacción entre simvastatina y claritromicina'],
    });
    expect(
      rolesOf('No interaction with warfarin was seen; the rash came after amoxicillin.').warfarin,
    ).toEqual(['suspect', null]);
  });

  it('keeps the suspect of "a patient treated with X developed Y" and of a drug prescribed before the reaction', () => {
    expect(rolesOf('A 34-year-old woman treated with paroxetine developed hyponatraemia.')).toEqual({
      paroxetine: ['suspect', null],
    });
    expect(
      rolesOf('I was prescribed doxycycline for acne and got a terrible sunburn-like rash.').doxycycline,
    ).toEqual(['suspect', null]);
  });

  it('reads "given X for the rash" after the rash was told', () => {
    expect(
      rolesOf('She developed a rash after amoxicillin. She was given cetirizine for the rash.').cetirizine,
    ).toEqual(['treatment', 'given cetirizine for the rash']);
  });
});

describe('vague reactions and where seriousness goes', () => {
  it('drops "adverse drug reaction" when a specific reaction was read, and puts the criterion on it', () => {
    const found = facts(
      'Subject: adverse drug reaction\nMy patient developed a severe rash after lamotrigine and was admitted to hospital.',
    );
    expect(found.reactions.map((reaction) => reaction.term)).toEqual(['Severe rash']);
    expect(found.reactions[0]).toMatchObject({ seriousness: ['hospitalisation'] });
  });

  it('drops "reacción adversa" in Spanish too', () => {
    const found = facts('Asunto: reacción adversa\nTuve urticaria con la amoxicilina y me ingresaron.');
    expect(found.reactions.map((reaction) => reaction.term)).not.toContain('Adverse drug reaction');
    expect(found.reactions[0]?.seriousness).toEqual(['hospitalisation']);
  });

  it('keeps a vague reaction that is alone, marked to be specified', () => {
    expect(facts('I had a side effect from ibuprofen.').reactions).toEqual([
      { text: 'side effect', term: 'Adverse drug reaction', vague: true, seriousness: [] },
    ]);
    expect(facts('Tuve un efecto secundario con el ibuprofeno.').reactions[0]?.vague).toBe(true);
  });

  it('puts a criterion on the reaction its sentence names, else on the first specific reaction', () => {
    const found = facts(
      'After the amoxicillin I had a headache. Two days later a rash spread everywhere and they admitted me for it.',
    );
    expect(found.reactions.map((reaction) => [reaction.term, reaction.seriousness])).toEqual([
      ['Headache', []],
      ['Rash', ['hospitalisation']],
    ]);
    const elsewhere = facts(
      'After the amoxicillin I had a headache and a rash. I spent three nights in the hospital.',
    );
    expect(elsewhere.reactions[0]?.seriousness).toEqual(['hospitalisation']);
  });
});
