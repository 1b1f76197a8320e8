import type { ReportingReceiver } from './reporting-rule-kinds.ts';

/** The European Economic Area: the 27 EU member states with Iceland, Liechtenstein and Norway (ISO 3166-1 alpha-2). */
const EEA = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
] as const;

/**
 * The countries that are "domestic" to each receiver. FDA counts the US with its territories (21 CFR 314.80 speaks of
 * domestic and foreign experience); the EU counts the EEA (GVP Module VI); Health Canada counts Canada (C.01.017).
 */
export const RECEIVER_TERRITORIES: Readonly<Record<ReportingReceiver, readonly string[]>> = {
  fda: ['US', 'PR', 'GU', 'VI', 'AS', 'MP'],
  eu: EEA,
  health_canada: ['CA'],
};

/** The case's country as the rules see it, upper-cased (E2B gives ISO 3166-1 alpha-2 codes). */
export function isDomesticTo(receiver: ReportingReceiver, country: string): boolean {
  return RECEIVER_TERRITORIES[receiver].includes(country.trim().toUpperCase());
}
