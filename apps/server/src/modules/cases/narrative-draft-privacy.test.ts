import { readdirSync, readFileSync } from 'node:fs';
import {
  draftNarrative,
  en,
  loadSpanish,
  narrativeWordsOf,
  type CaseFieldValue,
  type NarrativeInput,
} from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { parseEmail, type ParsedEmail } from '../emails/parse-email.ts';

/**
 * The privacy rule of the drafted narrative (decision 0039) against the real sample e-mails: whatever an e-mail
 * holds — pasted whole into every free-text field of its case, its sender as the reporter — no e-mail address and no
 * phone number reaches the draft, in English or in Spanish.
 */
const FIXTURES = new URL('../../test/fixtures/email/', import.meta.url);
const names = readdirSync(FIXTURES).filter((name) => name.endsWith('.eml'));
const words = [narrativeWordsOf(en, 'en'), narrativeWordsOf(await loadSpanish(), 'es')] as const;

/** The free-text fields of a case a reviewer might paste the e-mail into. */
const FREE_TEXT = [
  'medical_history',
  'past_drug_therapy',
  'reporter_comments',
  'reporter_comment',
  'death_cause',
];

function caseOf(email: ParsedEmail): NarrativeInput {
  const pasted = `${email.subject}\n${email.text}`;
  const form: Record<string, CaseFieldValue> = Object.fromEntries(FREE_TEXT.map((field) => [field, pasted]));
  const [given, ...family] = (email.fromName ?? '').split(' ');
  const reporter = {
    reporter_type: '5',
    reporter_given_name: given ?? null,
    reporter_family_name: family.join(' ') || null,
    reporter_email: email.fromAddress,
  };
  return {
    form: { ...form, ...reporter, initials: 'AB' },
    reporters: [reporter],
    reactions: [{ reaction_term: email.subject, reaction_start_date: '2026-11-10' }],
    drugs: [{ medicinal_product: email.subject, drug_role: '1', indication: pasted }],
    tests: [{ test_name: email.subject, test_result: pasted }],
    initialReceiptDate: '2026-11-16',
    sourceNames: [email.fromName, email.fromAddress].filter((name) => name !== null),
  };
}

/** The largest samples are a megabyte of text, pasted into seven fields, each read in a file thread first. */
const SLOW_FILE_MS = 60_000;

/** Addresses and phone numbers found in a text, by patterns written apart from the ones the narrative uses. */
const addressesIn = (text: string) => text.match(/[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[a-z]{2,}/gi) ?? [];

describe.each(names)('the narrative drafted from the real e-mail %s', (name) => {
  it(
    'holds no e-mail address of the source and no phone number, in English and Spanish',
    async () => {
      const email = await parseEmail(readFileSync(new URL(name, FIXTURES)));
      const source = `${email.subject}\n${email.text}`;
      for (const language of words) {
        const narrative = draftNarrative(caseOf(email), language);
        expect(addressesIn(narrative)).toEqual([]);
        for (const address of addressesIn(source)) expect(narrative).not.toContain(address);
        expect(narrative).not.toMatch(/\+\d{1,3}[\s.-]?\(?\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}/);
        if (email.fromName && email.fromName.length >= 3) expect(narrative).not.toContain(email.fromName);
      }
    },
    SLOW_FILE_MS,
  );
});

describe('the calendar invitation, which carries a dial-in number', () => {
  it('loses the number, the PIN and the tel: link but keeps its subject’s words', async () => {
    const email = await parseEmail(readFileSync(new URL('postal-mime-calendar-event.eml', FIXTURES)));
    expect(email.text).toContain('+372 685 2028');
    const narrative = draftNarrative(caseOf(email), words[0]);
    for (const leak of ['685 2028', '498100683', '3731942702741', 'tel:', 'andris@ethereal.email'])
      expect(narrative).not.toContain(leak);
    expect(narrative).toContain('Invitation: Test event');
  });
});
