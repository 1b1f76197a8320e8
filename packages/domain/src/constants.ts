// Business constants from the specification (SPEC §9). Names, not magic numbers.
export const PRODUCT_NAME = 'Vigila';
export const PRODUCT_VERSION = '0.7.3';
export const API_BASE_PATH = '/api';
export const AUTH_STORAGE_KEY = 'auth-storage';

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TOAST_DURATION_MS = { default: 4000, success: 2000 } as const;
export const PROGRESS_STEPS = [15, 40, 50, 60, 90, 100] as const;

export const ROLES = ['owner', 'admin', 'manager', 'technician'] as const;
export type Role = (typeof ROLES)[number];
/** Owner is never invitable (SPEC §2.5). */
export const INVITABLE_ROLES = ['admin', 'manager', 'technician'] as const satisfies readonly Role[];
export const NO_ROLE = 'no-role';

export const STATUS = { pending: 1, needsReview: 2, nonRelevant: 3 } as const;
export type StatusId = (typeof STATUS)[keyof typeof STATUS];

export const REVIEW_FLAGS = ['adr', 'pqc', 'mi'] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number];
export const LITERATURE_FLAGS = ['ss', 'qm', 'si'] as const;
export type LiteratureFlag = (typeof LITERATURE_FLAGS)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
