import type { CandidateSignupInfo } from '@app/contracts/candidate-signup';
import { Alert, Badge, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconInfoCircle, IconMapPin, IconPhoneCall, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@/locales/candidate-signup';

/** The "recommandé par" line: first name and company when both are known. */
const recommender = (affiliate: NonNullable<CandidateSignupInfo['affiliate']>): string | null =>
  affiliate.firstName && affiliate.company ? `${affiliate.firstName} (${affiliate.company})` : (affiliate.firstName ?? affiliate.company);

/**
 * Top of the sign-up page: the pitch for candidates, three short promises, and who recommended
 * the page (the affiliate of the QR code) or a note when the code is no longer valid.
 */
export function SignupHero({ info, codeGiven }: { info: CandidateSignupInfo | undefined; codeGiven: boolean }) {
  const { t } = useTranslation();
  const name = info?.valid && info.affiliate ? recommender(info.affiliate) : null;
  const points = [
    { icon: IconSparkles, text: t('views.candidate_signup.point_free') },
    { icon: IconMapPin, text: t('views.candidate_signup.point_near') },
    { icon: IconPhoneCall, text: t('views.candidate_signup.point_contact') },
  ];
  return (
    <Stack gap="md" data-testid="signup-hero">
      {name ? (
        <Badge
          size="lg"
          radius="xl"
          variant="light"
          color="accent"
          tt="none"
          fw={600}
          leftSection={<IconHeartHandshake size={16} />}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', height: 'auto', whiteSpace: 'normal', paddingBlock: 4 }}
          data-testid="signup-recommended"
        >
          {t('views.candidate_signup.recommended_by', { name })}
        </Badge>
      ) : null}
      <Stack gap={6}>
        <Text size="xs" tt="uppercase" fw={700} c="brand" lts={0.5}>
          {t('views.candidate_signup.kicker')}
        </Text>
        <Title order={1} size="h2" lh={1.15}>
          {t('views.candidate_signup.title')}
        </Title>
        <Text c="dimmed">{t('views.candidate_signup.pitch')}</Text>
      </Stack>
      <Stack gap={8}>
        {points.map(({ icon: Icon, text }) => (
          <Group key={text} gap="sm" wrap="nowrap">
            <ThemeIcon size={30} radius="xl" variant="light" color="brand">
              <Icon size={17} />
            </ThemeIcon>
            <Text size="sm" fw={500}>
              {text}
            </Text>
          </Group>
        ))}
      </Stack>
      {codeGiven && info && !info.valid ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="signup-invalid-code">
          {t('views.candidate_signup.invalid_code')}
        </Alert>
      ) : null}
    </Stack>
  );
}
