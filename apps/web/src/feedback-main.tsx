// The visitor's page (feedback.html). Its HTML draws the header and title (the largest paint) with one
// CSS file and no JavaScript. This entry is tiny: the app chunk (React and the chat) is fetched and run
// only after that first paint, so the paint waits neither for its bytes nor for its evaluation. It is one
// dynamic import, not a chain: the chunk's own imports are static. No web font: the system face draws
// the text at once.
import './ui/global.css';
import './app/feedback-shell.css';
import { afterFirstPaint } from './app/after-first-paint';
import { startMonitoring } from './lib/monitoring/start-monitoring';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
// React replaces the shell only once its paint is recorded (see after-first-paint.ts). The first render
// runs in a task of its own, not in the one that evaluated the chunk: two shorter tasks block a slow
// phone's main thread less than one long one.
afterFirstPaint(
  () =>
    void import('./app/feedback-entry').then(({ mountFeedback }) => {
      setTimeout(() => mountFeedback(root), 0);
    }),
);
startMonitoring();
