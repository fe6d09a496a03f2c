// What it measures: the CPU cost of one built-in assistant turn on the largest conversation the chat
// endpoint accepts (60 messages of 4,000 characters), in process: median and p99 CPU time of one turn
// and the event loop's longest block while turns run, next to JSON.parse + schema validation of the
// same request body (work every turn pays anyway) in the same run. No server, no port, no network.
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  createIntakeEngine,
  createLanguageIdentifier,
  loadTriageClassifier,
  streamChatTurn,
  warmUpVocabularies,
} from '@sitewatch/server/testing';
import { type ChatMessage, chatLimits, chatRequest } from '@sitewatch/shared';

// 200 turns a shape, so p99 is a percentile and not the single slowest turn on a shared machine.
const turnsPerShape = Number(process.env.BENCH_TURNS ?? 200);
const warmUpTurnsPerShape = 5;
const budgetMs = 20;
const site = { name: 'Riverside Market', purpose: 'retail', operatingHours: '8am - 10pm' };

let counter = 0;
const nextId = () => (counter++).toString(16).padStart(8, '0').slice(-8);
const fill = (sentence: string) =>
  sentence.repeat(Math.ceil(chatLimits.textLength / sentence.length)).slice(0, chatLimits.textLength);

/** Shapes of maximal conversations: prose full of place cues, words the matcher tries hardest on, no spaces. */
const shapes: Record<string, (i: number) => ChatMessage> = {
  'place-heavy prose': (i) => ({
    id: nextId(),
    type: 'userMessage',
    content: fill(
      `Water is leaking in the corridor next to the lifts near aisle ${i} on the second floor by the entrance of room 12, `,
    ),
  }),
  'prepositions only': () => ({ id: nextId(), type: 'userMessage', content: fill('in the on the at the by the ') }),
  'one long word run': () => ({ id: nextId(), type: 'userMessage', content: fill('a') }),
  'no-space script': () => ({
    id: nextId(),
    type: 'userMessage',
    content: fill('二階のトイレで水が漏れていて床が濡れています。'),
  }),
  'draft, photos and corrections': (i) =>
    i % 5 === 4
      ? { id: nextId(), type: 'userPhoto', photoId: `p${i}`, fileKey: `issue-reporting-images/s/p${i}` }
      : i % 5 === 1
        ? {
            id: nextId(),
            type: 'assistantIssueCreated',
            title: 'Leak',
            description: 'd'.repeat(3000),
            location: 'Aisle 3',
            photoIds: [],
          }
        : {
            id: nextId(),
            type: 'userMessage',
            content: fill(
              'Actually it is in the break room on the first floor, not the staff room, and it smells of gas. ',
            ),
          },
};

function conversation(shape: (i: number) => ChatMessage): ChatMessage[] {
  const messages: ChatMessage[] = [];
  let photos = 0;
  for (let i = 0; messages.length < chatLimits.messages; i += 1) {
    const message = shape(i);
    if (message.type === 'userPhoto' && ++photos > chatLimits.photos) continue;
    messages.push(message);
  }
  return messages;
}

async function runTurn(engine: ReturnType<typeof createIntakeEngine>, messages: ChatMessage[]): Promise<number> {
  const before = process.cpuUsage();
  for await (const _chunk of streamChatTurn(engine, {
    messages,
    language: 'en',
    site,
    signal: new AbortController().signal,
  })) {
    // Draining the stream is the work being measured.
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function parseCpuMs(body: string): number {
  const before = process.cpuUsage();
  chatRequest.parse(JSON.parse(body));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const round = (value: number) => Math.round(value * 100) / 100;

async function main() {
  // As the server runs it: the language identifier and the learned classifier loaded (each message is read
  // for its language and for danger by the model).
  const identifier = createLanguageIdentifier();
  const [classifier] = await Promise.all([loadTriageClassifier(), identifier.load()]);
  const engine = createIntakeEngine({ identifier, classifier: () => classifier });
  // The server compiles every language's cue lists in the background at start-up; a turn never pays it.
  if (typeof warmUpVocabularies === 'function') await warmUpVocabularies();
  const rows: Array<Record<string, string | number>> = [];
  let worstP99 = 0;
  // Every shape is warmed up before any is measured: a server that has answered a few turns has its engine
  // compiled by V8, and the first shape measured would otherwise pay for the compilation of all of them.
  for (let i = 0; i < warmUpTurnsPerShape; i += 1) {
    for (const shape of Object.values(shapes)) await runTurn(engine, conversation(shape));
  }
  for (const [name, shape] of Object.entries(shapes)) {
    const messages = conversation(shape);
    const body = JSON.stringify({ messages, language: 'en' });
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    const turns: number[] = [];
    const parses: number[] = [];
    for (let i = 0; i < turnsPerShape; i += 1) {
      parses.push(parseCpuMs(body));
      turns.push(await runTurn(engine, messages));
      // Let the event loop turn between requests, as a server would.
      await new Promise((resolve) => setImmediate(resolve));
    }
    histogram.disable();
    worstP99 = Math.max(worstP99, percentile(turns, 99));
    rows.push({
      conversation: name,
      'body KB': Math.round(body.length / 1024),
      'turn CPU median ms': round(percentile(turns, 50)),
      'turn CPU p99 ms': round(percentile(turns, 99)),
      'longest event-loop block ms': round(histogram.max / 1e6),
      'baseline: parse + validate body, median ms': round(percentile(parses, 50)),
    });
  }
  console.table(rows);
  // CPU time still swells when the machine is shared: say how busy it was, to read the p99 by.
  const [load] = os.loadavg();
  console.log(`machine: ${os.cpus().length} cores, load average ${round(load ?? 0)} over the last minute`);
  console.log(`budget: one maximal turn well under ${budgetMs} ms CPU; worst p99 ${round(worstP99)} ms`);
  if (worstP99 >= budgetMs) process.exit(1);
}

await main();
