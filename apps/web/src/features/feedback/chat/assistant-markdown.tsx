import { lazy, Suspense } from 'react';
import styles from './assistant-markdown.module.css';

const loadMarkdown = () => import('./markdown-content');
const MarkdownContent = lazy(() => loadMarkdown().then((module) => ({ default: module.MarkdownContent })));

/** Starts loading the markdown renderer before the first reply needs it. */
export function preloadMarkdown(): void {
  void loadMarkdown();
}

/** Plain text with the bold markers taken out, shown for the moment the renderer is still loading. */
function toPlainText(text: string): string {
  return text.replace(/\*\*|__/g, '');
}

/**
 * Assistant text as markdown. The renderer is its own chunk: the page's first paint does not wait
 * for it. Unwrapped headings and list items would run together, hence white-space: pre-line.
 */
export function AssistantMarkdown({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <Suspense fallback={<p>{toPlainText(text)}</p>}>
        <MarkdownContent text={text} />
      </Suspense>
    </div>
  );
}
