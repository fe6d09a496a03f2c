import placeWords from '../../../../../models/place-words.json' with { type: 'json' };

/**
 * Place words per language, learned from the labelled place spans of the corpus's training split by
 * `npm run train:triage` (scripts/learn-place-words.ts): the words visitors use for where a problem is,
 * beyond the vocabulary files' own. A comma-separated cue list per language, as the vocabulary files write them.
 */
export const learnedPlaces: Readonly<Record<string, string>> = placeWords.languages;
