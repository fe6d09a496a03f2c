import '@fontsource-variable/inter';
import './ui/global.css';
import { applyPriorityTokens } from './ui/apply-priority-tokens';

// The feedback page is what a visitor opens on a phone, often on a weak network: it loads only
// its own chunk. The dashboard (router, data fetching, sign-in) is a separate chunk.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
applyPriorityTokens();

if (window.location.pathname.startsWith('/feedback/')) {
  void import('./app/feedback-entry').then(({ mountFeedback }) => mountFeedback(root));
} else {
  void import('./app/dashboard-entry').then(({ mountDashboard }) => mountDashboard(root));
}
