import { describe, expect, it } from 'vitest';
import { fitWithin, maxPhotoSize } from './downscale-image';

describe('fitWithin', () => {
  it('scales the longer side down to the limit, keeping the aspect ratio', () => {
    expect(fitWithin(4032, 3024, maxPhotoSize)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032, maxPhotoSize)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600, maxPhotoSize)).toEqual({ width: 800, height: 600 });
  });

  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin(10_000, 2, 480)).toEqual({ width: 480, height: 1 });
  });
});
