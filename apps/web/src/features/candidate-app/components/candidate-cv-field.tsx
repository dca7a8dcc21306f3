import { checkCvFile, type CandidateOwnProfile } from '@app/contracts/candidate-profile';
import { Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, translateMessage } from '@/lib/errors';
import { fieldOrErrorText } from '@/lib/field-errors';
import { readAsDataUrl } from '@/lib/files';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadCv, useRemoveCv, useUploadCv } from '../api/profile';
import '@/locales/candidate-app';

/**
 * The CV of "Mon profil" (issue 33 item 2, decision 158): one PDF of at most 2 MB, uploaded, replaced
 * or removed here; recruiters with access to the candidate's contact details download it as any
 * applicant's document. The browser checks the type and size first; the API checks the bytes again
 * and its message shows under the button.
 */
export function CandidateCvField({ profile }: { profile: CandidateOwnProfile }) {
  const { t } = useTranslation();
  const upload = useUploadCv();
  const remove = useRemoveCv();
  const [error, setError] = useState<string | null>(null);
  const current = profile.documents[0] ?? null;

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = checkCvFile(file);
    if (problem) {
      setError(translateMessage(t, problem) ?? problem);
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync({ file: await readAsDataUrl(file), name: file.name.slice(0, 100) });
      notifySuccess(t('views.candidate_app.profile.cv.saved'));
    } catch (e) {
      setError(fieldOrErrorText(t, e, 'file', t('views.candidate_app.error')));
    }
  };

  const drop = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifySuccess(t('views.candidate_app.profile.cv.removed')),
      onError: (e) => setError(errorText(t, e, t('views.candidate_app.error'))),
    });

  return (
    <Stack gap="xs" data-testid="candidate-cv">
      <Title order={3}>{t('views.candidate_app.profile.cv.title')}</Title>
      {current ? (
        <Button
          variant="light"
          justify="flex-start"
          leftSection={<IconFileText size={16} />}
          onClick={() => void downloadCv(current.name).catch(() => notifyError(t('views.candidate_app.error')))}
          data-testid="candidate-cv-name"
        >
          {current.name}
        </Button>
      ) : (
        <Text size="sm" c="dimmed" data-testid="candidate-cv-none">
          {t('views.candidate_app.profile.cv.none')}
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={(f) => void choose(f)} accept="application/pdf">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              data-testid="candidate-cv-choose"
            >
              {current ? t('views.candidate_app.profile.cv.replace') : t('views.candidate_app.profile.cv.choose')}
            </Button>
          )}
        </FileButton>
        {current ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={drop}
            data-testid="candidate-cv-remove"
          >
            {t('views.candidate_app.profile.cv.remove')}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined} data-testid="candidate-cv-message">
        {error ?? t('views.candidate_app.profile.cv.hint')}
      </Text>
    </Stack>
  );
}
