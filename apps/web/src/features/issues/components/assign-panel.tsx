import type { Issue, IssueAssignment } from '@sitewatch/shared';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import selectStyles from '../../../ui/select.module.css';
import { useAssignIssue, useWithdrawAssignment } from '../api/issue-work';
import styles from './issue-work.module.css';

export interface AssignableMember {
  userId: string;
  name: string | null;
  email: string;
}

const contractorChoice = 'contractor';

function describe(assignment: IssueAssignment): string {
  return assignment.contractorEmail
    ? `Assigned to ${assignment.contractorEmail} (contractor)`
    : `Assigned to ${assignment.memberName ?? 'a member'}`;
}

/** Assign the issue to a member, or to an outside contractor by email (they get a job link). */
export function AssignPanel({
  issue,
  assignment,
  members,
}: {
  issue: Issue;
  assignment: IssueAssignment | null;
  members: AssignableMember[];
}) {
  const assign = useAssignIssue(issue.siteId, issue.id);
  const withdraw = useWithdrawAssignment(issue.siteId, issue.id);
  const [choice, setChoice] = useState(members[0]?.userId ?? contractorChoice);
  const [email, setEmail] = useState('');
  const id = useId();
  const isContractor = choice === contractorChoice;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(isContractor ? { contractorEmail: email.trim() } : { memberUserId: choice }, {
      onSuccess: () => setEmail(''),
    });
  };
  const failure =
    assign.error instanceof ApiError
      ? (Object.values(assign.error.body?.fieldErrors ?? {})[0]?.[0] ?? assign.error.message)
      : null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Assignment
      </h2>
      <p className={styles.current} role="status">
        {assignment ? describe(assignment) : 'Not assigned'}
      </p>
      {issue.status === 'OPEN' ? (
        <form className={styles.row} onSubmit={submit} noValidate>
          <label className={styles.field}>
            <span>Assign to</span>
            <select
              className={`${styles.select} ${selectStyles.select}`}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
            >
              {members.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name ?? member.email}
                </option>
              ))}
              <option value={contractorChoice}>A contractor (by email)</option>
            </select>
          </label>
          {isContractor ? (
            <label className={styles.field}>
              <span>Contractor's email</span>
              <input
                className={styles.select}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="contractor@example.com"
                aria-invalid={assign.isError}
              />
            </label>
          ) : null}
          <Button type="submit" variant="light" isLoading={assign.isPending} disabled={isContractor && !email.trim()}>
            {isContractor ? 'Send job link' : 'Assign'}
          </Button>
          {assignment ? (
            <Button variant="outline" isLoading={withdraw.isPending} onClick={() => withdraw.mutate(undefined)}>
              Withdraw
            </Button>
          ) : null}
        </form>
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
