import type { ChatMessage, CreateIssueRequest } from '@sitewatch/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionPersistence } from './chat-persistence';
import { type ChatApi, createChatStore } from './chat-store';

interface PendingStream {
  messages: ChatMessage[];
  language: string;
  signal: AbortSignal;
  push: (message: ChatMessage) => void;
  finish: () => void;
  fail: (error: Error) => void;
  submittedDraftIds?: string[];
}

/** A fake API whose chat streams the test drives chunk by chunk. */
function fakeApi() {
  const streams: PendingStream[] = [];
  const submitted: Array<{ request: CreateIssueRequest; key: string }> = [];
  let submitOutcome: 'ok' | 'fail' = 'ok';
  let uploadOutcome: 'ok' | 'fail' = 'ok';
  const uploads: Blob[] = [];
  const api: ChatApi = {
    streamChat: (messages, language, signal, onMessage, submittedDraftIds) =>
      new Promise<void>((resolve, reject) => {
        streams.push({ messages, language, signal, push: onMessage, finish: resolve, fail: reject, submittedDraftIds });
      }),
    uploadPhoto: async (photo) => {
      uploads.push(photo);
      if (uploadOutcome === 'fail') throw new Error('upload failed');
      return `issue-reporting-images/photo-${uploads.length}.jpg`;
    },
    submitIssue: async (request, key) => {
      submitted.push({ request, key });
      if (submitOutcome === 'fail') throw new Error('503');
      return { statusToken: statusTokenOf(submitted.length), alreadyReported: submitted.length > 1 };
    },
  };
  return {
    api,
    streams,
    submitted,
    uploads,
    setSubmitOutcome: (outcome: 'ok' | 'fail') => {
      submitOutcome = outcome;
    },
    setUploadOutcome: (outcome: 'ok' | 'fail') => {
      uploadOutcome = outcome;
    },
  };
}

const statusTokenOf = (n: number) => `${n.toString(16).padStart(32, '0')}${'T'.repeat(43)}`;

const draft = (photoIds: string[] = []): ChatMessage => ({
  id: 'dddddddd',
  type: 'assistantIssueCreated',
  title: 'Leaking tap',
  description: 'The tap in the kitchen leaks',
  location: 'Kitchen',
  photoIds,
});

function setup(storage: Storage = window.sessionStorage) {
  const fake = fakeApi();
  const remembered: Array<{ statusToken: string; title: string; reportedAt: number }> = [];
  const persistence = createSessionPersistence('site-1', storage);
  const store = createChatStore({
    api: fake.api,
    getLanguage: () => 'pl',
    persistence,
    preparePhoto: async (file) => ({ upload: file, thumbnail: 'data:image/jpeg;base64,AAAA' }),
    createPreviewUrl: () => 'blob:preview',
    revokePreviewUrl: () => {},
    now: () => 1_700_000_000_000,
    rememberReport: (report) => remembered.push(report),
  });
  return { store, remembered, ...fake };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('chat store: sending', () => {
  it('trims text, ignores blank text and streams the reply with waiting and responding flags', async () => {
    const { store, streams } = setup();
    expect(store.sendText('   ')).toBe(false);
    expect(store.sendText('  The tap leaks  ')).toBe(true);
    expect(store.getState().messages).toEqual([
      { id: expect.any(String), type: 'userMessage', content: 'The tap leaks' },
    ]);
    expect(store.getState()).toMatchObject({ isResponding: true, isWaiting: true });
    expect(store.sendText('again')).toBe(false);

    const stream = streams[0]!;
    expect(stream.language).toBe('pl');
    expect(stream.messages).toHaveLength(1);
    stream.push({ id: 'aaaaaaaa', type: 'assistantMessage', content: 'Where ' });
    expect(store.getState()).toMatchObject({ isResponding: true, isWaiting: false });
    stream.push({ id: 'aaaaaaaa', type: 'assistantMessage', content: 'is it?' });
    stream.finish();
    await settle();
    expect(store.getState()).toMatchObject({ isResponding: false, isWaiting: false, hasSendError: false });
    expect(store.getState().messages[1]).toEqual({ id: 'aaaaaaaa', type: 'assistantMessage', content: 'Where is it?' });
  });

  it('logs "Error sending message", offers a retry, and resends without the half-received reply', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, streams } = setup();
    store.sendText('Broken door');
    streams[0]!.push({ id: 'aaaaaaaa', type: 'assistantMessage', content: 'Wh' });
    streams[0]!.fail(new Error('network down'));
    await settle();
    expect(error).toHaveBeenCalledWith('Error sending message', expect.any(Error));
    expect(store.getState()).toMatchObject({ isResponding: false, hasSendError: true });

    void store.retrySend();
    expect(store.getState().hasSendError).toBe(false);
    expect(streams[1]!.messages.map((m) => m.type)).toEqual(['userMessage']);
    expect(store.getState().messages).toHaveLength(1);
  });

  it('a reset aborts the running stream, ignores its late chunks and clears the conversation', async () => {
    const { store, streams } = setup();
    store.sendText('Broken door');
    const stream = streams[0]!;
    store.reset();
    expect(stream.signal.aborted).toBe(true);
    stream.push({ id: 'aaaaaaaa', type: 'assistantMessage', content: 'late' });
    stream.fail(new DOMException('aborted', 'AbortError'));
    await settle();
    expect(store.getState()).toMatchObject({ messages: [], isResponding: false, hasSendError: false });
    expect(window.sessionStorage.getItem('sitewatch.feedback.site-1.chat')).toBeNull();
  });
});

