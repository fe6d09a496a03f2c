import { isInteger, isNumber, isOneOf, isRecord, isString, isUuid } from '../http/read-json';
import { priorityIds } from '../issues/priorities';
import { toSingleLine } from '../text/single-line';
import type { FeedbackPageSettings, MessageHint, Site } from './site';
import { feedbackPageLimits, siteTypes } from './site-rules';

// Zod-free, like open-list-rows.ts: the site area reads GET /api/site/{siteId} before the live list shows, and
// read-site.test.ts keeps each reader accepting and refusing what its schema does. The settings come back as
// the schema gives them (hints trimmed, names on one line); the rest is the answer's own object.

const readHint = (value: unknown): MessageHint | null => {
  if (!isRecord(value) || !isString(value.label) || !isString(value.message)) return null;
  const label = value.label.trim();
  const message = value.message.trim();
  const fits = (text: string, max: number) => text.length >= 1 && text.length <= max;
  return fits(label, feedbackPageLimits.hintLabel) && fits(message, feedbackPageLimits.hintMessage)
    ? { label, message }
    : null;
};

/** A site's feedback page settings as `feedbackPageSettings` reads them, or null. */
export function readFeedbackPageSettings(value: unknown): FeedbackPageSettings | null {
  if (!isRecord(value)) return null;
  const { introText, localizedNames, messageHints } = value;
  const settings: FeedbackPageSettings = {};
  if (introText !== undefined) {
    if (!isString(introText) || introText.length > feedbackPageLimits.introText) return null;
    settings.introText = introText;
  }
  if (localizedNames !== undefined) {
    if (!isRecord(localizedNames)) return null;
    const names: Record<string, string> = {};
    for (const [language, name] of Object.entries(localizedNames)) {
      const line = isString(name) ? toSingleLine(name) : null;
      if (line === null || line.length > feedbackPageLimits.localizedName) return null;
      names[language] = line;
    }
    settings.localizedNames = names;
  }
  if (messageHints !== undefined) {
    if (!Array.isArray(messageHints) || messageHints.length > feedbackPageLimits.messageHints) return null;
    const hints = messageHints.map(readHint);
    if (!hints.every((hint) => hint !== null)) return null;
    settings.messageHints = hints;
  }
  return settings;
}

/** GET /api/site/{siteId} as `site` accepts it, or null. */
export function readSite(json: unknown): Site | null {
  if (!isRecord(json) || !isUuid(json.id) || !isInteger(json.createdAt) || !isOneOf(siteTypes, json.type)) return null;
  if (!isString(json.idCode) || !isString(json.name) || !isString(json.companyName)) return null;
  const { context, responseTargets } = json;
  if (!isRecord(context) || !['postcode', 'operatingHours', 'purpose'].every((key) => isString(context[key])))
    return null;
  if (!isRecord(responseTargets) || !priorityIds.every((id) => isNumber(responseTargets[id]))) return null;
  const feedbackPageSettings = readFeedbackPageSettings(json.feedbackPageSettings);
  return feedbackPageSettings ? ({ ...json, feedbackPageSettings } as Site) : null;
}
