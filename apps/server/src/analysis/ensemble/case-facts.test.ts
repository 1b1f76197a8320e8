import { describe, expect, it } from 'vitest';
import type { Source } from '@vigila/domain';
import { analyzeWithEvidence } from '../lexicon/lexicon-analyzer.ts';
import { extractCaseFacts } from './case-facts.ts';

const facts = (text: string, channel: Source = 'email') =>
  extractCaseFacts(analyzeWithEvidence({ text, channel }).evidence, channel);

describe('extractCaseFacts', () => {
  it('reads products, reactions, seriousness, age and reporter from a consumer e-mail', () => {
    const found = facts(
      "I'm 58 and started Lisinopril 10 mg a month ago. Is it normal that I can't stop coughing at night, and that my lips puffed up so much they kept me in hospital for two nights?",
    );
    expect(found.products).toEqual(['Lisinopril']);
    expect(found.reactions.map((reaction) => reaction.term)).toContain('Cough');
    expect(found).toMatchObject({
      serious: true,
      // Lips that puffed up read as angioedema, an important medical event.
      seriousness: ['hospitalisation', 'medically_important'],
      patientAge: 58,
      reporter: 'consumer',
    });
    expect(found.seriousnessEvidence[0]).toBe('kept me in');
  });

  it('reads Spanish lay words for an intensive-care stay and a death', () => {
    expect(
      facts('A mi tía le pusieron la ceftriaxona y acabó en la UCI, casi se nos va.').seriousness,
    ).toEqual(['life_threatening', 'hospitalisation']);
    expect(facts('Mi padre falleció dos días después de empezar el tramadol.').seriousness).toEqual([
      'death',
    ]);
  });

  it('calls a reaction on the Important Medical Events list medically important, in lay words too', () => {
    const jaundice = facts(
      'Two weeks after starting the new statin my skin and yellow eyes scared me, no hospital.',
    );
    expect(jaundice.seriousness).toEqual(['medically_important']);
    expect(jaundice.reactions.find((reaction) => reaction.term === 'Jaundice')?.seriousness).toEqual([
      'medically_important',
    ]);
    expect(jaundice.seriousnessEvidence).toEqual(['yellow eyes']);
    const liver = facts('Con la amoxicilina-clavulánico me salió una ictericia, me trataron en casa.');
    expect(liver.seriousness).toEqual(['medically_important']);
    // A rash is no important medical event.
    expect(facts('The amoxicillin gave me a mild rash on my arms.').serious).toBe(false);
  });

  it('leaves out negated criteria and an emergency visit that ended at home', () => {
    const found = facts(
      'After the amoxicillin I had a rash; I was not admitted, they sent me home from the ER.',
    );
    expect(found.serious).toBe(false);
    expect(found.seriousness).toEqual([]);
    // Sent home, so the visit hides no admission: not even possibly serious.
    expect(found.possiblySerious).toBe(false);
  });

  it('marks a text possibly serious, with its words, when they may hide a criterion', () => {
    const er = facts('Took the amoxicillin and ended up in the ER with hives all over, what a night.');
    expect(er).toMatchObject({ serious: false, possiblySerious: true });
    expect(er.possiblySeriousEvidence).toEqual(['ended up in the ER']);
    const faint = facts('Con el enalapril me desmayé en el trabajo y me llevaron en ambulancia.');
    expect(faint).toMatchObject({ serious: false, possiblySerious: true });
    expect(faint.possiblySeriousEvidence).toEqual(['me desmayé']);
    const adrenaline = facts('After the shot my lips swelled and the nurse gave me adrenaline.');
    // Swollen lips read as angioedema, already medically important: serious, so not "possibly".
    expect(adrenaline).toMatchObject({ serious: true, possiblySerious: false });
    expect(facts('The ibuprofen gave me a mild rash on my arms.').possiblySerious).toBe(false);
    expect(facts('The rash from the ibuprofen was itchy but I never fainted.').possiblySerious).toBe(false);
  });

  it('reads no criterion in a fear, a workplace or "none requiring admission"', () => {
    expect(
      facts(
        'After the sumatriptan my chest went tight and I thought I was having a heart attack, gone in 20 min.',
      ).seriousness,
    ).toEqual([]);
    expect(facts('As an ICU nurse I noticed the Keppra made me irritable.').seriousness).toEqual([]);
    expect(
      facts(
        'Title: Reactions to zoledronic acid\nAbstract excerpt: Fever and myalgia occurred after infusion, none requiring admission.',
        'literature',
      ).seriousness,
    ).not.toContain('hospitalisation');
  });

  it('reads lasting harm to work, sight and walking, and anomalies in lay words', () => {
    expect(
      facts('After the ethambutol my dad lost most of his vision, he is legally blind now.').seriousness,
    ).toContain('disability');
    expect(
      facts('Desde la Benzetacil no puedo levantar el pie y ya no puedo trabajar en la obra.').seriousness,
    ).toContain('disability');
    expect(
      facts('I was on Accutane when I got pregnant and my son was born with a hole in his heart.')
        .seriousness,
    ).toContain('congenital_anomaly');
  });

  it('reads disability and medically important events in lay words', () => {
    expect(
      facts("Since the fluoroquinolone I can't walk more than a block since last spring.").seriousness,
    ).toContain('disability');
    expect(
      facts('Desde que tomé el levofloxacino no puedo caminar bien desde hace meses.').seriousness,
    ).toContain('disability');
    expect(facts('My son had a fit two days after the tramadol was started.').seriousness).toContain(
      'medically_important',
    );
  });

  it('knows health professionals, and that literature is written by physicians', () => {
    expect(facts('Soy farmacéutica: una paciente con ibuprofeno tuvo urticaria.').reporter).toBe(
      'pharmacist',
    );
    expect(facts('As a nurse I saw a patient faint after the vaccine.').reporter).toBe('other_hcp');
    expect(
      facts(
        'Title: Hepatitis after amoxicillin\nAbstract excerpt: A 34-year-old woman developed jaundice.',
        'literature',
      ),
    ).toMatchObject({ reporter: 'physician', patientAge: 34, patientSex: 'female' });
  });

  it('keeps a class of medicines out of the drugs when a product is named, and alone keeps it', () => {
    expect(facts('I take supplements and the atorvastatin gave me muscle pain.').products).toEqual([
      'atorvastatin',
    ]);
    expect(facts('The antibiotics gave me a rash all over.').products).toEqual(['antibiotics']);
  });

  it('names a congenital anomaly after exposure in pregnancy', () => {
    expect(
      facts('I took valproate throughout pregnancy and my son was born with spina bifida.').seriousness,
    ).toContain('congenital_anomaly');
  });
});
