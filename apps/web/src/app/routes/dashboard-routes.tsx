import { Route, Routes } from 'react-router';
import { DashboardRedirect } from './dashboard-redirect';
import { SiteCreatePage } from './site-create-page';
import { SiteRoutes } from './site-routes';

/** /u/dashboard/* (spec section 2, dashboard routes). */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardRedirect />} />
      <Route path="create-site" element={<SiteCreatePage />} />
      <Route path="site/:siteId/*" element={<SiteRoutes />} />
      <Route path="*" element={<DashboardRedirect />} />
    </Routes>
  );
}
