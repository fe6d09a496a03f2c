import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { spawnServer } from '@sitewatch/server/testing';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import { chromiumLaunchOptions } from '../playwright.config';
import { startFakeTranscriptionServer, writeTestToneWav } from '../support/fake-transcription-server';
import { createSiteAs, feedbackPath, seriousAccessibilityViolations } from '../support/feedback-support';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';

const en = getTranslation('en');
const transcriptionPort = 3151;
/** A second Sitewatch server, configured with the local transcription endpoint. */
const voiceServerPort = 3153;
const toneHz = 440;
const dictated = 'The hand dryer in the ground floor toilets is broken';

test('a visitor dictates a message through the microphone and the transcribed text lands in the input', async () => {
  // A server of its own starts on a new data folder (the embedded database's first start): most of a minute
  // when both cores are busy, before the journey's own two minutes.
  test.setTimeout(240_000);
  const wavPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-voice-')), 'speech.wav');
  writeTestToneWav(wavPath, { frequencyHz: toneHz, seconds: 6 });
  const transcription = await startFakeTranscriptionServer({ port: transcriptionPort, text: dictated });
  const server = await spawnServer({
    port: voiceServerPort,
    env: { TRANSCRIBE_BASE_URL: transcription.baseUrl, TRANSCRIBE_API_KEY: 'test-key' },
  });
  // Chromium's fake microphone plays the WAV file; the permission prompt is accepted automatically.
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}`,
    ],
  });
  try {
    const manager = await (await browser.newContext({ baseURL: server.url })).newPage();
    await signInAsNewManager(manager, { email: uniqueEmail(), name: 'Vera Voice' });
    const site = await createSiteAs(manager, 'Harbour Library');

    const visitorContext = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'en-GB',
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(feedbackPath(site));
    const microphone = visitor.getByRole('button', { name: en.page.recordVoice });
    await expect(microphone).toBeVisible();

    await microphone.click();
    const stop = visitor.getByRole('button', { name: en.page.stopRecording });
    await expect(stop).toBeVisible();
    // The live waveform fills up as sound arrives: wait for about two seconds of loud bars.
    await expect
      .poll(
        () =>
          visitor
            .locator('[data-waveform] > span')
            .evaluateAll(
              (bars) => bars.filter((bar) => Number.parseFloat((bar as HTMLElement).style.height) > 30).length,
            ),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(20);
    expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
    await visitor.screenshot({ path: 'screenshots/feedback-voice-recording.png' });

    await stop.click();
    const input = visitor.getByRole('textbox');
    await expect(input).toHaveValue(dictated, { timeout: 20_000 });
    await expect(visitor.getByRole('button', { name: en.page.send })).toBeVisible();

    // What reached the transcription endpoint: the visitor's recording as 24 kHz mono 16-bit WAV.
    expect(transcription.received).toHaveLength(1);
    const [audio] = transcription.received;
    expect(audio!.format).toEqual({ audioFormat: 1, channels: 1, sampleRate: 24_000, bitsPerSample: 16 });
    expect(audio!.durationSeconds).toBeGreaterThan(1.5);
    expect(audio!.peak).toBeGreaterThan(0.05);
    expect(Math.abs(audio!.frequencyHz - toneHz) / toneHz).toBeLessThan(0.02);

    await input.press('Enter');
    // The visitor's bubble (the assistant may draft a report with the same words right away).
    await expect(visitor.getByText(dictated, { exact: true }).first()).toBeVisible();
    await expect(input).toHaveValue('');
  } finally {
    await browser.close();
    await server.stop();
    await transcription.close();
  }
});
