import { siteWelcomePath } from '@sitewatch/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CreateSiteForm } from '../../features/sites';
import { userQueryKey } from '../../features/users';
import { DashboardShell } from '../layouts/dashboard-shell';
import styles from './site-pages.module.css';

/** `createSitePath`: 'Tell us about your site', then the new site's welcome screen. */
export function SiteCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <DashboardShell title="Sitewatch">
      <section className={styles.formPage} aria-labelledby="create-site-title">
        <h2 id="create-site-title" className={styles.pageTitle}>
          Tell us about your site
        </h2>
        <CreateSiteForm
          onCreated={async (site) => {
            // The user's site list (side menu, dashboard redirect) now includes the new site.
            await queryClient.invalidateQueries({ queryKey: userQueryKey });
            navigate(siteWelcomePath(site.id));
          }}
        />
      </section>
    </DashboardShell>
  );
}
