import { pickDefaultLanguage } from '@sitewatch/shared/constants';
import { loadTranslation } from '@sitewatch/shared/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { PageSpinner } from '../../../ui/spinner';
import textareaStyles from '../../../ui/textarea.module.css';
import { addJobNote, addJobPhoto, getJob, markJobDone } from '../api/job-api';
import styles from './job-screen.module.css';

const isDoneRefusal = (error: Error) => error instanceof ApiError && error.status === 409;

/**
 * The contractor's job page (/job/{siteId}/{token}): the issue, its photos and location; a note, a
 * photo, and done. In the browser's language, English when it has none of ours.
 */
export function JobScreen({ siteId, token }: { siteId: string; token: string }) {
  // The browser's first language we speak (no account, so nothing stored), else English.
  const lang = pickDefaultLanguage(null, navigator.languages ?? [navigator.language]);
  // The language's texts are a module of their own (shared translations), loaded beside the job.
  const translation = useQuery({
    queryKey: ['translation', lang],
    queryFn: () => loadTranslation(lang),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const queryClient = useQueryClient();
  const queryKey = ['job', siteId, token];
  const job = useQuery({ queryKey, queryFn: () => getJob(siteId, token), retry: false });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  // Done meanwhile (a manager resolved the issue): the server refuses changes with 409, and the page shows
  // the job as done instead of an error.
  const refreshWhenDone = (error: Error) => {
    if (isDoneRefusal(error)) void refresh();
  };
  const changes = { onSuccess: refresh, onError: refreshWhenDone };
  const note = useMutation({ mutationFn: (text: string) => addJobNote(siteId, token, text), ...changes });
  const photo = useMutation({ mutationFn: (file: File) => addJobPhoto(siteId, token, file), ...changes });
  const done = useMutation({ mutationFn: () => markJobDone(siteId, token), ...changes });
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  if (job.isPending || !translation.data) return <PageSpinner />;
  const texts = translation.data.job;
  if (job.isError || !job.data) {
    // Not a dead end: a link that is gone says who can give a new one; a failed load can be tried again.
    const isGone = job.error instanceof ApiError && job.error.status === 404;
    return (
      <main className={`${styles.page} ${styles.deadEnd}`} lang={lang}>
        <div role="alert">
          <h1 className={styles.title}>{isGone ? texts.invalid : texts.failed}</h1>
        </div>
        {isGone ? (
          <p className={styles.message}>{texts.askForNewLink}</p>
        ) : (
          <Button variant="primary" size="large" isLoading={job.isFetching} onClick={() => void job.refetch()}>
            {translation.data.page.retry}
          </Button>
        )}
      </main>
    );
  }
  const { issue, photoUrls, notes, siteName } = job.data;
  const isDone = issue.status === 'RESOLVED';
  const failed = [note.error, photo.error, done.error].some((error) => error && !isDoneRefusal(error));
  const submitNote = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) note.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <main className={styles.page} lang={lang}>
      <header className={styles.header}>
        <p className={styles.site}>{siteName}</p>
        <h1 className={styles.title}>{issue.title}</h1>
      </header>
      <dl className={styles.lines}>
        <div>
          <dt>{texts.location}</dt>
          <dd>{issue.location}</dd>
        </div>
        <div>
          <dt>{texts.description}</dt>
          <dd className={styles.description}>{issue.description}</dd>
        </div>
      </dl>
      {photoUrls.length > 0 ? (
        <section aria-label={texts.photos} className={styles.photos}>
          {/* Each photo opens full size in its own tab: reachable by keyboard, and zoomable on a phone. */}
          {photoUrls.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer" className={styles.photoLink}>
              <img src={url} alt={`${texts.photos} ${index + 1}`} className={styles.photo} />
            </a>
          ))}
        </section>
      ) : null}
      {notes.length > 0 ? (
        <section aria-labelledby={`${id}-notes`}>
          <h2 id={`${id}-notes`} className={styles.subtitle}>
            {texts.notes}
          </h2>
          <ul className={styles.notes}>
            {notes.map((n) => (
              <li key={`${n.createdAt}-${n.text}`}>{n.text}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {isDone ? (
        <p className={styles.done} role="status">
          {texts.done}
        </p>
      ) : (
        <>
          <form className={styles.noteForm} onSubmit={submitNote}>
            <label htmlFor={`${id}-note`} className={styles.label}>
              {texts.addNote}
            </label>
            <textarea
              id={`${id}-note`}
              className={textareaStyles.textarea}
              value={text}
              maxLength={2000}
              rows={3}
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit" variant="light" isLoading={note.isPending} disabled={!text.trim()}>
              {texts.send}
            </Button>
          </form>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            capture="environment"
            className={styles.hiddenInput}
            aria-label={texts.addPhoto}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) photo.mutate(file);
              e.target.value = '';
            }}
          />
          <Button
            variant="outline"
            size="large"
            fullWidth
            isLoading={photo.isPending}
            onClick={() => fileInput.current?.click()}
          >
            {texts.addPhoto}
          </Button>
          <Button size="large" fullWidth isLoading={done.isPending} onClick={() => done.mutate()}>
            {texts.markDone}
          </Button>
        </>
      )}
      {failed ? (
        <p role="alert" className={styles.error}>
          {texts.failed}
        </p>
      ) : null}
    </main>
  );
}
