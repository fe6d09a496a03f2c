import {
  type ChatMessage,
  type CreateIssueResponse,
  createIssueResponse,
  issue,
  type PriorityId,
  priorityLevel,
} from '@sitewatch/shared';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { visitorSays } from '../../assistant/support/run-engine';
import { parseSseBody, summarize } from '../../assistant/support/sse';
import { webOnly } from '../../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../../support/build-test-app';
import { createTestSite, createTestUser, publicSiteHeaders, signInHeaders } from '../../support/factories';

/**
 * A visitor and a manager over real HTTP, on a listening server: the path people take. Each visitor comes
 * from their own address (X-Forwarded-For through one trusted proxy, TRUST_PROXY=1), as phones do.
 */
export interface HttpVisitorOptions {
  app: FastifyInstance;
  baseUrl: string;
  managerHeaders: Record<string, string>;
}

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
};

type Site = Awaited<ReturnType<typeof createTestSite>>;

export interface VisitorConversation {
  /** Each reply of the assistant: its texts and its draft, if any. */
  turns: Array<{ texts: string[]; draft: Extract<ChatMessage, { type: 'assistantIssueCreated' }> | undefined }>;
  messages: ChatMessage[];
}

export function httpVisitor(options: HttpVisitorOptions, site: Site, address = nextAddress()) {
  const headers = { ...publicSiteHeaders(site), 'x-forwarded-for': address, 'content-type': 'application/json' };
  const conversation: VisitorConversation = { turns: [], messages: [] };
  async function send(message: ChatMessage, language: string) {
    conversation.messages.push(message);
    const res = await fetch(`${options.baseUrl}/api/public/site/${site.id}/issue-reporting/chat`, {
      method: 'POST',
      headers: { ...headers, accept: 'text/event-stream' },
      body: JSON.stringify({ messages: conversation.messages, language }),
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`chat answered ${res.status}: ${body}`);
    const { texts, drafts } = summarize(parseSseBody(body));
    const draft = drafts.at(-1);
    for (const text of texts) conversation.messages.push({ id: randomId(), type: 'assistantMessage', content: text });
    if (draft) conversation.messages.push(draft);
    conversation.turns.push({ texts, draft });
    return { texts, draft };
  }
  return {
    conversation,
    says: (text: string, language: string) => send(visitorSays(text), language),
    send,
    async submit(
      draft: { title: string; description: string; location: string; photoFileKeys?: string[] },
      language: string,
    ): Promise<CreateIssueResponse> {
      const res = await fetch(`${options.baseUrl}/api/public/site/${site.id}/issues`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...draft, photoFileKeys: draft.photoFileKeys ?? [], language }),
      });
      const body = await res.json();
      if (res.status !== 201 && res.status !== 200)
        throw new Error(`submit answered ${res.status}: ${JSON.stringify(body)}`);
      return createIssueResponse.parse(body);
    },
  };
}

/** The issue as its manager reads it (GET /api/site/:siteId/issues/:issueId). */
export async function managerReads(options: HttpVisitorOptions, siteId: string, issueId: string) {
  const res = await fetch(`${options.baseUrl}/api/site/${siteId}/issues/${issueId}`, {
    headers: options.managerHeaders,
  });
  if (res.status !== 200) throw new Error(`issue detail answered ${res.status}`);
  return issue.parse(await res.json());
}

const randomId = () =>
  Math.floor(Math.random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');

/** The assistant's fixed lines in a language (the built-in assistant's texts). */
export const assistantLines = (language: string) => getTranslation(language).assistant;

/**
 * The app listening on loopback, trusting one proxy hop (so each visitor can come from their own address),
 * with a signed-in manager: what the intake's quality suites send visitors to.
 */
export interface IntakeServer {
  t: TestApp;
  options: HttpVisitorOptions;
  managerId: string;
}

export async function startIntakeServer(): Promise<IntakeServer> {
  const t = await buildTestApp({ ...webOnly, TRUST_PROXY: '1' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server has no port');
  const managerId = (await createTestUser(t.testDatabase.database.db)).id;
  const options = {
    app: t.app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    managerHeaders: await signInHeaders(t.testDatabase.database.db, managerId),
  };
  return { t, options, managerId };
}

/** The intake server for a test file: started before its tests, closed after them; the getter answers it. */
export function useIntakeServer(): () => IntakeServer {
  let server: IntakeServer | undefined;
  beforeAll(async () => {
    server = await startIntakeServer();
  });
  afterAll(async () => {
    await server?.t.close();
  });
  return () => {
    if (!server) throw new Error('the intake server has not started');
    return server;
  };
}

/**
 * One report the way a visitor makes it: the first message on a site of its own (triaged alone, never attached to
 * another report as a duplicate), then `next` whenever the assistant asks for more or for the place, until it
 * drafts (by the third message at the latest); the draft submitted and read back as the site's manager reads it.
 */
export async function reportOverHttp(
  server: IntakeServer,
  report: { id: string; language: string; text: string; next: string },
) {
  const site = await createTestSite(server.t.testDatabase.database.db, { memberIds: [server.managerId] });
  const visitor = httpVisitor(server.options, site);
  let reply = await visitor.says(report.text, report.language);
  let sent = 1;
  while (!reply.draft && sent < 3) {
    reply = await visitor.says(report.next, report.language);
    sent += 1;
  }
  if (!reply.draft) throw new Error(`[${report.id}] no draft after ${sent} messages`);
  const created = await visitor.submit(reply.draft, report.language);
  const stored = await managerReads(server.options, site.id, created.id);
  const lines = assistantLines(report.language);
  const said = (line: string) => visitor.conversation.turns.some((turn) => turn.texts.includes(line));
  return { stored, sent, shownSafetyLine: said(lines.safetyFirst), askedWhere: said(lines.askLocation) };
}

export const atLeastHigh = (priority: PriorityId) => priorityLevel(priority) >= priorityLevel('HIGH');

/** How one report ended over HTTP: its stored priority, and whether the chat showed the safety line. */
export interface ReportOutcome<R> {
  record: R;
  priority: PriorityId;
  shownSafetyLine: boolean;
}

/**
 * Each report over HTTP (reportOverHttp), `parallel` at a time, each visitor from their own address to a site of
 * their own; `next` is what the visitor answers when asked where or for more.
 */
export async function reportAll<R extends { id: string; language: string; text: string }>(
  server: IntakeServer,
  records: readonly R[],
  next: (record: R) => string,
  parallel = 6,
): Promise<Array<ReportOutcome<R>>> {
  const outcomes: Array<ReportOutcome<R>> = [];
  for (let start = 0; start < records.length; start += parallel) {
    const batch = records.slice(start, start + parallel).map(async (record) => {
      const { stored, shownSafetyLine } = await reportOverHttp(server, { ...record, next: next(record) });
      return { record, priority: stored.priority.id, shownSafetyLine };
    });
    outcomes.push(...(await Promise.all(batch)));
  }
  return outcomes;
}
