import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deleteUnattachedFiles, unattachedFileMaxAgeMs } from './files-cleanup';

const filesCleanupQueue = 'files-cleanup';

/** Uploads never attached to an issue or a transcription are deleted every hour. */
export async function filesJobs(app: FastifyInstance): Promise<void> {
  const { jobs, database, storage } = app.deps;
  jobs.define({
    name: filesCleanupQueue,
    retryLimit: 2,
    parse: (data) => z.object({}).passthrough().parse(data),
    async handle() {
      const count = await deleteUnattachedFiles({
        db: database.db,
        storage,
        olderThan: new Date(Date.now() - unattachedFileMaxAgeMs),
      });
      if (count > 0) app.log.info({ count }, 'deleted unattached uploads older than 24 hours');
    },
  });
  jobs.schedule(filesCleanupQueue, '17 * * * *');
}
