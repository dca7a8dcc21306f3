import type { SiretLookupAnswer } from '@app/contracts/account';
import { sanitizeSiret, siretIssue } from '@app/contracts/validation';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, translateMessage } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { useLookupSiret } from '../api/lookup-siret';
import '@/locales/addresses';

interface SiretStepProps {
  initial: string | null;
  /** Always called: with the company found, or with null and the message of the failure (spec section 4). */
  onDone: (result: { siret: string | null; company: SiretLookupAnswer | null; error: string | null }) => Promise<void> | void;
}

/**
 * SIRET step of the completion (spec sections 4 and 5): digits only (sanitized on keyup), checked
 * by the rule of every flow (`siretIssue`: 14 digits, then the checksum) as it is typed; the button
 * waits for a valid number, so a wrong one never passes the step (issue 29). The lookup pre-fills the form on success; on failure its message
 * shows in the field and the flow moves on all the same.
 */
export function CompletionSiretStep({ initial, onDone }: SiretStepProps) {
  const { t } = useTranslation();
  const [siret, setSiret] = useState(initial ?? '');
  const [siretError, setSiretError] = useState<string | null>(null);
  const lookup = useLookupSiret();
  const issue = siretIssue(siret);
  const complete = issue === null;

  const submit = async () => {
    try {
      const company = await lookup.mutateAsync(siret);
      setSiretError(null);
      await onDone({ siret, company, error: null });
    } catch (error) {
      // Spec section 8: the answer's message shows in the field (siretError).
      const key = isHttpError(error) ? error.fieldErrors.siret?.[0] : undefined;
      const message = key ? (translateMessage(t, key) ?? key) : errorText(t, error, t('views.address_complete.siret_error'));
      setSiretError(message);
      // A wrong checksum is not kept; an unknown but valid number is.
      const keep = isHttpError(error) && (error.code === 'siret_not_found' || error.code === 'siret_lookup_unavailable');
      await onDone({ siret: keep ? siret : null, company: null, error: message });
    }
  };

  return (
    <Stack gap="md" data-testid="completion-siret-step">
      <Text c="dimmed" size="sm">
        {t('views.address_complete.siret_text')}
      </Text>
      <TextInput
        label={t('views.address_complete.siret_label')}
        placeholder="123 456 789 00012"
        inputMode="numeric"
        value={siret}
        onChange={(e) => setSiret(e.currentTarget.value)}
        onKeyUp={(e) => setSiret(sanitizeSiret(e.currentTarget.value))}
        error={siretError ?? (siret.length > 0 && issue ? translateMessage(t, issue) : undefined)}
        data-testid="completion-siret"
      />
      <Group justify="space-between">
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="dimmed"
          onClick={() => void onDone({ siret: null, company: null, error: null })}
          data-testid="completion-siret-skip"
        >
          {t('views.address_complete.siret_skip')}
        </Anchor>
        <Button
          rightSection={<IconArrowRight size={16} />}
          disabled={!complete}
          loading={lookup.isPending}
          onClick={() => void submit()}
          data-testid="completion-siret-submit"
        >
          {t('views.address_complete.siret_submit')}
        </Button>
      </Group>
    </Stack>
  );
}
