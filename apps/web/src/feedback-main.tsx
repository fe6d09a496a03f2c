// The visitor's page (feedback.html): one static import graph, so the HTML names every chunk it needs
// (modulepreload) and nothing waits on a chain of dynamic imports. No web font: the system face
// draws the text at once.
import './ui/global.css';
import './app/feedback-shell.css';
import { afterFirstPaint } from './app/after-first-paint';
import { mountFeedback } from './app/feedback-entry';
import { startMonitoring } from './lib/monitoring/start-monitoring';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
// The shell in feedback.html is the page's largest paint: React replaces it only once it is recorded.
afterFirstPaint(() => mountFeedback(root));
startMonitoring();
