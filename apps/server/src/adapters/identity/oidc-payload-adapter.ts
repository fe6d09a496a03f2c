import { findUnstorableInput, isStorableText } from '@sitewatch/shared';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { type Adapter, type AdapterFactory, type AdapterPayload, errors } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema';

const sweepIntervalMs = 60 * 60 * 1000;

/**
 * oidc-provider storage on the oidc_payloads table (the provider's default keeps everything in
 * memory, which would sign everyone out on restart and break with several processes).
 */
class OidcPayloadAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly kind: string,
    private readonly onWrite: () => void,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    // Request parameters land in these payloads; PostgreSQL cannot store NUL or broken Unicode in jsonb.
    if (!isStorableText(id) || findUnstorableInput(payload)) {
      throw new errors.InvalidRequest('the request contains characters that cannot be stored');
    }
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, kind: this.kind, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: row });
    this.onWrite();
  }

  // Ids come straight from requests (client_id, code, uid): one PostgreSQL cannot store matches nothing.
  async find(id: string): Promise<AdapterPayload | undefined> {
    return isStorableText(id) ? this.findWhere(eq(oidcPayloads.id, id)) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return isStorableText(uid) ? this.findWhere(eq(oidcPayloads.uid, uid)) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return isStorableText(userCode) ? this.findWhere(eq(oidcPayloads.userCode, userCode)) : undefined;
  }

  async consume(id: string): Promise<void> {
    if (!isStorableText(id)) return;
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    if (!isStorableText(id)) return;
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every kind: codes, access tokens and refresh tokens of the grant go together.
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.kind, this.kind), condition))
      .limit(1);
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    const payload = row.payload as AdapterPayload;
    // The provider reads `consumed` (epoch seconds) to refuse a second use of a code.
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/** Deletes expired rows now and then, so the table does not grow without bound. */
export async function deleteExpiredOidcPayloads(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(oidcPayloads)
    .where(and(isNotNull(oidcPayloads.expiresAt), lt(oidcPayloads.expiresAt, now)))
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}

export function createOidcPayloadAdapter(db: Db, onSweepError: (error: unknown) => void): AdapterFactory {
  let lastSweep = 0;
  const sweepSometimes = () => {
    if (Date.now() - lastSweep < sweepIntervalMs) return;
    lastSweep = Date.now();
    deleteExpiredOidcPayloads(db).catch(onSweepError);
  };
  return (kind: string) => new OidcPayloadAdapter(db, kind, sweepSometimes);
}
