import { describe, expect, it } from 'vitest';
import { analyzeWithEnsemble } from '../ensemble/ensemble-analyzer.ts';
import { loadBundledModel } from '../model/bundled-model.ts';
import { buildDocument } from './document.ts';
import { notPvMailKind } from './not-pv-mail.ts';

const bundled = loadBundledModel();
const kindOf = (text: string) => notPvMailKind(buildDocument(text, null, 'email'));

// Written for these tests (issue 27 point 8), after the kinds of mail the blind review saw flagged.
const INVITE =
  'Invitation: Quarterly planning @ Thu 11 Apr 2024 11am - 12pm\nJoin with Google Meet: meet.example/abc\nAttendance is optional. Reply RSVP to the organiser. Invitation from Google Calendar.';
const WEBINAR =
  'New webinar: so you have a disaster, now what? Register today for our series.\nQuestions about the agenda? Write to us.\n\nView this email in your browser. To unsubscribe, click here.';
const BUG =
  '[Bug 381598] installer crashes\nTraceback (most recent call last): file install.py, line 22\nException raised during installation on Ubuntu; see the attached kernel log. Can someone look at it?';
const BOUNCE =
  'Mail Delivery Subsystem: Delivery Status Notification (Failure). Your message could not be delivered.';

describe('mail that is not about a medicinal product', () => {
  it('is recognised by its kind', () => {
    expect(kindOf(INVITE)).toBe('calendar');
    expect(kindOf(WEBINAR)).toBe('marketing');
    expect(kindOf(BUG)).toBe('software');
    expect(kindOf(BOUNCE)).toBe('bounce');
    expect(kindOf('My mother had a rash after amoxicillin. Can she take it again?')).toBeNull();
  });

  it('raises no flag, whatever the model scores', () => {
    for (const text of [INVITE, WEBINAR, BUG, BOUNCE]) {
      const result = analyzeWithEnsemble(bundled, { text, channel: 'email' });
      expect([result.adr.flagged, result.pqc.flagged, result.mi.flagged], text).toEqual([
        false,
        false,
        false,
      ]);
    }
  });

  it('still reads a report a newsletter carries', () => {
    const result = analyzeWithEnsemble(bundled, {
      text: `Reader letter: since starting sertraline I have had terrible nausea every morning.\n\n${WEBINAR}`,
      channel: 'email',
    });
    expect(result.adr.flagged).toBe(true);
  });
});
