import '@fontsource-variable/inter';
import './ui/global.css';
import { mountDashboard } from './app/dashboard-entry';
import { startMonitoring } from './lib/monitoring/start-monitoring';
import { applyPriorityTokens } from './ui/apply-priority-tokens';

// The dashboard (index.html). The visitor's feedback page has its own HTML entry (feedback.html,
// feedback-main.tsx) so that neither loads the other's code.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
applyPriorityTokens();
mountDashboard(root);
startMonitoring();
