import { describe, expect, it } from 'vitest';
import { makeWav } from '../../../test/files/sample-files';
import { readWavInfo } from './wav-info';

describe('readWavInfo', () => {
  it('reads the format and duration of a PCM recording', () => {
    expect(readWavInfo(makeWav(500))).toEqual({
      audioFormat: 1,
      channels: 1,
      sampleRate: 16_000,
      bitsPerSample: 16,
      dataBytes: 16_000,
      durationSeconds: 0.5,
    });
  });

  it('skips chunks before the data chunk', () => {
    const wav = makeWav(100);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([4, 0, 0, 0]), Buffer.from('INFO')]);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    expect(readWavInfo(withList)?.durationSeconds).toBeCloseTo(0.1);
  });

  it('counts the bytes that are there when the data size is unset', () => {
    const wav = makeWav(200);
    wav.writeUInt32LE(0xffffffff, 40);
    expect(readWavInfo(wav)?.durationSeconds).toBeCloseTo(0.2);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0])],
    [
      'RIFF that is not WAVE',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI '), Buffer.alloc(40)]),
    ],
    ['a header without chunks', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')])],
    [
      'a data chunk before the format',
      Buffer.concat([Buffer.from('RIFFxxxxWAVEdata'), Buffer.from([4, 0, 0, 0, 1, 2, 3, 4])]),
    ],
  ])('refuses %s', (_name, bytes) => {
    expect(readWavInfo(bytes)).toBeNull();
  });

  it('refuses impossible values', () => {
    const wav = makeWav(100);
    wav.writeUInt32LE(0, 28);
    expect(readWavInfo(wav)).toBeNull();
    const noChannels = makeWav(100);
    noChannels.writeUInt16LE(0, 22);
    expect(readWavInfo(noChannels)).toBeNull();
  });
});
