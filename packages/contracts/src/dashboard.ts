import { z } from 'zod';

/** Windows of the dashboard's application counts, in days. */
export const DASHBOARD_WINDOWS = { short: 7, long: 30 } as const;
/** Latest applications listed per job. */
export const DASHBOARD_LATEST = 3;

/** GET /api/dashboard/?address={uuid} */
export const dashboardQuerySchema = z.object({ address: z.uuid() });

export const dashboardApplicationSchema = z.object({
  uuid: z.string(),
  /** Candidate first name only: never a contact detail (product decisions). */
  firstName: z.string(),
  /** yyyy-MM-dd */
  completedAt: z.string(),
});
export type DashboardApplication = z.infer<typeof dashboardApplicationSchema>;

export const applicationSummarySchema = z.object({
  last7Days: z.int32(),
  last30Days: z.int32(),
  total: z.int32(),
  latest: z.array(dashboardApplicationSchema),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const dashboardJobSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  active: z.boolean(),
  urgent: z.boolean(),
  applications: applicationSummarySchema,
});
export type DashboardJob = z.infer<typeof dashboardJobSchema>;

/**
 * The dashboard's summary of one address: the manager (notification bar), each job with its
 * recent applications, and the applications made without a job (free applications).
 */
export const dashboardSchema = z.object({
  address: z.object({ id: z.int32(), uuid: z.string(), name: z.string(), freeApplication: z.boolean() }),
  manager: z.string().nullable(),
  jobs: z.array(dashboardJobSchema),
  freeApplications: applicationSummarySchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
