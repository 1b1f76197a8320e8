/**
 * Issue 27: possibly serious items and cases — the marker, why, the triage filter and the audited downgrade — and the
 * parts of an e-mail the analysis set aside, and transcripts typed by a reviewer.
 */
export const enPossiblySerious = {
  'possiblySerious.badge': 'Possibly serious',
  'possiblySerious.itemWhy':
    'Possibly serious: the report says “{words}”, which may hide a seriousness criterion. A case made from it starts on the shorter clock until a reviewer downgrades it.',
  'possiblySerious.caseBody':
    'The report says “{words}”, which may hide a seriousness criterion: the case is kept on the shorter clock until a reviewer downgrades it.',
  'possiblySerious.downgrade': 'Downgrade to non-serious',
  'possiblySerious.downgradeTitle': 'Downgrade to non-serious?',
  'possiblySerious.downgradeBody':
    'The seriousness criteria nobody answered are set to “No”, and the case leaves the shorter clock. The change and your reason go into the audit trail.',
  'possiblySerious.reason': 'Reason',
  'possiblySerious.downgraded': 'Case downgraded to non-serious',
  'possiblySerious.failed': 'The case could not be downgraded: {message}',
  'possiblySerious.history':
    '{name} downgraded the case from possibly serious (“{words}”) to non-serious. Reason: {reason}',
  'email.setAsideHint': 'Set aside: a footer or forwarded header the analysis did not read',
  'email.setAsideStart': '[set aside by the analysis: ',
  'email.setAsideEnd': ']',
  'email.setAsideNote':
    'Shaded parts (legal footers, forwarded headers) were set aside: the analysis did not read them for flags.',
  'email.setAsideList':
    'The analysis set aside {count} part(s): footers or forwarded headers it did not read',
  'recording.editTranscript': 'Correct the transcript',
  'recording.typeTranscript': 'Type or paste the transcript',
  'recording.transcriptLabel': 'Transcript',
  'recording.callLanguage': 'Language of the call',
  'recording.transcriptHint':
    'Saving keeps the earlier versions in the recording’s history and analyses the recording again.',
  'recording.saveTranscript': 'Save transcript',
  'recording.cancelTranscript': 'Cancel',
  'recording.transcriptSaved': 'Transcript saved: the recording is analysed again',
  'recording.transcriptFailed': 'The transcript could not be saved: {message}',
  'recordings.callLanguage': 'Language of the calls',
  'recordings.callLanguageAuto': 'Let the engine decide',
  'triage.filterSeriousness': 'Seriousness',
  'triage.seriousnessAny': 'Any seriousness',
  'triage.seriousnessSerious': 'Serious',
  'triage.seriousnessPossibly': 'Possibly serious',
} as const;
