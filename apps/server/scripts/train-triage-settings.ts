/** fastText's settings: small buckets and dimension keep the model a few MB (size ≈ (words + bucket) × dim × 4 bytes). */
const chosenSettings = {
  loss: 'ova',
  dim: 16,
  bucket: 60_000,
  epoch: 40,
  lr: 0.4,
  wordNgrams: 2,
  minn: 2,
  maxn: 5,
  minCount: 1,
  seed: 7,
  verbose: 0,
} as const;

/**
 * TRIAGE_SETTINGS (JSON) overrides some of them, to compare settings by cross-validation
 * (`TRIAGE_SETTINGS='{"dim":32}' npm run train:triage -- --cv-only`) before changing the ones above.
 */
export const trainingSettings = { ...chosenSettings, ...JSON.parse(process.env.TRIAGE_SETTINGS ?? '{}') } as const;
