import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notificationDigestQueue, sweepWaitingDigests } from './digest-window';
import {
  issueNotificationsQueue,
  notificationsSweepQueue,
  queueIssueNotifications,
  sweepUnqueuedIssues,
} from './queue-issue-notifications';
import { sendIssueNotifications } from './send-issue-notifications';
import { sendNotificationDigest } from './send-notification-digest';

const notificationJob = z.object({ issueId: z.uuid() });
const digestJob = z.object({ userId: z.uuid(), siteId: z.uuid() });

/**
 * Issue 7 notifications: every new issue emails the members who asked for its priority; a burst is
 * grouped into one digest per member and site (NOTIFICATION_DIGEST_WINDOW_SECONDS).
 */
export async function notificationsJobs(app: FastifyInstance): Promise<void> {
  const { jobs, database, mailer, storage, config, events } = app.deps;
  const db = database.db;

  jobs.define({
    name: issueNotificationsQueue,
    policy: 'stately',
    expireInSeconds: 120,
    parse: (data) => notificationJob.parse(data),
    async handle({ issueId }) {
      const result = await sendIssueNotifications({
        db,
        mailer,
        storage,
        publicUrl: config.PUBLIC_URL,
        issueId,
        digest: { windowSeconds: config.NOTIFICATION_DIGEST_WINDOW_SECONDS, jobs },
      });
      if (result.sent > 0) app.log.info({ issueId, ...result }, 'issue notifications sent');
    },
  });
  jobs.define({
    name: notificationDigestQueue,
    policy: 'stately',
    expireInSeconds: 120,
    parse: (data) => digestJob.parse(data),
    async handle({ userId, siteId }) {
      const result = await sendNotificationDigest({
        db,
        mailer,
        storage,
        publicUrl: config.PUBLIC_URL,
        userId,
        siteId,
      });
      if (result.sent) app.log.info({ userId, siteId, ...result }, 'notification digest sent');
    },
  });
  jobs.define({
    name: notificationsSweepQueue,
    retryLimit: 0,
    parse: (data) => z.object({}).passthrough().parse(data),
    async handle() {
      const count = await sweepUnqueuedIssues({ db, jobs });
      if (count > 0) app.log.warn({ count }, 'queued notifications for issues that missed them');
      const digests = await sweepWaitingDigests({ db, jobs });
      if (digests > 0) app.log.warn({ digests }, 'queued digests for issues that missed theirs');
    },
  });
  jobs.schedule(notificationsSweepQueue, '* * * * *');

  const queueing = new Set<Promise<void>>();
  const onIssueCreated = (issue: { id: string }) => {
    // The request that created the issue has answered already; a failure here is caught by the sweep.
    const pending = queueIssueNotifications({ db, jobs, issueId: issue.id })
      .catch((error: unknown) => {
        app.log.warn({ err: error, issueId: issue.id }, 'could not queue issue notifications; the sweep will');
      })
      .finally(() => queueing.delete(pending));
    queueing.add(pending);
  };
  events.on('issue.created', onIssueCreated);
  // Runs before the job queue stops: onClose hooks run in reverse order of registration.
  app.addHook('onClose', async () => {
    events.off('issue.created', onIssueCreated);
    await Promise.all(queueing);
  });
}
