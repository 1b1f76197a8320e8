import { LANGUAGES, type Language, type UserPreferences } from '@vigila/domain';
import type { Db } from '../../db/client.ts';
import { findUserLanguage, updateUserLanguage } from './users.repository.ts';

/** A stored value the interface no longer offers reads as "never chosen" rather than breaking the answer. */
const asLanguage = (stored: string | null): Language | null =>
  LANGUAGES.find((language) => language === stored) ?? null;

/**
 * GET /me/preferences: the signed-in user's own choices, kept with the account so a sign-in on another browser
 * finds them (decision 0037). Only the caller's own row is read: there is no other user's to ask for.
 */
export async function getPreferences(db: Db, userId: string): Promise<UserPreferences> {
  return { language: asLanguage(await findUserLanguage(db, userId)) };
}

/** PUT /me/preferences: the whole set, as the browser now has it (null forgets the choice). */
export async function savePreferences(
  db: Db,
  userId: string,
  preferences: UserPreferences,
): Promise<UserPreferences> {
  await updateUserLanguage(db, userId, preferences.language);
  return getPreferences(db, userId);
}
