import { CANDIDATE_FOLLOWS_MAX, FOLLOW_KEYS, type FollowedCompanyList } from '@app/contracts/candidate-app';
import type { Language } from '@app/contracts/constants';
import { APP_PATHS } from '@app/contracts/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { linkBase } from '../../lib/public-url.ts';
import { parisDate } from '../../lib/time-zone.ts';
import type { CandidateContext } from '../../plugins/auth.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { townOf } from '../apply/index.ts';
import { companyJobMail } from './candidate-app.mails.ts';
import * as repo from './follows.repository.ts';

/**
 * Companies followed (issue 33 item 4, decision 156): a signed-in candidate follows a live site by
 * its public uuid (opt-in, one tap to stop), and is mailed when it publishes a job: at most once a
 * day per site, and within the mailbox's day budget of such mails (decision 149).
 */

/** PUT /api/candidate-app/follows/{uuid}/: follows a live site (again: nothing new); 404 for another. */
export async function followSite(db: Db, candidate: CandidateContext, uuid: string, language: Language): Promise<void> {
  const site = await repo.findLiveSite(db, uuid);
  if (!site) throw notFound();
  if (!(await repo.follow(db, candidate.email, site.id, language, CANDIDATE_FOLLOWS_MAX))) {
    throw new AppError('conflict', `At most ${CANDIDATE_FOLLOWS_MAX} companies followed`, { uuid: [FOLLOW_KEYS.tooMany] });
  }
}

/** DELETE /api/candidate-app/follows/{uuid}/: stops following (the caller's own row only; none: nothing to do). */
export async function unfollowSite(db: Db, candidate: CandidateContext, uuid: string): Promise<void> {
  const site = await repo.findSite(db, uuid);
  if (site) await repo.unfollow(db, candidate.email, site.id);
}

/** GET /api/candidate-app/follows/: the sites the candidate follows, newest first. */
export async function listFollowed(db: Db, candidate: CandidateContext): Promise<FollowedCompanyList> {
  const rows = await repo.listFollowed(db, candidate.email);
  return {
    results: rows.map((r) => ({
      uuid: r.uuid,
      name: r.name,
      logo: r.logo,
      town: townOf(r.qrcode_town, r.content),
      openJobs: Number(r.open_jobs),
      followedAt: new Date(r.created_at).toISOString(),
    })),
  };
}

export interface FollowAlertDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The mailbox's day budget of alerts (decision 149), by the follower's address. */
  mayMail: (key: string) => Promise<boolean>;
}

/**
 * A job was published (created active, or made active again): the site's followers not alerted today
 * get one mail each, in their language. Answers how many were mailed. Never throws: the recruiter's
 * save is done, a mail failure is logged.
 */
export async function alertFollowers(deps: FollowAlertDeps, addressJobId: number, log: FastifyBaseLogger): Promise<number> {
  try {
    const job = await repo.findPublishedJob(deps.db, addressJobId);
    if (!job?.active) return 0;
    const followers = await repo.takeFollowersToAlert(deps.db, job.address_id, parisDate());
    const base = linkBase(deps).replace(/\/+$/, '');
    let mailed = 0;
    for (const follower of followers) {
      if (!(await deps.mayMail(follower.email))) continue;
      const mail = await companyJobMail(
        { email: follower.email, candidateId: follower.candidate_id },
        {
          lang: follower.language,
          firstName: follower.first_name,
          siteName: job.site_name,
          jobName: job.job_name,
          link: `${base}/app${APP_PATHS.candidateCompany(job.site_uuid)}`,
          spaceLink: `${base}/app${APP_PATHS.candidateSpace}`,
        },
      );
      await deps.mailer.post(mail);
      mailed += 1;
    }
    return mailed;
  } catch (err) {
    log.error({ err }, 'follow alert mail failed');
    return 0;
  }
}
