import { type MemberNotificationPreference, notificationPreferenceOptions, type SiteMember } from '@sitewatch/shared';
import { dashboardPath } from '@sitewatch/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import selectStyles from '../../../ui/select.module.css';
import { Spinner } from '../../../ui/spinner';
import statusStyles from '../../../ui/status-message.module.css';
import {
  siteMembersQueryOptions,
  useChangeMemberRole,
  useInviteMember,
  useRemoveMember,
  useRevokeInvitation,
  useUpdateSiteNotifications,
} from '../api/site-members';
import styles from './members-screen.module.css';

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.body?.fieldErrors ?? {})[0]?.[0] ?? error.message)
    : 'Something went wrong. Please try again.';

/** The site's team: members and their roles, waiting invitations, and my notifications for this site. */
export function MembersScreen({ siteId, userId }: { siteId: string; userId: string }) {
  const { data, isPending, isError, refetch } = useQuery(siteMembersQueryOptions(siteId));
  if (isPending) return <Spinner label="Loading members" />;
  if (isError || !data) {
    return (
      <div className={styles.screen}>
        <p>The members could not be loaded.</p>
        <Button variant="light" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const isOwner = data.myRole === 'owner';
  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>Members</h2>
      {isOwner ? <InviteForm siteId={siteId} /> : null}
      <ul className={styles.list} aria-label="Members">
        {data.members.map((member) => (
          <MemberRow
            key={member.userId}
            siteId={siteId}
            member={member}
            isMe={member.userId === userId}
            canManage={isOwner}
            isOnlyOwner={member.role === 'owner' && data.members.filter((m) => m.role === 'owner').length === 1}
          />
        ))}
      </ul>
      {isOwner && data.invitations.length > 0 ? <Invitations siteId={siteId} invitations={data.invitations} /> : null}
      <SiteNotifications siteId={siteId} value={data.myNotificationPreference} />
    </div>
  );
}

function InviteForm({ siteId }: { siteId: string }) {
  const invite = useInviteMember(siteId);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    invite.mutate(address, {
      onSuccess: () => {
        setSentTo(address);
        setEmail('');
      },
    });
  };
  return (
    <form className={styles.invite} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-email`} className={styles.label}>
        Invite by email
      </label>
      <div className={styles.inviteRow}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invite.isError}
          aria-describedby={`${id}-status`}
          placeholder="colleague@example.com"
        />
        <Button type="submit" isLoading={invite.isPending} disabled={!email.trim()}>
          Send invitation
        </Button>
      </div>
      <p id={`${id}-status`} className={invite.isError ? statusStyles.error : statusStyles.hint} role="status">
        {invite.isError ? errorText(invite.error) : sentTo ? `Invitation sent to ${sentTo}` : ''}
      </p>
    </form>
  );
}

function MemberRow({
  siteId,
  member,
  isMe,
  canManage,
  isOnlyOwner,
}: {
  siteId: string;
  member: SiteMember;
  isMe: boolean;
  canManage: boolean;
  /** The last owner cannot step down or leave: a site always has an owner. */
  isOnlyOwner: boolean;
}) {
  const remove = useRemoveMember(siteId);
  const changeRole = useChangeMemberRole(siteId);
  const failure = remove.error ?? changeRole.error;
  const name = member.name ?? member.email;
  return (
    <li className={styles.member}>
      <div className={styles.who}>
        <span className={styles.name}>
          {name}
          {isMe ? ' (you)' : ''}
        </span>
        <span className={styles.email}>{member.email}</span>
      </div>
      <span className={member.role === 'owner' ? styles.ownerBadge : styles.roleBadge}>
        {member.role === 'owner' ? 'Owner' : 'Member'}
      </span>
      <div className={styles.memberActions}>
        {canManage && member.role === 'member' ? (
          <Button
            variant="light"
            size="small"
            isLoading={changeRole.isPending}
            onClick={() => changeRole.mutate({ userId: member.userId, role: 'owner' })}
          >
            Make owner
          </Button>
        ) : null}
        {canManage && member.role === 'owner' && isMe && !isOnlyOwner ? (
          <Button
            variant="light"
            size="small"
            isLoading={changeRole.isPending}
            onClick={() => changeRole.mutate({ userId: member.userId, role: 'member' })}
          >
            Step down
          </Button>
        ) : null}
        {(canManage || isMe) && !isOnlyOwner ? (
          <Button
            variant="outline"
            size="small"
            isLoading={remove.isPending}
            aria-label={isMe ? 'Leave this site' : `Remove ${name}`}
            onClick={() =>
              remove.mutate(member.userId, { onSuccess: () => isMe && window.location.assign(dashboardPath) })
            }
          >
            {isMe ? 'Leave' : 'Remove'}
          </Button>
        ) : null}
      </div>
      {failure ? (
        <p className={`${statusStyles.error} ${styles.rowMessage}`} role="alert">
          {errorText(failure)}
        </p>
      ) : null}
    </li>
  );
}

function Invitations({ siteId, invitations }: { siteId: string; invitations: { id: string; email: string }[] }) {
  const revoke = useRevokeInvitation(siteId);
  return (
    <section aria-labelledby="invitations-title">
      <h3 id="invitations-title" className={styles.subtitle}>
        Waiting invitations
      </h3>
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <li key={invitation.id} className={styles.member}>
            <span className={styles.name}>{invitation.email}</span>
            <Button
              variant="outline"
              size="small"
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              onClick={() => revoke.mutate(invitation.id)}
            >
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const followAccount = 'account';

function SiteNotifications({ siteId, value }: { siteId: string; value: MemberNotificationPreference }) {
  const update = useUpdateSiteNotifications(siteId);
  const id = useId();
  return (
    <section className={styles.invite}>
      <label htmlFor={id} className={styles.label}>
        My notifications for this site
      </label>
      <select
        id={id}
        className={`${styles.input} ${selectStyles.select}`}
        value={value ?? followAccount}
        onChange={(event) =>
          update.mutate(
            event.target.value === followAccount ? null : (event.target.value as MemberNotificationPreference),
          )
        }
      >
        <option value={followAccount}>As in my account</option>
        {notificationPreferenceOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {update.isError ? (
        <p className={statusStyles.error} role="alert">
          {errorText(update.error)}
        </p>
      ) : null}
    </section>
  );
}