describe('chat store: photos', () => {
  it('shows the photo at once, uploads it, then sends the conversation with its file key and no preview URL', async () => {
    const { store, streams, uploads } = setup();
    const file = new File(['jpeg'], 'leak.jpg', { type: 'image/jpeg' });
    const sending = store.sendPhoto(file);
    const [photo] = store.getState().messages;
    expect(photo).toMatchObject({ type: 'userPhoto', src: 'blob:preview', fileKey: '' });
    expect(store.getState().photoUploads[photo!.id]).toBe('uploading');
    expect(store.sendText('while uploading')).toBe(false);
    await sending;
    expect(uploads).toHaveLength(1);
    expect(store.getState().photoUploads).toEqual({});
    expect(streams[0]!.messages).toEqual([
      { id: photo!.id, type: 'userPhoto', photoId: expect.any(String), fileKey: 'issue-reporting-images/photo-1.jpg' },
    ]);
  });

  it('keeps a failed photo with a retry that uploads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, streams, setUploadOutcome } = setup();
    setUploadOutcome('fail');
    await store.sendPhoto(new File(['jpeg'], 'leak.jpg', { type: 'image/jpeg' }));
    const id = store.getState().messages[0]!.id;
    expect(store.getState().photoUploads[id]).toBe('failed');
    expect(streams).toHaveLength(0);
    setUploadOutcome('ok');
    await store.retryPhoto(id);
    expect(store.getState().photoUploads).toEqual({});
    expect(streams).toHaveLength(1);
  });
});

