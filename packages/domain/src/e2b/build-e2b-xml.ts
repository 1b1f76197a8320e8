import { buildSafetyReport } from './build-safety-report.ts';
import { E2B_DATE_FORMAT, E2B_DEFAULTS, E2B_DTD_URL } from './constants.ts';
import { toE2bMessageDate } from './dates.ts';
import { e2bCaseSchema, type E2bCase, type E2bCaseInput } from './e2b-case.ts';
import { group, leaf, serializeXml, type XmlNode } from './xml-writer.ts';

export interface BuildE2bOptions {
  /** The message date when the case has none; defaults to the moment of generation. */
  now?: Date;
}

function messageHeader(report: E2bCase, now: Date): XmlNode[] {
  return group('ichicsrmessageheader', [
    ...leaf('messagetype', E2B_DEFAULTS.messageType),
    ...leaf('messageformatversion', E2B_DEFAULTS.messageFormatVersion),
    ...leaf('messageformatrelease', E2B_DEFAULTS.messageFormatRelease),
    ...leaf('messagenumb', report.message_identifier ?? report.batch_number ?? report.case_id),
    ...leaf(
      'messagesenderidentifier',
      report.message_header_sender_identifier ?? report.batch_sender_identifier ?? report.sender_organization,
    ),
    ...leaf(
      'messagereceiveridentifier',
      report.message_header_receiver_identifier ?? report.batch_receiver_identifier,
    ),
    ...leaf('messagedateformat', E2B_DATE_FORMAT.second),
    ...leaf(
      'messagedate',
      toE2bMessageDate(
        report.message_header_date_of_message_creation ?? report.batch_date_of_message_creation,
        now,
      ),
    ),
  ]);
}

/**
 * The ICH E2B(R2) ichicsr document of one case (SPEC §7 "Generate E2B XML"). Throws a ZodError naming the
 * form fields when the case lacks a required field or holds an unknown code; callers that show problems in
 * the form should `e2bCaseSchema.safeParse` first.
 */
export function buildE2bXml(input: E2bCaseInput, options: BuildE2bOptions = {}): string {
  const report = e2bCaseSchema.parse(input);
  const now = options.now ?? new Date();
  const root: XmlNode = {
    name: 'ichicsr',
    children: [...messageHeader(report, now), ...buildSafetyReport(report)],
  };
  const body = serializeXml(root).replace('<ichicsr>', '<ichicsr lang="en">');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE ichicsr SYSTEM "${E2B_DTD_URL}">\n${body}`;
}
