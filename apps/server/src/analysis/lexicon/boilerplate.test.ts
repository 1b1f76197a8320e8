import { describe, expect, it } from 'vitest';
import { foldText } from './fold.ts';
import { buildDocument } from './document.ts';
import { analyzeText } from './lexicon-analyzer.ts';

// Written for these tests (issue 27 points 2 and 8): footers and headers that are no content of the message.
const FOOTER_EN =
  'CONFIDENTIALITY NOTICE: This e-mail and any attachments are confidential and intended solely for the addressee. If you received this message by error, please notify the sender and delete it.';
const FOOTER_ES =
  'AVISO LEGAL: Este mensaje y sus anexos son confidenciales. Si usted no es el destinatario o lo ha recibido por error, bórrelo y comuníquelo al remitente.';

/** What the rules read of a folded text: blankBoilerplate over the document's own sentences. */
const blankBoilerplate = (folded: string) => buildDocument(folded, null, 'email').folded;

describe('blankBoilerplate', () => {
  it('blanks a legal footer, keeping every offset', () => {
    const text = `Minutes of Tuesday's meeting attached.\n\nKind regards,\nAna\n\n${FOOTER_EN}`;
    const folded = foldText(text);
    const blanked = blankBoilerplate(folded);
    expect(blanked).toHaveLength(folded.length);
    expect(blanked).toContain("minutes of tuesday's meeting attached.");
    expect(blanked).not.toContain('error');
  });

  it('blanks a forwarded message’s header lines but not what was forwarded', () => {
    const text =
      'FYI, see below.\n\nFrom: Dr Ruiz <ruiz@clinic.test>\nSent: Monday, 3 November 2025 10:02\nTo: Safety <safety@pharma.test>\nSubject: rash\n\nMy patient developed a rash on amoxicillin.';
    const blanked = blankBoilerplate(foldText(text));
    expect(blanked).not.toContain('ruiz@clinic.test');
    expect(blanked).toContain('subject: rash');
    expect(blanked).toContain('my patient developed a rash on amoxicillin.');
  });

  it('blanks only the footer sentences of a paragraph that goes on with the report', () => {
    const text =
      'This e-mail is confidential and intended solely for the addressee. Our patient, 54, developed angioedema two days after starting lisinopril.';
    const blanked = blankBoilerplate(foldText(text));
    expect(blanked).not.toContain('confidential');
    expect(blanked).toContain('our patient, 54, developed angioedema two days after starting lisinopril.');
  });

  it('stays linear on a text made of footer sentences', () => {
    const folded = foldText('If you received this message in error, please delete it. '.repeat(20_000));
    expect(blankBoilerplate(folded).trim()).toBe('');
  });

  it('leaves a message without boilerplate as it is', () => {
    const folded = foldText('I took ibuprofen by error twice this morning.');
    expect(blankBoilerplate(folded)).toBe(folded);
  });
});

describe('the analysis of a message with a footer', () => {
  it('raises no medication error from "received this message by error"', () => {
    for (const footer of [FOOTER_EN, FOOTER_ES]) {
      const result = analyzeText({
        text: `Please find the order for 200 boxes of Paracetamol 1 g attached.\n\n${footer}`,
        channel: 'email',
      });
      expect(result.adr.flagged, footer).toBe(false);
    }
  });

  it('still reads the report above the footer', () => {
    const result = analyzeText({
      text: `I have had a terrible headache every day since starting escitalopram.\n\n${FOOTER_EN}`,
      channel: 'email',
    });
    expect(result.adr.flagged).toBe(true);
  });

  it('says which parts of the text it set aside, in the text’s own offsets (the title apart), one part per footer', () => {
    const text = `I have had a terrible headache every day since starting escitalopram.\n\n${FOOTER_EN}`;
    const result = analyzeText({ text, title: 'Headaches', channel: 'email' });
    expect(result.setAside).toHaveLength(1);
    const [part] = result.setAside ?? [];
    expect(text.slice(part?.start, part?.end)).toBe(FOOTER_EN);
    expect(analyzeText({ text: 'Headache since the escitalopram.', channel: 'email' }).setAside).toEqual([]);
  });
});

describe('a newsletter footer', () => {
  it('is blanked at the end of a message, never where a patient writes the word', () => {
    const newsletter = blankBoilerplate(
      foldText(
        `This month: new guidance on storage of insulin pens and our webinar programme for pharmacists, with three sessions on inhaler technique and one on vaccines in pregnancy.\n\nYou are receiving this newsletter because you subscribed. To unsubscribe, click here.`,
      ),
    );
    expect(newsletter).not.toContain('unsubscribe');
    const patient = analyzeText({
      text: 'I want to unsubscribe from the support programme, the injections gave me a terrible rash and I stopped them.',
      channel: 'email',
    });
    expect(patient.adr.flagged).toBe(true);
  });
});
