import { describe, expect, it } from 'vitest';
import { enCaseForm } from './en-case-form.ts';
import { en } from './en.ts';
import { enCustomReport } from './en-custom-report.ts';
import { enEveryPage } from './en-every-page.ts';
import { enHome } from './en-home.ts';
import { enNarrative } from './en-narrative.ts';
import { enPsur } from './en-psur.ts';
import { enVector } from './en-vector.ts';
import { loadSpanish } from './es.ts';

const es = await loadSpanish();
import { formatMessage, formatNumber, isSingular, languageFromLocale, translate } from './catalogue.ts';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('message catalogues', () => {
  it('have exactly the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('split English into the texts every page has and the texts of single pages, with no key in two parts', () => {
    const parts = [enEveryPage, enCaseForm, enHome, enPsur, enCustomReport, enVector, enNarrative].map(
      (part) => Object.keys(part),
    );
    const keys = parts.flat();
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect({ key, params: placeholders(es[key]) }).toEqual({ key, params: placeholders(en[key]) });
    }
  });

  it('have no empty message', () => {
    for (const text of [...Object.values(en), ...Object.values(es)]) expect(text.trim()).not.toBe('');
  });

  it('keep the specification text word for word', () => {
    expect(en['app.preparingWorkspace']).toBe('Preparing your workspace');
    expect(en['app.errorTitle']).toBe('Something went wrong:');
    expect(en['auth.welcomeBack']).toBe('Welcome Back');
    expect(en['auth.signInPrompt']).toBe('Sign in to access your dashboard');
    expect(translate('auth.login', { product: 'Vigila' })).toBe('Login to Vigila');
    expect(en['settings.noInvoices']).toBe('No invoices to display');
    expect(translate('app.version', { product: 'Vigila', version: '0.7.3' })).toBe('Vigila version: 0.7.3');
  });

  it('keeps the review-workflow texts of SPEC §2.7, §2.8, §4.2, §5 and §8 word for word', () => {
    const spec: Partial<Record<keyof typeof en, string>> = {
      'items.tileTriage': 'Triage (AI)',
      'items.tileNonRelevant': 'Non Relevant',
      'items.totalRecordings': 'Total Recordings',
      'items.totalEmails': 'Total Emails',
      'items.totalComments': 'Total Comments',
      'items.totalReviews': 'Total Reviews',
      'items.totalArticles': 'Total Articles',
      'filters.allSources': 'All Sources',
      'item.noSummary': 'No summary available',
      'item.aiProcessing': 'Processing',
      'item.aiProcessed': 'AI Processed',
      'item.aiNoFlags': 'No flags found',
      'list.noRecordings': 'No recordings found',
      'list.caughtUp': 'You are all caught up! 🎉',
      'list.noRecordingsReview': 'No recordings need review so far',
      'list.noRecordingsNonRelevant': 'No non-relevant recordings so far',
      'list.invalidResponse': 'Invalid response format',
      'list.failedRecordings': 'Failed to fetch recordings',
      'list.failedEmails': 'Failed to fetch emails',
      'status.nonRelevantCurrent': 'Non-relevant ✓',
      'status.needsReviewCurrent': 'Needs Review ✓',
      'status.updating': 'Updating...',
      'detail.historyLoading': 'Loading history...',
      'detail.historyEmpty': 'No status history available for this item.',
      'detail.historyFailedRecording': 'Failed to fetch recording history',
      'detail.historyFailedEmail': 'Failed to fetch email history',
      'detail.processingError': 'Processing Error',
      'detail.retryLoading': 'Retry Loading',
      'email.notFound': 'Email Not Found',
      'email.notFoundBody':
        "The email you're looking for could not be found. It may have been deleted or is not accessible.",
      'recording.notFound': 'Recording Not Found',
      'audio.loadFailed': 'Failed to load audio URL',
      'audio.signedUrlFailed': 'Failed to fetch signed URL',
      'flags.adrName': 'Adverse Drug Reaction',
      'flags.pqcName': 'Product Quality Complaint',
      'flags.miName': 'Medical Information',
      'flags.ssName': 'Safety Signal',
      'flags.qmName': 'Quality Mention',
      'flags.siName': 'Special Interest',
      'recordings.onlyAudio': 'Please upload only audio files',
      'emails.onlyEml': 'Please upload only .eml files',
      'recordings.uploaded': 'Recording uploaded successfully',
      'recordings.analysisStarted': 'Recording analysis started successfully',
      'recordings.uploadFailed': 'Failed to upload or analyze recording',
      'recordings.deleted': 'Recording deleted successfully',
      'recordings.deleteFailed': 'Failed to delete recording',
      'emails.uploaded': 'Email uploaded successfully',
      'emails.analysisStarted': 'Email analysis started successfully',
      'emails.uploadFailed': 'Failed to upload or analyze email',
      'mailbox.failedMicrosoft': 'Failed to connect to Microsoft 365',
      'mailbox.failedGmail': 'Failed to connect to Gmail',
    };
    for (const [key, text] of Object.entries(spec))
      expect({ key, text: en[key as keyof typeof en] }).toEqual({ key, text });
    expect(translate('status.changeFailed', { status: 500, body: 'boom' })).toBe(
      'Failed to change status: 500 boom',
    );
  });
});

