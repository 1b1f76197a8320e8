// Rules of a case's receipt dates, zod-free: the case page checks a change with them before it sends it.

/** The longest reason a receipt-date change keeps (it goes into the audit trail as written). */
export const RECEIPT_REASON_MAX = 500;

/** Why two receipt dates cannot be a case's (the API's error code), or null when they can. */
export function receiptDatesProblem(
  initial: string,
  latest: string,
  today: string,
): 'receipt_date_in_future' | 'receipt_dates_out_of_order' | null {
  if (initial > today || latest > today) return 'receipt_date_in_future';
  if (latest < initial) return 'receipt_dates_out_of_order';
  return null;
}
