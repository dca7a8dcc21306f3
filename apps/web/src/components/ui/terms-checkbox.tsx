import { SITE_PATHS } from '@app/contracts/routes';
import { Anchor, Checkbox } from '@mantine/core';
import { Trans } from 'react-i18next';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  error?: string;
}

/** "J'accepte les conditions générales et la politique de confidentialité", with both links. */
export function TermsCheckbox({ checked, onChange, testId, error }: TermsCheckboxProps) {
  return (
    <Checkbox
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      error={error}
      label={
        <Trans
          i18nKey="common.accept_terms"
          components={{
            terms: <Anchor href={SITE_PATHS.terms} target="_blank" rel="noopener" />,
            privacy: <Anchor href={SITE_PATHS.privacy} target="_blank" rel="noopener" />,
          }}
        />
      }
      data-testid={testId}
    />
  );
}
