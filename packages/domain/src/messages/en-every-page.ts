import { SOURCE_TEXTS_EN } from '../sources/source-list.ts';
import { enReview } from './en-review.ts';
import { enPossiblySerious } from './en-possibly-serious.ts';
import { enTriageForgives } from './en-triage-forgives.ts';
import { enMonitoring } from './en-monitoring.ts';
import { enSourceLists } from './en-source-lists.ts';
import { enSources } from './en-sources.ts';
import { enCases } from './en-cases.ts';
import { enDuplicates } from './en-duplicates.ts';
import { enReportingRules } from './en-reporting-rules.ts';
import { enProducts } from './en-products.ts';
import { enTeam } from './en-team.ts';
import { enWorkflow } from './en-workflow.ts';
import { enMeddra } from './en-meddra.ts';
import { enRetention } from './en-retention.ts';
import { enApiErrors } from './en-api-errors.ts';

/**
 * English texts the web ships with every page: all screens but the case page's form, Home, Vector search, PSUR and
 * Custom Report, whose texts (en.ts adds them) each page adds when its code loads. Text quoted in SPEC.md is copied
 * word for word; `{name}` marks a parameter. Keys are grouped by screen so a translator can work one screen at a
 * time.
 */
export const enEveryPage = {
  // App-wide
  'app.name': 'Vigila',
  'app.tagline': 'Streamline pharmacovigilance',
  'app.loading': 'Loading...',
  'app.loadingPage': 'Loading page',
  'app.preparingWorkspace': 'Preparing your workspace',
  'app.skipToContent': 'Skip to main content',
  'app.errorTitle': 'Something went wrong:',
  'app.errorUnknown': 'Unknown error',
  'app.errorReload': 'Reload page',
  'app.errorGoHome': 'Go to Home',
  'app.version': '{product} version: {version}',
  'app.logout': 'Logout',
  'app.back': 'Back',
  'app.cancel': 'Cancel',
  'app.close': 'Close',
  'app.pageTitle': '{page} · {product}',

  // Sign-in page (SPEC §2.2)
  'auth.welcomeBack': 'Welcome Back',
  'auth.signInPrompt': 'Sign in to access your dashboard',
  'auth.login': 'Login to {product}',
  'auth.redirecting': 'Redirecting to sign-in…',
  'auth.secureNote': 'Single sign-on through your organisation’s identity provider.',
  'auth.processingInvitation': 'Processing invitation',
  'auth.invitationTo': 'You have been invited to join {organization}.',
  'auth.invitationUnnamed': 'You have been invited to join an organisation.',
  'auth.invitationContinue': 'Continue to sign-in',
  'auth.signInFailed': 'Sign-in could not be completed. Please try again.',
  'auth.configFailed': 'The sign-in service is unavailable. Please try again in a moment.',
  'auth.legalPrefix': 'By signing in, you agree to our',
  'auth.legalAnd': 'and',
  'auth.terms': 'Terms of Service',
  'auth.privacy': 'Privacy Policy',
  'auth.contactSupport': 'Contact Support',
  'auth.backToSignIn': 'Back to sign-in',
  'auth.highlightIntake': 'Collect social media, reviews, literature, calls and e-mails in one place.',
  'auth.highlightTriage': 'Automatic ADR, PQC and MI flags with the evidence behind them.',
  'auth.highlightReports': 'Turn items into cases and E2B (ICH ICSR) reports.',
  'auth.standards': 'ICH E2B(R2) · ICSR · PSUR',

  // Terms and privacy (public pages under /auth)
  'legal.termsTitle': 'Terms of Service',
  'legal.termsIntro':
    'Vigila is provided to organisations for the intake, triage and reporting of drug-safety information.',
  'legal.termsUse':
    'Members may only process content their organisation is entitled to collect, and remain responsible for the regulatory assessment of every case.',
  'legal.termsAccounts':
    'Accounts are personal. Organisation owners and managers decide who may join and with which role.',
  'legal.privacyTitle': 'Privacy Policy',
  'legal.privacyIntro':
    'Vigila stores the account details you sign in with (name, e-mail address, picture) and your organisation memberships.',
  'legal.privacyContent':
    'Content collected from data sources is kept in your organisation’s workspace and used only to analyse and report drug-safety information.',
  'legal.privacyContact': 'For any question about your data, write to the support team.',

  // Sidebar (SPEC §2.3)
  'nav.label': 'Main navigation',
  'nav.navigation': 'Navigation',
  'nav.home': 'Home',
  'nav.vector': 'Vector',
  'nav.triage': 'Triage',
  'nav.dataSources': 'Data Sources',
  'nav.recordings': 'Recordings',
  'nav.emails': 'Emails',
  'nav.cases': 'Cases',
  'nav.activeCases': 'Active Cases',
  'nav.customReport': 'Custom Report',
  'nav.e2bManual': 'E2B Manual',
  'nav.account': 'Account',
  'nav.profile': 'Profile',
  'nav.settings': 'Settings',
  'nav.toggleSidebar': 'Toggle Sidebar',
  'nav.openMenu': 'Open navigation menu',
  'nav.closeMenu': 'Close navigation menu',
  'nav.showSubItems': 'Show {name} sources',
  'nav.noSubItems': 'Nothing added yet',
  'nav.triageCount': '{count} open flagged {count|item|items}',
  'nav.triageClear': 'No open flagged items',

  // Placeholder pages: a heading and one sentence on what will be there
  'page.home.title': 'Home',
  'page.vector.title': 'Vector search',
  'page.recordings.title': 'Recordings',
  'page.recordings.body': 'Uploaded call recordings, transcribed and analysed for ADR, PQC and MI.',
  'page.emails.title': 'Emails',
  'page.emails.body': 'Uploaded and connected e-mails, analysed for ADR, PQC and MI.',
  'page.customReport.title': 'Custom Report',
  'page.psur.title': 'PSUR',
  'page.e2bManual.title': 'E2B Manual',
  'page.e2bManual.body':
    'Enter an ICSR that has no source item here: a call taken by hand, a paper form. Or import a case sent to you as an E2B(R2) or E2B(R3) file.',
  'page.e2bManual.new': 'New manual case',
  'page.e2bManual.creating': 'Creating...',
  'page.e2bManual.failed': 'The case could not be created',

  // Settings (SPEC §2.4)
  'settings.title': 'Settings',
  'settings.body': 'Manage your team, appearance, data sources and subscription.',
  'settings.userManagement': 'User Management',
  'settings.userManagementBody': 'Invite colleagues and manage their roles.',
  'settings.userManagementEmpty':
    'Team management is on its way: members, invitations and roles will be managed here.',
  'settings.appearance': 'Appearance',
  'settings.appearanceBody': 'Choose how Vigila looks and which language it speaks.',
  'settings.theme': 'Theme',
  'settings.themeHint': 'Select to switch between Light, Dark and System.',
  'settings.themeCurrent': 'Current theme: {theme}',
  'settings.themeLight': 'Light',
  'settings.themeDark': 'Dark',
  'settings.themeSystem': 'System',
  'settings.themeSystemResolved': 'System ({resolved})',
  'settings.language': 'Language',
  'settings.languageHint': 'Used for every screen of the workspace.',
  'settings.languageEnglish': 'English',
  'settings.languageSpanish': 'Español',
  'settings.dataSources': 'Data Sources',
  'settings.dataSourcesBody': 'The channels Vigila monitors for your organisation.',
  'settings.groupCommunication': 'Communication',
  'settings.groupSocialMedia': 'Social Media',
  'settings.groupEcommerce': 'E-commerce',
  'settings.groupCallRecordings': 'Call Recordings',
  'settings.groupLiterature': 'Literature',
  'settings.sourceEmail': 'Email Integration',
  'settings.sourceRecordings': 'Audio Recordings',
  'settings.statusActive': 'active',
  'settings.statusInactive': 'inactive',
  'settings.statusSetupRequired': 'setup-required',
  'settings.sourceNotConnected': 'Not connected yet.',
  'settings.sourceEmailSetup': 'Not connected yet: a mailbox connection must be set up first.',
  'settings.subscription': 'Subscription',
  'settings.subscriptionBody': 'Your plan and what the others include.',
  'settings.freePlan': 'Free Plan',
  'settings.planFree': 'Free',
  'settings.planPro': 'Pro',
  'settings.planEnterprise': 'Enterprise',
  'settings.priceFree': '$0',
  'settings.pricePro': '$49',
  'settings.priceEnterprise': 'Custom',
  'settings.perMonth': '/month',
  'settings.featureAsins': '5 ASINs per month',
  'settings.featureBasicAnalytics': 'basic analytics',
  'settings.featureCommunitySupport': 'community support',
  'settings.featureUnlimitedAsins': 'unlimited ASINs',
  'settings.featureAdvancedAnalytics': 'advanced analytics',
  'settings.featurePrioritySupport': 'priority support',
  'settings.featureEverythingInPro': 'everything in Pro',
  'settings.featureCustomIntegrations': 'custom integrations',
  'settings.featureDedicatedSupport': 'dedicated support',
  'settings.popular': 'Popular',
  'settings.currentPlan': 'Current plan',
  'settings.upgradeToPro': 'Upgrade to Pro',
  'settings.contactSales': 'Contact Sales',
  'settings.billingHistory': 'Billing History',
  'settings.billingHistoryBody': 'Invoices of your subscription.',
  'settings.noInvoices': 'No invoices to display',
  'settings.accountManagement': 'Account Management',
  'settings.accountManagementBody': 'Signed in as {email}.',
  'settings.support': 'Support',
  'settings.supportBody': 'Questions about Vigila or a data source? Our team answers by e-mail.',
  'settings.supportLink': 'Contact Support',
  'settings.publishers': 'Literature publishers',
  'settings.publishersBody': 'Connect a publisher account to retrieve full-text articles.',
  'settings.publisherInactive': 'Inactive',
  'settings.publisherApiKey': 'API key',
  'settings.publisherApiKeyPlaceholder': 'Publisher API key',
  'settings.publisherAdd': 'Add',
  'settings.publisherNotAvailable': 'Publisher connections are not available yet; the key was not stored.',

  // Profile (SPEC §3 "User (profile)")
  'profile.title': 'Profile',
  'profile.body': 'The account you are signed in with.',
  'profile.name': 'Name',
  'profile.email': 'Email',
  'profile.organization': 'Organization',
  'profile.role': 'Role',
  'profile.none': 'Not set',
  'profile.pictureAlt': 'Profile picture of {name}',
  'profile.accountTitle': 'Account',
  'profile.orgsTitle': 'Organisations and roles',
  'profile.orgsBody': 'Where you work in Vigila, and what you may do there.',
  'profile.orgsLoading': 'Loading your organisations…',
  'profile.orgsFailed': 'Your organisations could not be loaded.',
  'profile.orgColumn': 'Organisation',
  'profile.rolesColumn': 'Roles',
  'profile.activeOrg': 'current',
  'profile.preferencesTitle': 'Preferences',
  'profile.timeZone': 'Time zone',
  'profile.timeZoneHint': 'Dates and times are shown in this time zone.',
  'profile.timeZoneBrowser': 'This browser’s ({zone})',
  'profile.securityTitle': 'Security',
  'profile.passwordTitle': 'Change password',
  'profile.currentPassword': 'Current password',
  'profile.newPassword': 'New password',
  'profile.newPasswordHint': 'At least {min} characters.',
  'profile.confirmPassword': 'Repeat the new password',
  'profile.passwordsDiffer': 'The two new passwords differ.',
  'profile.passwordTooShort': 'Use at least {min} characters.',
  'profile.changePassword': 'Change password',
  'profile.changingPassword': 'Changing…',
  'profile.passwordChanged': 'Password changed',
  'profile.signOutEverywhereTitle': 'Sign out of every session',
  'profile.signOutEverywhereBody':
    'Ends your sessions on every browser and device, this one included. Use it if a device was lost or shared.',
  'profile.signOutEverywhere': 'Sign out everywhere',
  'profile.signOutEverywhereConfirm': 'Sign out of every session now?',
  'profile.signOutEverywhereFailed': 'The sessions could not be ended: {reason}',
  'profile.cancel': 'Cancel',

  // Review workflow and data-source panels (issue 3), one file each to keep screens together
  ...enReview,
  ...enTriageForgives,
  ...enPossiblySerious,
  // Each monitored source's own texts (packages/domain/src/sources/<source>.ts)
  ...SOURCE_TEXTS_EN,
  ...enSources,
  // Monitored sources (issue 4): lists/details, and panels/add flows
  ...enSourceLists,
  ...enMonitoring,
  // Cases (issue 5): list and Convert to Case (the case detail and its E2B form: enCaseForm)
  ...enCases,
  ...enDuplicates,
  ...enReportingRules,
  ...enProducts,
  // Team and invitations (issue 6)
  ...enTeam,
  // Case workflow, roles and permissions (issue 26, decision 0034)
  ...enWorkflow,
  ...enMeddra,
  ...enRetention,
  // The API's errors by stable code (issue 11): shown instead of the server's English text
  ...enApiErrors,
} as const;
