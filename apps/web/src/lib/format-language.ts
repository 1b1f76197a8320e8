/**
 * A detected language code as a reader sees it: the language's name in the interface language ('en' → 'English'
 * or 'inglés'). 'und' (undetermined, which the embedded transcriber reports when unsure) and codes the browser
 * cannot name come back as null, so the caller shows its 'Unknown' text instead of a raw code.
 */
export function languageName(code: string, uiLanguage: string): string | null {
  if (code === 'und') return null;
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1) : null;
  } catch {
    return null; // not a well-formed language code
  }
}
