import { APP_PATHS } from '@app/contracts/routes';
import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useFollowCompany, useFollowedCompanies } from '../api/follows';
import '@/locales/candidate-app';

/** The companies the candidate follows (issue 33 item 4), each with its open jobs and "Ne plus suivre" in one tap. */
export function FollowedCompanies() {
  const { t } = useTranslation();
  const list = useFollowedCompanies(true);
  const change = useFollowCompany();
  const companies = list.data?.results ?? [];
  return (
    <Stack gap="sm" data-testid="candidate-follows">
      <Title order={2}>{t('views.candidate_app.follow.title')}</Title>
      {list.isPending ? null : companies.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="candidate-follows-empty">
          {t('views.candidate_app.follow.empty')}
        </Text>
      ) : (
        companies.map((company) => (
          <Paper key={company.uuid} withBorder radius="lg" p="sm" data-testid="candidate-follow" data-uuid={company.uuid}>
            <Group wrap="nowrap" gap="sm">
              <Avatar src={company.logo} alt="" radius="md" color="brand" variant="light">
                {company.name.charAt(0).toUpperCase()}
              </Avatar>
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Anchor component={Link} to={APP_PATHS.candidateCompany(company.uuid)} fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {company.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {[company.town, t('views.candidate_app.follow.open_jobs', { count: company.openJobs })].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                size="compact-sm"
                loading={change.isPending && change.variables?.uuid === company.uuid}
                onClick={() =>
                  change.mutate(
                    { uuid: company.uuid, follow: false },
                    { onError: (error) => notifyError(errorText(t, error, t('views.candidate_app.error'))) },
                  )
                }
                data-testid="candidate-unfollow"
              >
                {t('views.candidate_app.follow.unfollow')}
              </Button>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
