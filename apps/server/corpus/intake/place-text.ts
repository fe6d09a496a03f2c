/**
 * A place's words for comparing a stored location with a labelled place: case, spacing and punctuation aside
 * ("2nd floor, men's toilets" holds "men's toilets"). The place measurements (scripts/measure-intake.ts --place-dev,
 * test/intake/place-round.measure.ts) compare with it.
 */
export const normalPlaceText = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\p{P}\s]+/gu, ' ')
    .trim();