describe('the Spanish words of pharmacovigilance', () => {
  // "Marca" is a brand to a pharma reader: a safety flag is an "indicador", a flagged item "señalado" (issue 26).
  it('never calls a safety flag a "marca"', () => {
    const brandWords = Object.entries(es).filter(([, text]) => /\bmarca(s|d[oa]s?)?\b/i.test(text));
    expect(brandWords).toEqual([]);
  });
});

describe('formatMessage', () => {
  it('fills named parameters and leaves unknown ones visible', () => {
    expect(formatMessage('Hello {name}, {missing}', { name: 'Ana' })).toBe('Hello Ana, {missing}');
    expect(formatMessage(es['settings.themeCurrent'], { theme: 'Oscuro' }, 'es')).toBe('Tema actual: Oscuro');
  });
});

describe('languageFromLocale', () => {
  it('maps Spanish locales to es and everything else to en', () => {
    expect(languageFromLocale('es-ES')).toBe('es');
    expect(languageFromLocale('ES')).toBe('es');
    expect(languageFromLocale('en-GB')).toBe('en');
    expect(languageFromLocale('fr')).toBe('en');
    expect(languageFromLocale(undefined)).toBe('en');
  });
});

describe('plurals and numbers', () => {
  it('choose the form the language’s plural rules give the number', () => {
    expect(translate('triage.count', { count: 1 })).toBe('1 open flagged item');
    expect(translate('triage.count', { count: 0 })).toBe('0 open flagged items');
    expect(translate('comment.replies', { count: 1 })).toBe('1 reply');
    expect(formatMessage(es['triage.count'], { count: 1 }, 'es')).toBe('1 elemento señalado abierto');
    expect(formatMessage(es['triage.count'], { count: 3 }, 'es')).toBe('3 elementos señalados abiertos');
    expect(formatMessage(es['home.todo.flagged'], { count: 1 }, 'es')).toBe('1 señalado');
    expect(formatMessage(es['home.todo.flagged'], { count: 16 }, 'es')).toBe('16 señalados');
    expect(formatMessage(es['comment.replies'], { count: 1 }, 'es')).toBe('1 respuesta');
    expect(formatMessage(es['filters.active'], { count: 2 }, 'es')).toBe('2 activos');
  });

  it('write numbers the way the language does', () => {
    expect(translate('sources.countTotal', { count: 12345 })).toBe('12,345 total');
    expect(formatMessage(es['sources.countTotal'], { count: 12345 }, 'es')).toBe('12.345 en total');
    expect(formatNumber(0.5, 'es')).toBe('0,5');
    expect(isSingular(1, 'es')).toBe(true);
    expect(isSingular(1000000, 'es')).toBe(false);
  });

  it('fill a plural choice of a parameter given as text with the plural form', () => {
    expect(formatMessage('{n} {n|file|files}', { n: '1' })).toBe('1 files');
  });
});
