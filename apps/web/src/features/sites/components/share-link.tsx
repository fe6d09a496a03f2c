import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import styles from './welcome.module.css';

/** How long the button reads 'Copied' (spec section 9). */
export const copiedLabelMs = 10_000;

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // The Clipboard API needs a secure context; plain http on a LAN address falls back to selection.
    input?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** The public feedback link, read-only, with a Copy button (spec section 2). */
export function ShareLink({ link }: { link: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isCopied, setCopied] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), copiedLabelMs);
    return () => clearTimeout(timer);
  }, [isCopied]);

  return (
    <div className={styles.shareLink}>
      <label htmlFor={id} className="visually-hidden">
        Feedback link
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.linkInput}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        variant={isCopied ? 'light' : 'primary'}
        size="large"
        onClick={async () => {
          if (await copyText(link, inputRef.current)) setCopied(true);
        }}
      >
        {isCopied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}
