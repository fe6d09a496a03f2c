import type { CategoryId } from '@sitewatch/shared';

/**
 * What the built-in assistant and the rule-based triage know of one language. Each field is a list of
 * cues separated by commas; a cue is a word or phrase, and a trailing `*` takes any ending ("büro*"
 * matches "Büros", "toimisto*" matches "toimistossa"). Written from the spec's category and priority
 * definitions (section 3); reviewed per language, one file each.
 */
export interface Vocabulary {
  /** Places on a site: rooms, areas, storeys, fixtures people meet at ("aisle", "Büro", "トイレ"). */
  places: string;
  /** Parts of a room: floor, ceiling, wall, door, window. Never a location on their own. */
  surfaces: string;
  /** Words that open a place phrase and stay in the location ("next to", "neben"). */
  near: string;
  /** Plain locatives left out of the start of a location ("in", "im", "en"). */
  at: string;
  /** Greetings: answered with a greeting and the question. */
  greetings: string;
  /** Openers of a correction to the draft ("actually", "no,", "I meant"). */
  corrections: string;
  /** Openers of another, different problem ("also", "another"). */
  another: string;
  /**
   * The words of a photo's caption: photo, picture, image ("Foto", "zdjęcie", "写真"), and short phrases
   * such as "another photo", "one more", "here is". A message of these alone only goes with a photo: it
   * attaches to the open draft, never opens another. A cue of one word is read as a word for a photo
   * (after "another", "noch ein", "ещё" it means another photo, not another problem), so words such as
   * "here is" are written as phrases.
   */
  captions: string;
  /** Immediate risk of death or serious injury: fire, smoke, gas, electric shock, unconscious, weapon. */
  critical: string;
  /** Risk of injury: exposed wires, flood, injury, threat, assault, broken glass. */
  high: string;
  /** Minor risk of harm: slipping hazards, leaks, things that do not work. */
  medium: string;
  /** Compounds with an alarming word that are no emergency ("fire exit", "smoke detector"). */
  benign?: string;
  /** Core nouns of each category (OTHER has none: it is what is left). */
  categories: Partial<Record<CategoryId, string>>;
}

/** Scripts written without spaces between words: cues match anywhere, not at word boundaries. */
export const unspacedLanguages: ReadonlySet<string> = new Set(['zh', 'ja', 'th']);
