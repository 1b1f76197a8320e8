/** English strings of the Instagram, YouTube, Amazon and literature lists and detail pages (SPEC §2.7, §2.8, §8). */
export const enSourceLists = {} as const;
