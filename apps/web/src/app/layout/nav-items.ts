import {
  FileChartColumn,
  FileCode,
  FolderKanban,
  House,
  ListChecks,
  Radar,
  Settings,
  User,
  type LucideIcon,
} from 'lucide-react';
import type { PlainMessageKey } from '@vigila/domain';
import { SOURCE_SHELLS } from '../sources.ts';

export interface NavItem {
  label: PlainMessageKey;
  to: string;
  icon: LucideIcon;
}

/** Sidebar groups of SPEC §2.3. */
export const navigationItems: readonly NavItem[] = [
  { label: 'nav.home', to: '/', icon: House },
  { label: 'nav.vector', to: '/vector', icon: Radar },
  { label: 'nav.triage', to: '/triage', icon: ListChecks },
];

/** Data Sources: each source's entry, from its shell (../sources.ts). */
export const dataSourceItems: readonly NavItem[] = SOURCE_SHELLS.map((shell) => shell.nav);

export const caseItems: readonly NavItem[] = [
  { label: 'nav.activeCases', to: '/cases', icon: FolderKanban },
  { label: 'nav.customReport', to: '/custom-report', icon: FileChartColumn },
  { label: 'nav.e2bManual', to: '/e2b', icon: FileCode },
];

export const accountItems: readonly NavItem[] = [
  { label: 'nav.profile', to: '/profile', icon: User },
  { label: 'nav.settings', to: '/settings', icon: Settings },
];

const CASE_PREFIXES = ['/export', '/psur', '/e2b', '/cases', '/custom-report'];

/** The Cases group is highlighted on these paths (SPEC §2.3). */
export function isCasesPath(pathname: string): boolean {
  return CASE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** An item is active on its own page and below it; Home ("/") is active on /home. */
export function isItemActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/home';
  return pathname === to || pathname.startsWith(`${to}/`);
}
