import type { Translation } from '@sitewatch/shared/i18n';
import { statusPagePath } from '@sitewatch/shared/paths';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import type { SiteParams } from '../lib/site-headers';
import styles from './report-follow-up.module.css';
import { saveReportEmail } from './report-status';

// A light check only: the server has the real rule and answers 400 for anything else.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export interface ReportFollowUpProps {
  params: SiteParams;
  statusToken: string;
  alreadyReported: boolean;
  texts: Translation['visitorReport'];
}

/** Issue 14 on the success card: "already reported", the private status link, and the optional email. */
export function ReportFollowUp({ params, statusToken, alreadyReported, texts }: ReportFollowUpProps) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'invalid'>('idle');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setState('invalid');
      return;
    }
    setState('saving');
    try {
      await saveReportEmail(params, statusToken, address);
      setState('saved');
    } catch {
      setState('invalid');
    }
  }

  return (
    <div className={styles.followUp}>
      {alreadyReported ? <p className={styles.already}>{texts.alreadyReported}</p> : null}
      <a className={styles.link} href={statusPagePath(params, statusToken)}>
        {texts.followLink}
      </a>
      {state === 'saved' ? (
        <p className={styles.saved} role="status">
          {texts.emailSaved}
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label={texts.emailLabel}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (state === 'invalid') setState('idle');
            }}
            hint={texts.emailConsent}
            error={state === 'invalid' ? texts.emailInvalid : undefined}
          />
          <Button type="submit" variant="outline" isLoading={state === 'saving'} disabled={email.trim() === ''}>
            {texts.emailButton}
          </Button>
        </form>
      )}
    </div>
  );
}
