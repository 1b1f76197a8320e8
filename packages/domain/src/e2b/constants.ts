/** SPEC §9 E2B defaults: the ICH ICSR message header of every generated file. */
export const E2B_DEFAULTS = {
  messageType: 'ichicsr',
  messageFormat: 'xml',
  messageFormatVersion: '2.1',
  messageFormatRelease: '1.0',
} as const;

/** SPEC §7/§9: the browser downloads the generated report under this name. */
export const e2bFileName = 'e2b_report.xml';

/** The E2B(R3) message of a case (GET /cases/{id}/e2b?format=r3) is downloaded under this name. */
export const e2bR3FileName = 'e2b_r3_report.xml';

/** ICH E2B(R2) attachment 1 DTD as published by the EMA; only named in the DOCTYPE, never downloaded. */
export const E2B_DTD_URL = 'http://eudravigilance.ema.europa.eu/dtd/icsr21xml.dtd';

/** ICH date format codes: 102 = CCYYMMDD, 610 = CCYYMM, 602 = CCYY, 204 = CCYYMMDDHHMMSS. */
export const E2B_DATE_FORMAT = { day: '102', month: '610', year: '602', second: '204' } as const;
