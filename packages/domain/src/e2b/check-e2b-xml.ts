import { E2B_DATE_FORMAT } from './constants.ts';
import { isRealCalendarDate } from './dates.ts';
import { ICHICSR_RULE, SERIOUSNESS_ELEMENTS, type GroupRule, type LeafRule } from './r2-structure.ts';
import { parseXml, XmlSyntaxError, type XmlElement } from './xml-parser.ts';

export interface E2bProblem {
  /** Where: element path such as ichicsr/safetyreport/patient/reaction[2]/reactionmeddrapt. */
  path: string;
  /** For people, prefixed with the form section: "E.i: reaction term is required". */
  message: string;
}

export interface E2bCheckResult {
  ok: boolean;
  problems: E2bProblem[];
}

type Report = (path: string, message: string) => void;

const codePointLength = (text: string): number => Array.from(text).length;

function describeCodes(codes: readonly string[]): string {
  return codes.length > 10 ? 'see the R2 code list' : `allowed: ${codes.join(', ')}`;
}

function dateProblem(value: string, format: string): string | undefined {
  const digits = /^\d+$/.test(value);
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  switch (format) {
    case E2B_DATE_FORMAT.day:
      return digits && value.length === 8 && isRealCalendarDate(year, month, day) ? undefined : 'CCYYMMDD';
    case E2B_DATE_FORMAT.month:
      return digits && value.length === 6 && month >= 1 && month <= 12 ? undefined : 'CCYYMM';
    case E2B_DATE_FORMAT.year:
      return digits && value.length === 4 ? undefined : 'CCYY';
    default:
      // An unknown format code is reported on the format element itself.
      return undefined;
  }
}

function isMessageDate(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year = 0, month = 0, day = 0, hour = 99, minute = 99, second = 99] = match.slice(1).map(Number);
  return isRealCalendarDate(year, month, day) && hour < 24 && minute < 60 && second < 60;
}

function checkLeaf(
  element: XmlElement,
  rule: LeafRule,
  siblings: XmlElement[],
  at: string,
  section: string,
  report: Report,
) {
  const name = `${section}: ${rule.label}`;
  if (element.children.length > 0) report(at, `${name} must hold text, not elements`);
  const value = element.text;
  if (value.trim() === '') {
    report(at, `${name} is empty (leave the element out instead)`);
    return;
  }
  if (rule.codes !== undefined) {
    // A code list says everything about a coded field: length and type follow from it.
    if (!rule.codes.includes(value))
      report(at, `${name} has an unknown code "${value}" (${describeCodes(rule.codes)})`);
    return;
  }
  // A date's shape comes from its format code, which also bounds its length.
  if (rule.formatElement !== undefined) {
    const format = siblings.find((sibling) => sibling.name === rule.formatElement)?.text;
    if (format === undefined) {
      report(at, `${name} needs its format code (${rule.formatElement})`);
      return;
    }
    const expected = dateProblem(value, format);
    if (expected !== undefined) report(at, `${name} "${value}" is not a valid date (${expected})`);
    return;
  }
  const length = codePointLength(value);
  if (length > rule.max) report(at, `${name} is too long (${length} characters, at most ${rule.max})`);
  if (rule.name === 'messagedate' && !isMessageDate(value)) {
    report(at, `${name} "${value}" is not a valid date and time (CCYYMMDDHHMMSS)`);
    return;
  }
  if (rule.type === 'N' && !/^\d+(\.\d+)?$/.test(value)) report(at, `${name} must be a number`);
  if (rule.type === 'A' && !/^[A-Za-z]+$/.test(value)) report(at, `${name} must be letters (a country code)`);
}

/** R2: a serious report names its criteria, and at least one of them is "yes". */
function checkSeriousness(report: XmlElement, at: string, problems: Report) {
  const serious = report.children.find((child) => child.name === 'serious')?.text;
  if (serious !== '1') return;
  const flags = SERIOUSNESS_ELEMENTS.map(
    (name) => report.children.find((child) => child.name === name)?.text,
  );
  if (!flags.includes('1')) {
    problems(`${at}/serious`, 'C.1: a serious report needs at least one seriousness criterion set to yes');
  }
}

function checkGroup(element: XmlElement, rule: GroupRule, at: string, report: Report) {
  const where = `${rule.section}: ${rule.label}`;
  if (element.text.trim() !== '') report(at, `${where} must hold elements, not text`);
  const counts = new Map<string, number>();
  let position = 0;
  let previous: string | undefined;
  for (const child of element.children) {
    const index = rule.children.findIndex((candidate) => candidate.name === child.name);
    const childRule = rule.children[index];
    const seen = counts.get(child.name) ?? 0;
    counts.set(child.name, seen + 1);
    const childAt = `${at}/${child.name}${childRule?.kind === 'group' && childRule.repeat === true ? `[${seen + 1}]` : ''}`;
    if (childRule === undefined) {
      report(childAt, `${rule.section}: <${child.name}> is not an element of ${rule.label}`);
      continue;
    }
    if (index < position) {
      report(childAt, `${rule.section}: <${child.name}> is out of order (it must come before <${previous}>)`);
    } else if (seen > 0 && !(childRule.kind === 'group' && childRule.repeat === true)) {
      report(childAt, `${rule.section}: <${child.name}> appears more than once`);
    } else {
      position = index;
      previous = child.name;
    }
    if (childRule.kind === 'group') checkGroup(child, childRule, childAt, report);
    else checkLeaf(child, childRule, element.children, childAt, rule.section, report);
  }
  for (const childRule of rule.children) {
    if (childRule.required === true && !counts.has(childRule.name)) {
      report(
        `${at}/${childRule.name}`,
        `${childRule.kind === 'group' ? childRule.section : rule.section}: ${childRule.label} is required`,
      );
    }
  }
  if (rule.name === 'safetyreport') checkSeriousness(element, at, report);
}

/**
 * Structural check of an ICH E2B(R2) ichicsr document, written from the guideline and DTD 2.1: well-formed,
 * element order, required elements, code lists, dates against their format codes, maximum lengths.
 */
export function checkE2bXml(xml: string): E2bCheckResult {
  const problems: E2bProblem[] = [];
  const report: Report = (path, message) => problems.push({ path, message });
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    return { ok: false, problems: [{ path: '/', message: `Not well-formed XML: ${error.message}` }] };
  }
  if (root.name !== ICHICSR_RULE.name) {
    report(root.name, `N: the root element must be <ichicsr>, not <${root.name}>`);
  } else {
    if (root.attributes.lang === undefined) report('ichicsr', 'N: <ichicsr> needs its lang attribute');
    checkGroup(root, ICHICSR_RULE, 'ichicsr', report);
  }
  return { ok: problems.length === 0, problems };
}
