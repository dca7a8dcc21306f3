import { applyFormSchema, type ApplyBody, type ApplyFormValues, type ApplyPage } from '@app/contracts/apply';
import type { Experience } from '@app/contracts/reference-lists';
import { SITE_PATHS } from '@app/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconBolt, IconBriefcase, IconMapPin, IconSend } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { ContactFields, DisabilityConsentFields, ExperienceFormField } from '@/components/ui/contact-fields';
import { translateMessage } from '@/lib/errors';
import '@/locales/apply';
import { useReferenceName } from '@/lib/reference-name';

/** Prefix of a free application's choice value: `free:{site uuid}`. */
const FREE = 'free:';

/** Turns the chosen card into the request fields: a job, or a site's free application. */
export const choiceToBody = (choice: string): Pick<ApplyBody, 'addressJobUuid' | 'siteUuid'> =>
  choice.startsWith(FREE) ? { addressJobUuid: null, siteUuid: choice.slice(FREE.length) } : { addressJobUuid: choice, siteUuid: null };

/** The chosen card stands out; in red when the server refused it (e.g. already applied). */
const cardStyle = (checked: boolean, error: boolean) =>
  checked
    ? {
        borderColor: `var(--mantine-color-${error ? 'red' : 'brand'}-6)`,
        backgroundColor: `var(--mantine-color-${error ? 'red' : 'brand'}-0)`,
      }
    : undefined;

export interface ApplyFormProps {
  page: ApplyPage;
  experiences: Experience[];
  /** Sends the application; may set server field errors through `setError`. */
  onSubmit: (body: ApplyBody, setError: UseFormSetError<ApplyFormValues>) => Promise<void>;
  /** A signed-in candidate's details (issue 33, item 2): the form starts with them, still editable. */
  prefill?: Partial<Pick<ApplyFormValues, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'choice' | 'experienceId'>>;
  /** The button's text: "Postuler" for the signed-in candidate's one tap (decision 158). */
  submitLabel?: string;
}

/**
 * The candidate's choice of a job (cards), then a short form: first and last name, e-mail, French
 * phone number, experience, disability, and the consent that the recruiter sees the application.
 * The rules are the contracts' (`applyFormSchema`); the API checks them again.
 */
export function ApplyForm({ page, experiences, onSubmit, prefill, submitLabel }: ApplyFormProps) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const severalSites = page.sites.length > 1;
  const freeSites = page.sites.filter((s) => s.freeApplication);
  const onlyChoice = page.jobs.length + freeSites.length === 1 ? (page.jobs[0]?.uuid ?? `${FREE}${freeSites[0]!.uuid}`) : '';
  const form = useForm<ApplyFormValues>({
    resolver: zodResolver(applyFormSchema),
    mode: 'onTouched',
    defaultValues: {
      choice: prefill?.choice ?? onlyChoice,
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      phoneNumber: prefill?.phoneNumber ?? '',
      experienceId: prefill?.experienceId ?? (undefined as unknown as number),
      withDisability: false,
      consent: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const choice = form.watch('choice');
  useEffect(() => {
    if (choice) form.clearErrors('choice');
  }, [choice, form]);

  const submit = form.handleSubmit(async (values) => {
    const { choice: chosen, ...rest } = values;
    await onSubmit({ ...rest, ...choiceToBody(chosen) }, form.setError);
  });

  const siteLine = (site: { name: string; town: string | null }) =>
    site.town ? t('views.apply.site_line', { site: site.name, town: site.town }) : site.name;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="apply-form">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('views.apply.jobs_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('views.apply.jobs_subtitle', { count: page.jobs.length })}
          </Text>
          <Controller
            control={form.control}
            name="choice"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={field.onChange}
                error={translateMessage(t, errors.choice?.message)}
                data-testid="apply-choice"
              >
                <Stack gap="sm" mt={4}>
                  {page.jobs.map((job) => {
                    const details = [...job.contracts.map((c) => c.name), job.workingTime?.name]
                      .filter((name): name is string => !!name)
                      .map(referenceName);
                    return (
                      <Radio.Card
                        key={job.uuid}
                        value={job.uuid}
                        radius="md"
                        p="md"
                        style={cardStyle(field.value === job.uuid, Boolean(errors.choice))}
                        data-testid="apply-job-card"
                        aria-label={job.name}
                      >
                        <Group wrap="nowrap" align="flex-start" gap="md">
                          <Radio.Indicator mt={3} />
                          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                            <Group gap="xs" wrap="wrap">
                              <Text fw={600} size="md" lh={1.3}>
                                {job.name}
                              </Text>
                              {job.urgent ? (
                                <Badge color="red" variant="light" size="sm" leftSection={<IconBolt size={12} />}>
                                  {t('views.apply.urgent')}
                                </Badge>
                              ) : null}
                            </Group>
                            {details.length > 0 ? (
                              <Group gap={6}>
                                {details.map((d) => (
                                  <Badge key={d} variant="default" size="sm" radius="sm" tt="none" fw={500}>
                                    {d}
                                  </Badge>
                                ))}
                              </Group>
                            ) : null}
                            {severalSites ? (
                              <Group gap={4} wrap="nowrap" align="flex-start">
                                <IconMapPin size={14} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 3 }} />
                                <Text size="sm" c="dimmed">
                                  {siteLine(job.site)}
                                </Text>
                              </Group>
                            ) : null}
                          </Stack>
                        </Group>
                      </Radio.Card>
                    );
                  })}
                  {freeSites.map((site) => (
                    <Radio.Card
                      key={site.uuid}
                      value={`${FREE}${site.uuid}`}
                      radius="md"
                      p="md"
                      style={cardStyle(field.value === `${FREE}${site.uuid}`, Boolean(errors.choice))}
                      data-testid="apply-free-card"
                      aria-label={t('views.apply.free_title')}
                    >
                      <Group wrap="nowrap" align="flex-start" gap="md">
                        <Radio.Indicator mt={3} />
                        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                          <Group gap={6}>
                            <IconBriefcase size={16} />
                            <Text fw={600}>{t('views.apply.free_title')}</Text>
                          </Group>
                          <Text size="sm" c="dimmed">
                            {severalSites ? t('views.apply.free_text_site', { site: siteLine(site) }) : t('views.apply.free_text')}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        </Stack>

        <Stack gap="md">
          <Title order={2} size="h3">
            {t('views.apply.form_title')}
          </Title>
          <ContactFields
            form={form}
            labels={{
              firstName: t('views.apply.first_name'),
              lastName: t('views.apply.last_name'),
              email: t('views.apply.email'),
              phone: t('views.apply.phone'),
              phonePlaceholder: t('views.apply.phone_placeholder'),
            }}
            testIdPrefix="apply"
          />
          <ExperienceFormField
            form={form}
            testIdPrefix="apply"
            experiences={experiences}
            label={t('views.apply.experience')}
            placeholder={t('views.apply.experience_placeholder')}
          />
          <DisabilityConsentFields
            form={form}
            testIdPrefix="apply"
            disability={{ label: t('views.apply.disability'), description: t('views.apply.disability_hint') }}
            consent={
              <Trans
                i18nKey="views.apply.consent"
                values={{ company: page.name }}
                components={{ privacy: <Anchor href={SITE_PATHS.privacy} target="_blank" rel="noopener" size="sm" inherit /> }}
              />
            }
          />
        </Stack>

        <Button type="submit" size="lg" fullWidth loading={isSubmitting} leftSection={<IconSend size={18} />} data-testid="apply-submit">
          {submitLabel ?? t('views.apply.submit')}
        </Button>
      </Stack>
    </form>
  );
}
