/**
 * Runs `mount` once the browser has painted the HTML's first frame and recorded that paint.
 * Chrome drops a largest-contentful-paint candidate whose node is removed before the main thread has
 * recorded its paint. The feedback page's shell title paints first, then the entry script's evaluation
 * keeps the main thread busy; mounting React right after it replaced the shell before that record, so
 * the page's largest paint became React's identical title, drawn only after the whole script ran. One
 * animation frame, then a task, lets the record come first. A hidden page paints nothing: it mounts at once.
 */
export function afterFirstPaint(mount: () => void, doc: Document = document): void {
  const view = doc.defaultView;
  if (doc.visibilityState === 'hidden' || !view || typeof view.requestAnimationFrame !== 'function') {
    mount();
    return;
  }
  view.requestAnimationFrame(() => {
    view.setTimeout(mount, 0);
  });
}
