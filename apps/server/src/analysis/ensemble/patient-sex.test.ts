import { describe, expect, it } from 'vitest';
import { analyzeWithEvidence } from '../lexicon/lexicon-analyzer.ts';
import { extractCaseFacts } from './case-facts.ts';

// Written for these tests (issue 27 point 5): the sex of the person who had the reaction, not of the writer.
const sexOf = (text: string) =>
  extractCaseFacts(analyzeWithEvidence({ text, channel: 'email' }).evidence, 'email').patientSex;

describe('the patient’s sex', () => {
  it('is the relative’s when the writer reports for someone else', () => {
    expect(sexOf('I am a mother of three. My son got a bad rash after the amoxicillin.')).toBe('male');
    expect(sexOf('My husband and I both take statins, but my mother had muscle pain on atorvastatin.')).toBe(
      'female',
    );
    expect(sexOf('Soy su madre: a mi hijo le salió urticaria con el ibuprofeno.')).toBe('male');
    expect(
      sexOf('My wife is worried because I get dizzy since starting amlodipine, I am a 60 year old man.'),
    ).toBe('male');
  });

  it('is the writer’s when she had it and says so', () => {
    expect(
      sexOf('As a woman in my fifties I was not told the HRT could give me headaches. My husband agrees.'),
    ).toBe('female');
    expect(sexOf('Desde que tomo la sertralina estoy mareada todo el día, y mi marido lo ha notado.')).toBe(
      'female',
    );
  });

  it('is not guessed from the writer’s relatives when the writer had the reaction and does not say', () => {
    expect(sexOf('My daughter told me to write: I have had diarrhoea since starting metformin.')).toBeNull();
  });

  it('reads how writers state their own sex, and never the Spanish "he" of "me he tomado" as a man', () => {
    expect(sexOf("I'm 41, female, and the ciprofloxacin left me with burning feet.")).toBe('female');
    expect(sexOf('Me he tomado el Eutirox dos veces y estaba como mareada toda la mañana.')).toBe('female');
    expect(sexOf('Me he tomado dos Enantyum y me ha salido urticaria.')).toBeNull();
    expect(sexOf('Tomé la píldora del día después y empecé a sangrar muchísimo.')).toBe('female');
  });

  it('reads the patient named by the next sentence or by a Spanish article', () => {
    expect(
      sexOf(
        'A 29-year-old on Yasmin came to the ER and was diagnosed with a pulmonary embolism. She was in hospital 4 days.',
      ),
    ).toBe('female');
    expect(sexOf('La paciente presentó una urticaria generalizada con la amoxicilina.')).toBe('female');
  });

  it('reads a case report’s patient', () => {
    expect(sexOf('A 34-year-old woman developed jaundice after amoxicillin-clavulanate.')).toBe('female');
    expect(sexOf('Un paciente varón de 70 años presentó hiponatremia con la sertralina.')).toBe('male');
  });
});
