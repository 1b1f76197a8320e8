// The Home page's windows (decision 0020), without zod: the web reads them to label its cards.

/** Weeks the trends cover, the current one last. */
export const HOME_TREND_WEEKS = 12;
/** "Due soon": open cases due today or within this many days (UTC), not yet overdue. */
export const HOME_DUE_SOON_DAYS = 7;
/** Failed syncs of a monitored source are counted over this many days. */
export const HOME_SYNC_FAILURE_DAYS = 28;
