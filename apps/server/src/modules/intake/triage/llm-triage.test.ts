import { describe, expect, it } from 'vitest';
import { generatingModel, hangingModel } from '../../../../test/assistant/support/mock-models';
import { createLlmTriage } from './llm-triage';
import { classifyByRules } from './rule-classifier';
import type { TriageInput } from './triage-types';

/** The model above the rules alone (no learned classifier), as createTriage builds it. */
const withRules = (triage: ReturnType<typeof createLlmTriage>) => (input: TriageInput) =>
  triage(input, classifyByRules(input));

const report = {
  title: 'Toilet blocked',
  description: 'The toilet will not flush',
  location: 'Floor 1',
  language: 'en',
};

describe('triage with a model', () => {
  it('uses the model answer when it is valid', async () => {
    const model = generatingModel('{"priority":"MEDIUM","category":"PLUMBING"}');
    const triage = withRules(createLlmTriage({ model, timeoutMs: 1000 }));
    expect(await triage(report)).toEqual({
      priority: 'MEDIUM',
      category: 'PLUMBING',
      source: 'model',
      languages: ['en'],
    });
    // The prompt carries the spec's definitions and the report as data.
    const call = model.doGenerateCalls[0];
    const prompt = JSON.stringify(call?.prompt);
    expect(prompt).toContain('CRITICAL (level 4)');
    expect(prompt).toContain('MECHANICAL_ELECTRICAL (Mechanical & Electrical)');
    expect(prompt).toContain('Toilet blocked');
  });

  it('falls back to the rules when the model answers something outside the definitions', async () => {
    const fallbacks: unknown[] = [];
    const triage = withRules(
      createLlmTriage({
        model: generatingModel('{"priority":"URGENT","category":"PLUMBING"}'),
        timeoutMs: 1000,
        onFallback: (error) => fallbacks.push(error),
      }),
    );
    expect(await triage(report)).toEqual({
      priority: 'MEDIUM',
      category: 'PLUMBING',
      source: 'rules',
      languages: ['en'],
    });
    expect(fallbacks).toHaveLength(1);
  });

  it('falls back to the rules within the timeout when the model hangs', async () => {
    const triage = withRules(createLlmTriage({ model: hangingModel(), timeoutMs: 150 }));
    const started = Date.now();
    const result = await triage({
      title: 'Fire',
      description: 'Flames in the kitchen',
      location: 'Kitchen',
      language: 'en',
    });
    expect(result.source).toBe('rules');
    expect(result.priority).toBe('CRITICAL');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never lets the model rate a life-safety report below the rules floor', async () => {
    const triage = withRules(
      createLlmTriage({
        model: generatingModel('{"priority":"LOW","category":"OTHER"}'),
        timeoutMs: 1000,
      }),
    );
    const result = await triage({
      title: 'Smoke',
      description: 'Smoke coming from the socket',
      location: 'Office',
      language: 'en',
    });
    expect(result).toEqual({ priority: 'CRITICAL', category: 'OTHER', source: 'model', languages: ['en'] });
  });
});
