import { AFFILIATE_REGISTRATION_STEPS } from '@app/contracts/constants';
import { affiliateStep1Schema } from '@app/contracts/registration';
import { APP_PATHS, SITE_PATHS } from '@app/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { CredentialsFields } from '../components/credentials-fields';
import { RegisterFrame } from '../components/register-frame';
import { StepFormFooter } from '../components/step-footer';
import { useAffiliateDraft } from '../stores/register-store';
import '@/locales/registration';

type Values = z.input<typeof affiliateStep1Schema>;

/** /app/register-affiliate/1 (RegisterAffiliateStep1): e-mail and password; back goes to /affiliation. */
export function RegisterAffiliateStep1Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, secrets, update, setSecrets } = useAffiliateDraft();
  const form = useForm<Values>({
    resolver: zodResolver(affiliateStep1Schema),
    mode: 'onTouched',
    defaultValues: { email: draft.email, emailProof: draft.emailProof, password: secrets.password, passwordRepeat: secrets.passwordRepeat },
  });
  const onSubmit = form.handleSubmit((values) => {
    update({ email: values.email.trim(), emailProof: values.emailProof });
    setSecrets({ password: values.password, passwordRepeat: values.passwordRepeat });
    void navigate(APP_PATHS.registerAffiliateStep(2));
  });
  return (
    <RegisterFrame
      title={t('pages.RegisterAffiliateStep1.title')}
      subtitle={t('pages.RegisterAffiliateStep1.subtitle')}
      step={{ current: 1, total: AFFILIATE_REGISTRATION_STEPS }}
      back={{ to: SITE_PATHS.affiliation, external: true }}
      size={640}
      testId="register-affiliate-step-1"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text c="dimmed">{t('pages.RegisterAffiliateStep1.description')}</Text>
          <CredentialsFields form={form} testIdPrefix="affiliate" passwordHint={t('views.register_headhunter.password_hint')} />
          <StepFormFooter
            color="accent.7"
            start={
              <Anchor component={Link} to={APP_PATHS.loginAffiliate} size="sm" data-testid="affiliate-have-account">
                {t('views.register_affiliate.have_account')}
              </Anchor>
            }
          />
        </Stack>
      </form>
    </RegisterFrame>
  );
}
