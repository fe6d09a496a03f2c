import {
  chatMessage,
  publicSite,
  stillAProblemResponse,
  transcribeResponse,
  uploadTarget,
  visitorReportStatus,
} from '@sitewatch/shared';
import { describe, expect, it } from 'vitest';
import {
  parseChatMessage,
  parsePublicSite,
  parseReportStatus,
  parseStatusToken,
  parseSubmittedIssue,
  parseTranscription,
  parseUploadTarget,
} from './parse-response';

// The page's guards must accept and refuse exactly what the shared schemas do (within the shapes
// the API produces), so skipping zod on the page changes nothing about what it trusts.

const chatSamples: unknown[] = [
  { id: 'aaaaaaaa', type: 'userMessage', content: 'Broken door' },
  { id: 'aaaaaaaa', type: 'assistantMessage', content: '' },
  { id: 'aaaaaaaa', type: 'userPhoto', photoId: 'p1', fileKey: 'issue-reporting-images/x.jpg' },
  { id: 'aaaaaaaa', type: 'userPhoto', photoId: 'p1', fileKey: 'k', src: 'blob:http://x/1' },
  { id: 'aaaaaaaa', type: 'assistantIssueCreated', title: 'T', description: 'D', location: 'L', photoIds: ['p1'] },
  { id: 'AAAAAAAA', type: 'userMessage', content: 'upper-case id' },
  { id: 'aaaa', type: 'userMessage', content: 'short id' },
  { id: 'aaaaaaaa', type: 'userMessage' },
  { id: 'aaaaaaaa', type: 'userMessage', content: 5 },
  { id: 'aaaaaaaa', type: 'userPhoto', photoId: '', fileKey: 'k' },
  { id: 'aaaaaaaa', type: 'userPhoto', photoId: 'p', fileKey: '' },
  { id: 'aaaaaaaa', type: 'userPhoto', photoId: 'p', fileKey: 'k', src: 3 },
  { id: 'aaaaaaaa', type: 'assistantIssueCreated', title: 'T', description: 'D', location: 'L' },
  { id: 'aaaaaaaa', type: 'assistantIssueCreated', title: 'T', description: 'D', location: 'L', photoIds: [1] },
  { id: 'aaaaaaaa', type: 'systemMessage', content: 'x' },
  null,
  'data',
  [],
];

const site = {
  id: '6f1c1a54-8e5b-4a8e-9a57-0a4bb0d0c001',
  name: 'Central Station',
  feedbackPageSettings: {},
  voiceInputAvailable: true,
};
const siteSamples: unknown[] = [
  site,
  { ...site, feedbackPageSettings: { introText: 'Hi', localizedNames: { pl: 'Dworzec' } } },
  { ...site, feedbackPageSettings: { messageHints: [{ label: 'Lift', message: 'The lift is broken' }] } },
  { ...site, voiceInputAvailable: 'yes' },
  { ...site, name: undefined },
  { ...site, feedbackPageSettings: undefined },
  { ...site, feedbackPageSettings: { introText: 4 } },
  { ...site, feedbackPageSettings: { localizedNames: { pl: 4 } } },
  { ...site, feedbackPageSettings: { messageHints: [{ label: 'Lift' }] } },
  null,
];

describe('parseChatMessage', () => {
  it.each(chatSamples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with chatMessage on %s',
    (_, sample) => {
      const shared = chatMessage.safeParse(sample);
      expect(parseChatMessage(sample)).toEqual(shared.success ? shared.data : null);
    },
  );
});

describe('parsePublicSite', () => {
  it.each(siteSamples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with publicSite on %s',
    (_, sample) => {
      const shared = publicSite.safeParse(sample);
      expect(parsePublicSite(sample)).toEqual(shared.success ? shared.data : null);
    },
  );
});

describe('parseUploadTarget and parseTranscription', () => {
  it.each([[{ url: '/files/x', key: 'k' }], [{ url: '/files/x' }], [{ url: 1, key: 'k' }], [null]])(
    'agree with the shared schemas on %j',
    (sample) => {
      const target = uploadTarget.safeParse(sample);
      expect(parseUploadTarget(sample)).toEqual(target.success ? target.data : null);
      const text = transcribeResponse.safeParse(sample);
      expect(parseTranscription(sample)).toEqual(text.success ? text.data : null);
    },
  );

  it('reads a transcription', () => {
    expect(parseTranscription({ text: 'Hello' })).toEqual({ text: 'Hello' });
  });
});

describe('issue 14 guards agree with the shared schemas', () => {
  const token = `${'0a'.repeat(16)}${'T'.repeat(43)}`;
  it('parseReportStatus accepts what visitorReportStatus accepts, and nothing else', () => {
    const good = {
      title: 'Spill',
      location: 'Aisle 3',
      createdAt: 1_700_000_000_000,
      photos: [{ id: '6f1c1a54-8e5b-4a8e-9a57-0a4bb0d0c001' }],
      state: 'fixed',
      fixedAt: 1_700_000_100_000,
      language: 'pl',
      hasEmail: false,
    };
    expect(visitorReportStatus.parse(good)).toEqual(good);
    expect(parseReportStatus(good)).toEqual(good);
    for (const bad of [{ ...good, state: 'closed' }, { ...good, createdAt: 'now' }, { ...good, photos: [1] }, null]) {
      expect(visitorReportStatus.safeParse(bad).success).toBe(false);
      expect(parseReportStatus(bad)).toBeNull();
    }
  });

  it('parseSubmittedIssue and parseStatusToken read the token only when it has the shared shape', () => {
    expect(parseSubmittedIssue({ statusToken: token, alreadyReported: true })).toEqual({
      statusToken: token,
      alreadyReported: true,
    });
    expect(parseSubmittedIssue({ statusToken: 'x', alreadyReported: true })).toBeNull();
    expect(parseStatusToken({ statusToken: token })).toEqual({ statusToken: token });
    expect(stillAProblemResponse.safeParse({ statusToken: 'x' }).success).toBe(false);
    expect(parseStatusToken({ statusToken: 'x' })).toBeNull();
  });
});
