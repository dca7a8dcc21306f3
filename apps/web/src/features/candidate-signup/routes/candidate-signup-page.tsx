import { AFFILIATE_QUERY } from '@app/contracts/affiliates';
import { AFFILIATE_CODE_MAX, type CandidateSignupFormValues } from '@app/contracts/candidate-signup';
import { Box, Card, Center, Divider, Loader, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { useSearchParams } from 'react-router';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { SimpleShell } from '@/components/ui/simple-shell';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { useExperiences } from '@/api/get-experiences';
import { useSignupInfo } from '../api/get-signup-info';
import { useSignUpCandidate } from '../api/sign-up';
import { CandidateSignupForm, type SignupFormBody } from '../components/candidate-signup-form';
import { SignupHero } from '../components/signup-hero';
import { SignupSuccess } from '../components/signup-success';
import '@/locales/candidate-signup';
import { setApiFieldErrors } from '@/lib/field-errors';

/** Fields of the request that the form shows under another name. */
const FORM_FIELD: Record<string, keyof CandidateSignupFormValues> = { jobId: 'job' };
const FORM_FIELDS = new Set<string>([
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'job',
  'experienceId',
  'place',
  'withDisability',
  'consent',
]);

/**
 * /app/candidate-signup?affiliate={uuid}, without sign-in: the page an affiliate's personal QR
 * code opens (docs/decisions/056 and 065-069). Mobile first: candidates scan it with a phone.
 */
export function CandidateSignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = (params.get(AFFILIATE_QUERY) ?? '').trim();
  const info = useSignupInfo(code);
  const experiences = useExperiences();
  const send = useSignUpCandidate();
  useDocumentTitle(t('views.candidate_signup.title'));
  const [done, setDone] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);

  const submit = async (body: SignupFormBody, setError: UseFormSetError<CandidateSignupFormValues>) => {
    try {
      // The code goes as read: the API attributes the sign-up only when it names an affiliate.
      const answer = await send.mutateAsync({ ...body, affiliate: code !== '' && code.length <= AFFILIATE_CODE_MAX ? code : null });
      setDone(answer.firstName);
      top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    } catch (error) {
      // No answer tells whether the e-mail is known (decision 119): a known one gets the same 201, and a mail.
      if (isHttpError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        setApiFieldErrors(setError, error, FORM_FIELDS, { rename: FORM_FIELD });
        notifyError(t('views.candidate_signup.errors.check_form'));
        return;
      }
      notifyError(errorText(t, error, t('views.candidate_signup.errors.send')));
    }
  };

  const content = () => {
    if (done !== null) return <SignupSuccess firstName={done} />;
    if (code !== '' && info.isPending) {
      return (
        <Center py={64}>
          <Loader />
        </Center>
      );
    }
    return (
      <Stack gap="lg">
        <SignupHero info={info.data} codeGiven={code !== ''} />
        <Divider />
        {experiences.isError ? <FetchErrorAlert /> : <CandidateSignupForm experiences={experiences.data ?? []} onSubmit={submit} />}
      </Stack>
    );
  };

  return (
    <SimpleShell size={600}>
      <Box ref={top} mx={{ base: -8, xs: 0 }} mt={{ base: -16, sm: 0 }} style={{ scrollMarginTop: 16 }}>
        <Card withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} shadow="xs" data-testid="page-candidate-signup">
          {content()}
        </Card>
      </Box>
    </SimpleShell>
  );
}
