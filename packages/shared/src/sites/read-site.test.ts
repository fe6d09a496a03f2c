import { describe, expect, it } from 'vitest';
import { expectReaderAgreesWithSchema } from '../test-support/schema-agreement';
import { makeSite } from '../testing';
import { readFeedbackPageSettings, readSite } from './read-site';
import { feedbackPageSettings, site } from './site';

const settings = {
  introText: 'Tell us what you noticed',
  localizedNames: { pl: 'Dworzec', de: 'Bahnhof' },
  messageHints: [{ label: 'Lift', message: 'The lift is broken' }],
};

describe('readSite', () => {
  it('accepts and refuses what site does, field by field', () => {
    expectReaderAgreesWithSchema(readSite, site, [makeSite({ feedbackPageSettings: settings }), makeSite()]);
  });
});

describe('readFeedbackPageSettings', () => {
  it('gives back the settings as the schema reads them: hints trimmed, names on one line', () => {
    const stored = { localizedNames: { pl: 'Dwo\r\nrzec' }, messageHints: [{ label: ' Lift ', message: 'Broken ' }] };
    expect(readFeedbackPageSettings(stored)).toEqual(feedbackPageSettings.parse(stored));
    expect(readFeedbackPageSettings(stored)).toEqual({
      localizedNames: { pl: 'Dwo rzec' },
      messageHints: [{ label: 'Lift', message: 'Broken' }],
    });
  });

  it('refuses what the schema refuses beyond one field: too many hints', () => {
    const hint = settings.messageHints[0];
    for (const count of [8, 9]) {
      const many = { messageHints: Array.from({ length: count }, () => hint) };
      expect(readFeedbackPageSettings(many) !== null).toBe(feedbackPageSettings.safeParse(many).success);
    }
    expect(readFeedbackPageSettings({ messageHints: Array.from({ length: 9 }, () => hint) })).toBeNull();
  });
});
