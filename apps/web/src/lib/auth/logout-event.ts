/** Fired on window when the session ends without the user asking (a 401 from any call, SPEC §4.1). */
export const LOGOUT_EVENT = 'vigila:logout';

export function dispatchLogoutEvent(): void {
  window.dispatchEvent(new Event(LOGOUT_EVENT));
}
