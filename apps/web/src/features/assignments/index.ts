/** Contractor work: the job page a contractor opens from the link in their email (`/job/…`). */
export { JobScreen } from './components/job-screen';
