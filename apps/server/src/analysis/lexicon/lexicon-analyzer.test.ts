import type { Source } from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { analyzeText, createLexiconAnalyzer } from './lexicon-analyzer.ts';

// Sentences written for these tests; none comes from the evaluation sets.
function flags(text: string, channel: Source = 'instagram') {
  const result = analyzeText({ text, channel });
  return { adr: result.adr.flagged, pqc: result.pqc.flagged, mi: result.mi.flagged, result };
}

describe('lexicon analyser: adverse reactions', () => {
  it('flags a reaction linked to a product and reports its preferred term', () => {
    const { adr, result } = flags(
      'Started escitalopram last month and since then I get awful headaches every afternoon',
    );
    expect(adr).toBe(true);
    expect(result.adr.reactionTerm).toBe('Headache');
  });

  it('does not flag negated reactions', () => {
    expect(flags('Two years on lisinopril and no side effects whatsoever, great stuff').adr).toBe(false);
    expect(flags('The new inhaler did not cause any dizziness for me').adr).toBe(false);
    expect(flags('Llevo un año con la crema y sin efectos secundarios, ni picor ni nada').adr).toBe(false);
  });

  it('does not flag hypotheticals, questions about side effects or hearsay', () => {
    expect(flags('Can this antibiotic cause a rash? Asking before I start it').adr).toBe(false);
    expect(flags('What if the vaccine gives me a fever before my exam lol').adr).toBe(false);
    expect(flags('My friends say these pills gave them terrible nausea, I have not tried them').adr).toBe(
      false,
    );
  });

  it('keeps a question about the author’s own reaction', () => {
    const { adr, mi } = flags('is it normal that my ankles swelled up since I started amlodipine??');
    expect(adr).toBe(true);
    expect(mi).toBe(true);
  });

  it('tells disease symptoms and indications from drug effects', () => {
    expect(flags('My dad’s arthritis pain has been brutal this winter, any tips?', 'youtube').adr).toBe(
      false,
    );
    expect(flags('I take ibuprofen for my headaches and it works well', 'youtube').adr).toBe(false);
    expect(flags('Tomo paracetamol porque me duele la espalda', 'youtube').adr).toBe(false);
  });

  it('ignores hyperbole and spam', () => {
    expect(flags('this commercial is killing me 😂 the jingle is stuck in my head').adr).toBe(false);
    expect(flags('DM me on WhatsApp, my herbal cure fixed my rash and headaches 100% real').adr).toBe(false);
  });

  it('reads Spanish reports', () => {
    const { adr, result } = flags(
      'Desde que tomo la metformina tengo diarrea casi todos los días',
      'youtube',
    );
    expect(adr).toBe(true);
    expect(result.adr.reactionTerm).toBe('Diarrhoea');
    expect(result.language).toBe('es');
  });

  it('treats GVP special situations as ADR even without a reaction', () => {
    expect(
      flags('I took my blood pressure tablets while pregnant with my second, before I knew').result.adr
        .reactionTerm,
    ).toBe('Exposure during pregnancy');
    expect(flags('Gave my son the wrong syrup by mistake, the adult one, he seems fine').adr).toBe(true);
    expect(
      flags('Six weeks on the patch and still no relief at all, it is not working', 'amazon').result.adr
        .reactionTerm,
    ).toBe('Drug ineffective');
    expect(
      flags('Mi hermano se toma las pastillas de la tos para colocarse los fines de semana', 'email').adr,
    ).toBe(true);
  });

  it('does not read an intention to become pregnant as an exposure in pregnancy', () => {
    for (const text of [
      'I take sertraline every day and we are planning a pregnancy next year, is that ok?',
      'On levothyroxine 50 mcg and trying to get pregnant, the tablets have been fine',
      'Tomo levotiroxina a diario y estamos buscando un embarazo, de momento todo bien',
      'Uso isotretinoína y quiero quedarme embarazada el año que viene',
    ]) {
      const { result } = flags(text, 'email');
      expect(result.adr.reactionTerm, text).not.toBe('Exposure during pregnancy');
    }
    // Pregnant while taking it is still an exposure.
    expect(
      flags('We were trying for a baby and I took ibuprofen while pregnant in the first trimester').result.adr
        .reactionTerm,
    ).toBe('Exposure during pregnancy');
  });

  it('does not report a special situation for a product nobody has used', () => {
    const { adr, pqc } = flags(
      'The carton says 20 mg but the blister inside is 40 mg. I have not taken any of it.',
      'email',
    );
    expect(adr).toBe(false);
    expect(pqc).toBe(true);
  });

  it('does not turn a question about a special situation into an exposure', () => {
    const { adr, mi } = flags('Estoy embarazada de 10 semanas, ¿puedo tomar paracetamol para la fiebre?');
    expect(adr).toBe(false);
    expect(mi).toBe(true);
  });

  it('uses literature semantics: a linked finding is ss, a special situation alone is si', () => {
    const ss = analyzeText({
      channel: 'literature',
      title: 'Severe neutropenia after clozapine initiation: a case report',
      text: 'A 40-year-old man developed neutropenia three weeks after starting clozapine.',
    });
    expect(ss.adr.flagged).toBe(true);
    const none = analyzeText({
      channel: 'literature',
      text: 'Title: Prevalence of asthma in schoolchildren. Abstract: Wheeze was reported by 12% of untreated children.',
    });
    expect(none.adr.flagged).toBe(false);
  });

  it('raises no safety signal or special situation on an article about no medicine, or about animals only', async () => {
    const analyzer = createLexiconAnalyzer();
    const pesticide = await analyzer.analyze({
      channel: 'literature',
      title: 'Occupational pesticide exposure and hypothyroidism among farm workers',
      text: 'Serum thyroid-stimulating hormone and free thyroxine levels were measured in 120 workers.',
    });
    expect([pesticide.adr.flagged, pesticide.mi.flagged]).toEqual([false, false]);
    const fish = analyzeText({
      channel: 'literature',
      title: 'Valproic acid and neural tube defects in zebrafish larvae',
      text: 'Zebrafish embryos exposed to valproic acid developed spinal malformations in vitro.',
    });
    expect([fish.adr.flagged, fish.mi.flagged]).toEqual([false, false]);
    // A medicine and people: in scope.
    const trial = analyzeText({
      channel: 'literature',
      title: 'Hepatotoxicity of valproic acid in children with epilepsy',
      text: 'Twelve children developed jaundice after starting valproic acid.',
    });
    expect(trial.adr.flagged).toBe(true);
  });
});

