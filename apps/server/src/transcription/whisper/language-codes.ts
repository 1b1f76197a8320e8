/** The languages Whisper knows (openai/whisper tokenizer.py), as ISO 639-1 codes (a few are longer). */
const WHISPER_CODES =
  `en zh de es ru ko fr ja pt tr pl ca nl ar sv it id hi fi vi he uk el ms cs ro da hu ta no th ur
  hr bg lt la mi ml cy sk te fa lv bn sr az sl kn et mk br eu is hy ne mn bs kk sq sw gl mr pa si km sn yo so af oc
  ka be tg sd gu am yi lo uz fo ht ps tk nn mt sa lb my bo tl mg as tt haw ln ha ba jv su yue`.split(/\s+/);

/** Names Whisper prints that are not the English display name of the code. */
const ALIASES: Record<string, string> = {
  castilian: 'es',
  mandarin: 'zh',
  valencian: 'ca',
  flemish: 'nl',
  haitian: 'ht',
  letzeburgesch: 'lb',
  pushto: 'ps',
  panjabi: 'pa',
  moldavian: 'ro',
  moldovan: 'ro',
  sinhalese: 'si',
  burmese: 'my',
  javanese: 'jv',
  cantonese: 'yue',
};

let byName: Map<string, string> | null = null;

function codesByName(): Map<string, string> {
  if (byName) return byName;
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  byName = new Map(Object.entries(ALIASES));
  for (const code of WHISPER_CODES) byName.set((names.of(code) ?? code).toLowerCase(), code);
  return byName;
}

/**
 * OpenAI answers `"language": "english"`, whisper.cpp and faster-whisper answer `"en"`: both become 'en'.
 * Anything unrecognised becomes null rather than a guess.
 */
export function toLanguageCode(language: string | null | undefined): string | null {
  const value = language?.trim().toLowerCase();
  if (!value) return null;
  const named = codesByName().get(value); // checked first: 'lao' is a name, not a code
  if (named) return named;
  if (/^[a-z]{2}$/.test(value) || WHISPER_CODES.includes(value)) return value;
  return /^([a-z]{2})[-_][a-z0-9]+$/.exec(value)?.[1] ?? null; // en-US, pt_BR
}
