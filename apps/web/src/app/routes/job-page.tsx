import { useParams } from 'react-router';
import { JobScreen } from '../../features/assignments';

/** /job/{siteId}/{token}: a contractor's emailed job link; no sign-in. */
export function JobPage() {
  const { siteId = '', token = '' } = useParams();
  return <JobScreen siteId={siteId} token={token} />;
}