describe('chat store: issue card', () => {
  it('opens a card for a draft and submits it with the photo file keys', async () => {
    const { store, streams, submitted } = setup();
    await store.sendPhoto(new File(['jpeg'], 'leak.jpg', { type: 'image/jpeg' }));
    const photo = store.getState().messages[0]!;
    if (photo.type !== 'userPhoto') throw new Error('expected a photo');
    streams[0]!.push(draft([photo.photoId]));
    streams[0]!.finish();
    await settle();
    const card = store.getState().cards.dddddddd!;
    expect(card).toMatchObject({ status: 'review', fields: { title: 'Leaking tap', location: 'Kitchen' } });
    expect(card.shownAt).toBe(1_700_000_000_000);

    await store.submitCard('dddddddd');
    expect(submitted).toEqual([
      {
        key: card.idempotencyKey,
        request: {
          title: 'Leaking tap',
          description: 'The tap in the kitchen leaks',
          location: 'Kitchen',
          photoFileKeys: ['issue-reporting-images/photo-1.jpg'],
          language: 'pl',
        },
      },
    ]);
    expect(store.getState().cards.dddddddd).toMatchObject({
      status: 'success',
      statusToken: statusTokenOf(1),
      alreadyReported: false,
    });
  });

  it('remembers a submitted report on the device with its status token (issue 14)', async () => {
    const { store, streams, remembered } = setup();
    store.sendText('The tap leaks');
    streams[0]!.push(draft());
    streams[0]!.finish();
    await settle();
    await store.submitCard('dddddddd');
    expect(remembered).toEqual([
      { statusToken: statusTokenOf(1), title: 'Leaking tap', reportedAt: 1_700_000_000_000 },
    ]);
    const restored = createSessionPersistence('site-1', window.sessionStorage).load();
    expect(restored?.cards.dddddddd).toMatchObject({ status: 'success', statusToken: statusTokenOf(1) });
  });

  it('updates the card in place when the draft comes again under its id, photo included, and names submitted cards', async () => {
    const { store, streams, submitted } = setup();
    store.sendText('The tap leaks');
    streams[0]!.push(draft());
    streams[0]!.finish();
    await settle();
    await store.sendPhoto(new File(['jpeg'], 'leak.jpg', { type: 'image/jpeg' }));
    const photo = store.getState().messages.find((m) => m.type === 'userPhoto');
    if (photo?.type !== 'userPhoto') throw new Error('expected a photo');
    expect(streams[1]!.submittedDraftIds).toEqual([]);
    const updated = draft([photo.photoId]);
    if (updated.type !== 'assistantIssueCreated') throw new Error('expected a draft');
    streams[1]!.push({ ...updated, location: 'Staff kitchen' });
    streams[1]!.finish();
    await settle();
    expect(store.getState().messages.filter((m) => m.type === 'assistantIssueCreated')).toHaveLength(1);
    expect(store.getState().cards.dddddddd!.fields.location).toBe('Staff kitchen');

    await store.submitCard('dddddddd');
    expect(submitted[0]?.request).toMatchObject({
      location: 'Staff kitchen',
      photoFileKeys: ['issue-reporting-images/photo-1.jpg'],
    });
    store.sendText('Another thing: the bins are full');
    expect(streams[2]!.submittedDraftIds).toEqual(['dddddddd']);
  });

  it('keeps the card after a failed submit and retries with the same idempotency key and edited fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, streams, submitted, setSubmitOutcome } = setup();
    store.sendText('The tap leaks');
    streams[0]!.push(draft());
    streams[0]!.finish();
    await settle();
    setSubmitOutcome('fail');
    store.editCard('dddddddd');
    expect(store.getState().cards.dddddddd!.status).toBe('edit');
    const edited = { title: 'Tap leaks', description: 'Dripping all day', location: 'Staff kitchen' };
    await store.submitCard('dddddddd', edited);
    expect(store.getState().cards.dddddddd).toMatchObject({ status: 'failed', fields: edited });
    setSubmitOutcome('ok');
    await store.submitCard('dddddddd');
    expect(store.getState().cards.dddddddd!.status).toBe('success');
    expect(submitted).toHaveLength(2);
    expect(submitted[1]!.key).toBe(submitted[0]!.key);
    expect(submitted[1]!.request).toMatchObject(edited);
  });
});

describe('chat store: reload', () => {
  it('restores messages, cards and photo thumbnails from session storage', async () => {
    const first = setup();
    await first.store.sendPhoto(new File(['jpeg'], 'leak.jpg', { type: 'image/jpeg' }));
    first.streams[0]!.push(draft());
    first.streams[0]!.finish();
    await settle();
    void first.store.submitCard('dddddddd');
    expect(first.store.getState().cards.dddddddd!.status).toBe('submitting');

    const second = setup();
    const state = second.store.getState();
    expect(state.messages).toHaveLength(2);
    expect(state.messages[0]).toMatchObject({ type: 'userPhoto', src: 'data:image/jpeg;base64,AAAA' });
    // The interrupted submit comes back as a card to send again, with the same key.
    expect(state.cards.dddddddd).toMatchObject({
      status: 'review',
      idempotencyKey: first.store.getState().cards.dddddddd!.idempotencyKey,
    });
    expect(state.hasSendError).toBe(false);
  });

  it('offers a retry when the reload cut off the reply to the last message', () => {
    const first = setup();
    first.store.sendText('Broken light');
    const second = setup();
    expect(second.store.getState()).toMatchObject({ hasSendError: true, isResponding: false });
    expect(second.store.getState().messages).toHaveLength(1);
  });

  it('ignores storage that does not parse', () => {
    window.sessionStorage.setItem('sitewatch.feedback.site-1.chat', '{"messages":"nope"');
    expect(setup().store.getState().messages).toEqual([]);
  });
});
