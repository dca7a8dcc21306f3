import type { ApplicationSummary, Dashboard } from '@app/contracts/dashboard';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findOwnedAddress } from '../jobs/index.ts';
import * as repo from './dashboard.repository.ts';

/**
 * GET /api/dashboard/?address={uuid}: the manager's name (notification bar), each job of the
 * address with its recent applications, and applications made without a job.
 */
export async function getDashboard(db: Db, auth: AuthContext, addressUuid: string): Promise<Dashboard> {
  const address = await findOwnedAddress(db, auth.recruiterId, addressUuid);
  if (!address) throw notFound();
  const [manager, jobs, counts, latest] = await Promise.all([
    repo.managerOfAddress(db, address.id),
    repo.jobsOfAddress(db, address.id),
    repo.applicationCounts(db, address.id),
    repo.latestApplications(db, address.id),
  ]);
  const summary = (addressJobId: number | null): ApplicationSummary => {
    const count = counts.find((c) => c.addressJobId === addressJobId);
    return {
      last7Days: count?.last7Days ?? 0,
      last30Days: count?.last30Days ?? 0,
      total: count?.total ?? 0,
      latest: latest
        .filter((a) => a.addressJobId === addressJobId)
        .map((a) => ({ uuid: a.uuid, firstName: a.firstName, completedAt: String(a.completedAt) })),
    };
  };
  return {
    address: { id: address.id, uuid: address.uuid, name: address.name, freeApplication: address.freeApplication },
    manager,
    jobs: jobs.map((job) => ({ uuid: job.uuid, name: job.name, active: job.active, urgent: job.urgent, applications: summary(job.id) })),
    freeApplications: summary(null),
  };
}
