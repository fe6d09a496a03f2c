import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

export function mountFeedback(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <main>
        <h1>Spotted an issue?</h1>
      </main>
    </StrictMode>,
  );
}
