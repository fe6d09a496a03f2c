import { pathToFileURL } from 'node:url';
import { type FastTextModel, getFastTextClass, getFastTextModule } from 'fasttext.wasm.js';

type FastTextClass = Awaited<ReturnType<typeof getFastTextClass>>;

/**
 * fastText's WebAssembly build, a module of its own for each model. Two models in one module share its
 * state (measured: the language identifier loaded after the triage model answered with triage labels, and
 * a model trained after another started from its weights, which leaked held-out reports into
 * cross-validation), so every load and every training instantiates the module anew (about 40 ms, once).
 */
export function freshFastText(): Promise<FastTextClass> {
  const module = getFastTextModule();
  return getFastTextClass({ getFastTextModule: () => module });
}

/** Loads a model file from disk into a module of its own. */
export async function loadFastTextModel(file: string): Promise<FastTextModel> {
  const FastText = await freshFastText();
  return new FastText().loadModel(pathToFileURL(file).href);
}

/** The labels and probabilities of a prediction, best first (fastText's vector of [probability, label]). */
export function predictLabels(model: FastTextModel, text: string, k: number): Array<{ label: string; p: number }> {
  const vector = model.predict(text, k, 0);
  try {
    const result: Array<{ label: string; p: number }> = [];
    for (let i = 0; i < vector.size(); i += 1) {
      const [p, label] = vector.get(i);
      result.push({ label, p });
    }
    return result;
  } finally {
    // An embind vector lives in WebAssembly memory until deleted.
    vector.delete();
  }
}
