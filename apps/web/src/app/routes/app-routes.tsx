import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../../ui/spinner';
import { LandingPage } from './landing-page';
import { NotFoundPage } from './not-found-page';

const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage })));
const UserRoutes = lazy(() => import('./user-routes').then((m) => ({ default: m.UserRoutes })));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/u/*" element={<UserRoutes />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
