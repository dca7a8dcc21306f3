import { APP_PATHS } from '@app/contracts/routes';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OneClickLinkPage } from '@/components/ui/one-click-link-page';
import { errorText } from '@/lib/errors';
import { confirmSession } from '@/lib/http';
import { useUndoEmailChange } from '../api/change-email';
import '@/locales/account';

/**
 * /app/email-change/undo?token=, without sign-in: the link mailed to the old address of an account
 * whose e-mail changed (decision 118). A click (not the opening, which mail scanners do) puts the
 * address back and signs every session out; the holder then chooses a new password. When this
 * browser held one of those sessions, it ends here and in the other tabs at once (confirmSession).
 */
export function EmailChangeUndoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const undo = useUndoEmailChange();

  return (
    <OneClickLinkPage
      testId="email-change-undo"
      title={t('components.email_change_undo.title')}
      text={t('components.email_change_undo.text')}
      submitLabel={t('components.email_change_undo.submit')}
      onSubmit={() => undo.mutate(token, { onSuccess: () => void confirmSession() })}
      pending={undo.isPending}
      error={undo.isError ? errorText(t, undo.error, t('components.email_change_undo.error')) : null}
      deadLink={token ? null : t('components.email_change_undo.missing')}
      done={
        undo.isSuccess
          ? {
              message: t('components.email_change_undo.done', { email: undo.data.email }),
              next: (
                <Anchor component={Link} to={APP_PATHS.lostPassword} data-testid="email-change-undo-lost-password">
                  {t('components.email_change_undo.lost_password')}
                </Anchor>
              ),
            }
          : null
      }
    />
  );
}
