import { EXPERIENCES_MIN, PERSONAL_QUALITIES, PROFESSIONAL_KNOWLEDGE, REGISTRATION_STEPS, SOFT_SKILLS } from '@app/contracts/constants';
import { SKILL_GROUP } from '@app/contracts/reference-lists';
import { APP_PATHS } from '@app/contracts/routes';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useExperiences } from '@/api/get-experiences';
import { useSkills } from '@/api/get-skills';
import { CriteriaPanel } from '../components/criteria-panel';
import { RegisterFrame } from '../components/register-frame';
import { NextStepButton } from '../components/step-footer';
import { useRecruiterDraft, type CriteriaPanel as Panel } from '../stores/register-store';
import '@/locales/registration';

/**
 * /app/register/3 (RegisterStep3): the profile sought, in three panels each with Save:
 * experiences; personal qualities (1 to 5); professional knowledge and soft skills (1 to 3 each).
 */
export function RegisterStep3Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, secrets, update } = useRecruiterDraft();
  const experiences = useExperiences();
  // The skills that fit the chosen job come first (issue 11, item 9).
  const skills = useSkills(draft.job?.id);
  const group = (id: number) => skills.data?.find((g) => g.id === id)?.skillSet ?? [];

  if (!draft.job) return <Navigate to={APP_PATHS.registerStep(1)} replace />;
  if (!draft.email || !secrets.password) return <Navigate to={APP_PATHS.registerStep(2)} replace />;

  const save = (panel: Panel, values: Record<string, number[]>) => {
    update({ criteria: { ...draft.criteria, ...values }, savedPanels: [...new Set([...draft.savedPanels, panel])] });
  };
  const done = (['experiences', 'personalQualities', 'knowledge'] as const).every((p) => draft.savedPanels.includes(p));

  return (
    <RegisterFrame
      title={t('pages.RegisterStep3.title')}
      subtitle={t('pages.RegisterStep3.subtitle')}
      step={{ current: 3, total: REGISTRATION_STEPS }}
      back={{ to: APP_PATHS.registerStep(2) }}
      testId="register-step-3"
    >
      <Text c="dimmed" mt={-8}>
        {t('views.register_step_3.intro', { job: draft.job.name })}
      </Text>
      <Stack gap="md">
        <CriteriaPanel
          testId="panel-experiences"
          title={t('views.register_step_3.experiences.title')}
          description={t('views.register_step_3.experiences.description')}
          loading={experiences.isPending}
          groups={[
            {
              key: 'experiences',
              options: experiences.data ?? [],
              min: EXPERIENCES_MIN,
              max: null,
              error: t('views.register_step_3.experiences.invalid_selections'),
            },
          ]}
          values={{ experiences: draft.criteria.experiences }}
          saved={draft.savedPanels.includes('experiences')}
          onSave={(v) => save('experiences', v)}
        />
        <CriteriaPanel
          testId="panel-personal-qualities"
          title={t('views.register_step_3.personal_quality.title')}
          description={t('views.register_step_3.personal_quality.description', { max: PERSONAL_QUALITIES.max })}
          loading={skills.isPending}
          groups={[
            {
              key: 'personalQualities',
              options: group(SKILL_GROUP.personalQualities),
              ...PERSONAL_QUALITIES,
              error: t('views.register_step_3.personal_quality.invalid_selections'),
            },
          ]}
          values={{ personalQualities: draft.criteria.personalQualities }}
          saved={draft.savedPanels.includes('personalQualities')}
          onSave={(v) => save('personalQualities', v)}
        />
        <CriteriaPanel
          testId="panel-knowledge"
          title={t('views.register_step_3.knowledge.title')}
          description={t('views.register_step_3.knowledge.description')}
          loading={skills.isPending}
          groups={[
            {
              key: 'professionalKnowledge',
              label: t('views.register_step_3.knowledge.professional_knowledge'),
              options: group(SKILL_GROUP.professionalKnowledge),
              ...PROFESSIONAL_KNOWLEDGE,
              error: t('views.register_step_3.knowledge.invalid_knowledge', { max: PROFESSIONAL_KNOWLEDGE.max }),
            },
            {
              key: 'professionalSoftSkills',
              label: t('views.register_step_3.knowledge.soft_skills'),
              options: group(SKILL_GROUP.professionalSoftSkills),
              ...SOFT_SKILLS,
              error: t('views.register_step_3.knowledge.invalid_soft_skills', { max: SOFT_SKILLS.max }),
            },
          ]}
          values={{
            professionalKnowledge: draft.criteria.professionalKnowledge,
            professionalSoftSkills: draft.criteria.professionalSoftSkills,
          }}
          saved={draft.savedPanels.includes('knowledge')}
          onSave={(v) => save('knowledge', v)}
        />
      </Stack>
      <Group justify="space-between">
        <Text size="sm" c={done ? 'brand.8' : 'dimmed'}>
          {done ? t('views.register_step_3.all_saved') : t('views.register_step_3.save_each')}
        </Text>
        <NextStepButton disabled={!done} onClick={() => void navigate(APP_PATHS.registerStep(4))} />
      </Group>
    </RegisterFrame>
  );
}