describe('lexicon analyser: product quality', () => {
  it('flags physical defects of the product', () => {
    expect(
      flags('Opened the new bottle and half the capsules were cracked and leaking oil', 'amazon').pqc,
    ).toBe(true);
    expect(
      flags('El jarabe tiene un olor raro, como a vinagre, y el precinto venía roto', 'amazon').pqc,
    ).toBe(true);
    expect(flags('My insulin pen jammed and would not dial the dose this morning', 'email').pqc).toBe(true);
  });

  it('does not flag shipping, price or service complaints', () => {
    expect(
      flags('Package arrived a week late and the courier was rude, tablets themselves are fine', 'amazon')
        .pqc,
    ).toBe(false);
    expect(
      flags('Way too expensive for 30 tablets, I can get it cheaper at the pharmacy', 'amazon').pqc,
    ).toBe(false);
    expect(flags('El envío tardó diez días, pero el producto llegó bien', 'amazon').pqc).toBe(false);
  });

  it('does not read a handling question, a person’s taste, an expired document or a list of examples as a defect', () => {
    const email = (text: string) => flags(text, 'email').pqc;
    expect(email('Can the Eliquis tablets be crushed and put down the feeding tube?')).toBe(false);
    expect(email('Since the metronidazole everything tasted metallic for days.')).toBe(false);
    expect(email('The clinic approval for the Humira programme expired last month, please renew it.')).toBe(
      false,
    );
    expect(email('Tiene el visado caducado, la receta de Sintrom no se puede facturar.')).toBe(false);
    expect(email('Log any complaint about Ventolin (e.g. broken tablets, damaged packs) in the form.')).toBe(
      false,
    );
    // The defect itself still counts, also with a question after it.
    expect(email('My Eliquis tablets arrived crushed, can I get a replacement?')).toBe(true);
    expect(email('The Ozempic pen I got had already expired when it arrived.')).toBe(true);
  });
});

describe('lexicon analyser: medical information requests', () => {
  it('flags questions about dosing, interactions, storage and children', () => {
    expect(flags('Can I take naproxen together with my warfarin?').mi).toBe(true);
    expect(flags('Does the suspension need to go in the fridge once it is mixed?', 'email').mi).toBe(true);
    expect(flags('¿Cuántas gotas le doy a mi hijo de 4 años?', 'youtube').mi).toBe(true);
    expect(
      flags('I forgot my evening dose of levothyroxine, should I take two tomorrow?', 'recording').mi,
    ).toBe(true);
  });

  it('reads "this" under a brand post as the product for product-specific questions only', () => {
    expect(flags('is this one safe to keep in a hot car? it sits there all day').mi).toBe(true);
    expect(flags('how long should I wait to swim after eating?').mi).toBe(false);
  });

  it('does not flag commerce, rhetorical or agent questions', () => {
    expect(flags('When will my refund for the vitamin order arrive?', 'email').mi).toBe(false);
    expect(flags('Anyone else watching this at midnight?', 'youtube').mi).toBe(false);
    expect(flags('How much would the generic levothyroxine be under my plan?', 'email').mi).toBe(false);
    expect(flags('¿Cuánto me costaría la caja de Nolotil sin receta?', 'instagram').mi).toBe(false);
    expect(
      flags(
        'Agent: Have you taken any of the tablets yet? Caller: No, I just noticed the box was open.',
        'recording',
      ).mi,
    ).toBe(false);
  });
});

describe('lexicon analyser: results', () => {
  it('quotes the evidence verbatim in every reason', () => {
    const text =
      'Hi, I started the Ozempic pen two weeks ago. Since then I have constant nausea. Also the pen arrived with a cracked cartridge. Is it safe to keep using it?';
    const result = analyzeText({ text, channel: 'email' });
    for (const finding of [result.adr, result.pqc, result.mi]) {
      expect(finding.flagged).toBe(true);
      const quotes = [...(finding.reason ?? '').matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) expect(text).toContain(quote.replace(/…/g, ''));
    }
  });

  it('summarises long texts and leaves short ones alone', () => {
    const long = `Caller: Hello, I am calling about my mother. ${'She has been taking the new statin since March. '.repeat(9)}Since then her legs ache badly every night.`;
    expect(analyzeText({ text: long, channel: 'recording' }).summary).toContain('legs ache');
    expect(analyzeText({ text: 'Short note.', channel: 'email' }).summary).toBeNull();
  });

  it('is deterministic and fast', async () => {
    const analyzer = createLexiconAnalyzer();
    const input = {
      text: 'Since I started sertraline I sweat a lot at night and feel dizzy.',
      channel: 'youtube' as const,
    };
    const first = await analyzer.analyze(input);
    const started = performance.now();
    for (let run = 0; run < 1000; run += 1) expect(await analyzer.analyze(input)).toEqual(first);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
