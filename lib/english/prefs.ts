import { jsonCodec, type Codec } from '@/lib/storage-keys';

/**
 * The learner's settings of the English area, kept under `englishPrefs`: the language of
 * the explanations, whether the trainers show every answer at once, and the recall mode
 * of each review deck. A setting of this device, like the theme: not in the data export.
 */

export type HelpLanguage = 'en' | 'es';

/** How a review card asks (see lib/review/recall.ts). */
export const RECALL_MODES = ['recognize', 'spanish', 'type', 'listen'] as const;
export type RecallMode = (typeof RECALL_MODES)[number];

export interface EnglishPrefs {
  /** The language of the explanation paragraphs (headings and exercises stay English). */
  help: HelpLanguage;
  /** The trainers show the answers at once instead of asking first. */
  showAll: boolean;
  /** The recall mode chosen per review deck (a deck id); absent: Recognize. */
  recall: Readonly<Record<string, RecallMode>>;
}

export const defaultPrefs: EnglishPrefs = { help: 'en', showAll: false, recall: {} };

const isRecallMode = (value: unknown): value is RecallMode =>
  RECALL_MODES.includes(value as RecallMode);

/** Reads a stored value: each setting that is not valid takes its default. */
export function decodePrefs(value: unknown): EnglishPrefs | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const recall: Record<string, RecallMode> = {};
  if (typeof v.recall === 'object' && v.recall !== null && !Array.isArray(v.recall))
    for (const [deck, mode] of Object.entries(v.recall))
      if (/^[a-zA-Z]{1,40}$/.test(deck) && isRecallMode(mode)) recall[deck] = mode;
  return {
    help: v.help === 'es' ? 'es' : 'en',
    showAll: v.showAll === true,
    recall,
  };
}

/**
 * Joins two copies setting by setting: what this page changed since `base` wins, the
 * rest comes from the stored copy (another tab's choice).
 */
export function mergePrefs(
  stored: EnglishPrefs,
  local: EnglishPrefs,
  base: EnglishPrefs = defaultPrefs,
): EnglishPrefs {
  const pick = <T>(s: T, l: T, b: T) => (l !== b ? l : s);
  const recall: Record<string, RecallMode> = { ...stored.recall };
  for (const [deck, mode] of Object.entries(local.recall))
    if (mode !== base.recall[deck]) recall[deck] = mode;
  return {
    help: pick(stored.help, local.help, base.help),
    showAll: pick(stored.showAll, local.showAll, base.showAll),
    recall,
  };
}

export const prefsCodec: Codec<EnglishPrefs> = jsonCodec(
  'englishPrefs',
  (value) => {
    const prefs = decodePrefs(value);
    return prefs && { value: prefs };
  },
  (prefs) => prefs,
  mergePrefs,
);
