/** fastText's settings: small buckets and dimension keep the model a few MB (size ≈ (words + bucket) × dim × 4 bytes). */
export const trainingSettings = {
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
