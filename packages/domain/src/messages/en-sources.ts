/**
 * English strings of the data-source panels in Settings (SPEC §2.4, §2.6, §4.3, §5, §8): uploads with progress,
 * mailbox connections, deletions, and the Train AI quality figures.
 */
export const enSources = {
  // Counts shown on each panel
  'sources.countTotal': '{count} total',
  'sources.countPending': '{count} pending',
  'sources.countsLoading': 'Loading counts…',

  // Upload forms (SPEC §2.6, §4.3)
  'upload.progress': 'Upload progress',
  'upload.progressValue': '{percent}%',
  'upload.selected': '{count} files selected',
  'upload.button': 'Upload',
  'upload.uploading': 'Uploading…',
  'upload.waitingForLimit':
    'The server takes a limited number of uploads a minute: the next file goes in {seconds} s',
  'recordings.uploadLabel': 'Audio files',
  'recordings.uploadHint': 'One or more audio files (MP3, WAV, MP4 audio…).',
  'recordings.onlyAudio': 'Please upload only audio files',
  'recordings.uploaded': 'Recording uploaded successfully',
  'recordings.analysisStarted': 'Recording analysis started successfully',
  'recordings.uploadFailed': 'Failed to upload or analyze recording',
  'recordings.deleted': 'Recording deleted successfully',
  'recordings.deleteFailed': 'Failed to delete recording',
  'recordings.recent': 'Latest recordings',
  'recordings.none': 'No recordings uploaded yet.',
  'recordings.engineWhisper': 'Transcribed by a Whisper-compatible service on upload.',
  'recordings.enginePocketsphinx':
    'Transcribed on this server by pocketsphinx on upload — English calls only: a call in another language waits for a typed transcript.',
  'recordings.engineNone':
    'No transcription engine is configured: recordings are still uploaded, stored and played; type or paste a transcript on the recording’s page, or set an engine (WHISPER_BASE_URL or pocketsphinx) and use Analyze again.',
  'emails.receivingByUpload': 'Receiving by upload: {count} {count|e-mail|e-mails} in; no mailbox connected.',
  'emails.receivingFromMailboxes':
    'Receiving from {count} connected {count|mailbox|mailboxes} and by upload.',
  'emails.uploadLabel': '.eml files',
  'emails.uploadHint': 'One or more e-mails saved as .eml files.',
  'emails.onlyEml': 'Please upload only .eml files',
  'emails.uploaded': 'Email uploaded successfully',
  'emails.analysisStarted': 'Email analysis started successfully',
  'emails.uploadFailed': 'Failed to upload or analyze email',

  // Two-step delete (SPEC §2.6)
  'delete.trash': 'Delete {name}',
  'delete.confirm': 'Confirm',
  'delete.cancel': 'Cancel',

  // Mailbox connections (SPEC §2.6, §4.3)
  'mailbox.connectMicrosoft': 'Connect Microsoft 365',
  'mailbox.connectGmail': 'Connect Gmail',
  'mailbox.connecting': 'Redirecting…',
  'mailbox.failedMicrosoft': 'Failed to connect to Microsoft 365',
  'mailbox.failedGmail': 'Failed to connect to Gmail',
  'mailbox.connected': 'Connected mailboxes',
  'mailbox.none': 'No mailbox connected yet.',
  'mailbox.providerMicrosoft': 'Microsoft 365',
  'mailbox.providerGmail': 'Gmail',
  'mailbox.lastSync': 'Last synced {date}',
  'mailbox.neverSynced': 'Not synced yet',
  'mailbox.sync': 'Sync now',
  'mailbox.syncStarted': 'Mailbox sync started',
  'mailbox.syncFailed': 'Failed to sync mailbox',
  'mailbox.disconnect': 'Disconnect',
  'mailbox.disconnectLabel': 'Disconnect {account}',
  'mailbox.disconnectTitle': 'Disconnect {account}?',
  'mailbox.disconnectBody':
    'Vigila stops reading this mailbox and forgets its sign-in. The e-mails already imported stay, with their history.',
  'mailbox.disconnecting': 'Disconnecting…',
  'mailbox.disconnected': 'Mailbox disconnected',
  'mailbox.disconnectFailed': 'Could not disconnect the mailbox',
  'mailbox.syncError': 'Last sync failed: {error}',
  'mailbox.connectedNotice': 'Mailbox connected: new e-mails will be imported and analysed.',
  'mailbox.connectError': 'The mailbox could not be connected. Please try again.',
  'mailbox.statusConnected': 'connected',
  'mailbox.statusError': 'sync error',
  'mailbox.statusReconnect': 'reconnect needed',

  // Analysis quality (Train AI feedback measured per organisation)
  'quality.title': 'Analysis quality',
  'quality.body': 'How the automatic flags fare against your reviewers’ Train AI feedback.',
  'quality.flag': 'Flag',
  'quality.precision': 'Precision',
  'quality.recall': 'Recall',
  'quality.feedback': 'Feedback',
  'quality.noFeedback': 'No feedback yet',
  'quality.counts': '{correct} correct · {incorrect} incorrect · {missed} missed',
  'quality.failed': 'Failed to load the analysis quality figures',
  'quality.loading': 'Loading analysis quality…',
} as const;
