import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../../ui/spinner';
import { LandingPage } from './landing-page';
import { NotFoundPage } from './not-found-page';

const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage })));
const UserRoutes = lazy(() => import('./user-routes').then((m) => ({ default: m.UserRoutes })));
const JobPage = lazy(() => import('./job-page').then((m) => ({ default: m.JobPage })));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/u/*" element={<UserRoutes />} />
        <Route path="/job/:siteId/:token" element={<JobPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
