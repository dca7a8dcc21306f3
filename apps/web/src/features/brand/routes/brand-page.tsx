import { APP_PATHS } from '@app/contracts/routes';
import { Card, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconEye, IconGift, IconHeartHandshake, IconListNumbers, IconPhoto } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { LinkButton } from '@/components/ui/link-button';
import { AdvantagesTab } from '../components/advantages-tab';
import { BRAND_TABS, type BrandTab, type BrandTabHandle } from '../components/brand-tab';
import { MediaTab } from '../components/media-tab';
import { RecruitmentTab } from '../components/recruitment-tab';
import { UnsavedChangesModal } from '../components/unsaved-changes-modal';
import { ValuesTab } from '../components/values-tab';
import { BrandGate, useCurrentBrand } from '../components/brand-gate';
import '@/locales/brand';

const TAB_COMPONENTS = { values: ValuesTab, advantages: AdvantagesTab, media: MediaTab, recruitment: RecruitmentTab } as const;
const TAB_ICONS = { values: IconHeartHandshake, advantages: IconGift, media: IconPhoto, recruitment: IconListNumbers } as const;

/**
 * /app/brand (spec section 2): the employer-brand page of the current address in four tabs.
 * Switching away from a tab with unsaved changes opens a dialog: cancel discards them (the address
 * is reloaded), save saves the tab first; the switch happens only after either succeeds.
 */
export function BrandPage() {
  const { t } = useTranslation();
  const brand = useCurrentBrand();
  const { current, allowed, address } = brand;
  const [tab, setTab] = useState<BrandTab>('values');
  const [pending, setPending] = useState<BrandTab | null>(null);
  // Bumped after each explicit reload so that the tab on screen starts again from the saved address.
  const [version, setVersion] = useState(0);
  const handle = useRef<BrandTabHandle>(null);

  const reload = async () => {
    await address.refetch();
    setVersion((v) => v + 1);
  };
  const requestTab = (next: string | null) => {
    if (!next || next === tab) return;
    if (handle.current?.isDirty()) setPending(next as BrandTab);
    else setTab(next as BrandTab);
  };
  const discardAndSwitch = async () => {
    await reload();
    if (pending) setTab(pending);
    setPending(null);
  };
  const saveAndSwitch = async (): Promise<boolean> => {
    const ok = (await handle.current?.save()) ?? false;
    if (ok && pending) {
      setTab(pending);
      setPending(null);
    }
    return ok;
  };

  const data = address.data;
  const tabProps = data ? { address: data, onSaved: reload, ref: handle } : null;
  return (
    <>
      <PageTitle
        title={t('pages.brand.title')}
        subtitle={current && allowed ? t('components.brand_page.subtitle', { name: current.name }) : t('pages.brand.subtitle')}
        actions={
          allowed && current ? (
            <LinkButton to={APP_PATHS.brandPreview} variant="light" leftSection={<IconEye size={18} />} data-testid="brand-preview-link">
              {t('components.brand_page.preview_link')}
            </LinkButton>
          ) : null
        }
      />
      <BrandGate brand={brand}>
        {(currentAddress) =>
          !tabProps ? (
            <Stack>
              <Skeleton h={44} radius="md" />
              <Skeleton h={320} radius="lg" />
            </Stack>
          ) : (
            <Card withBorder radius="lg" p={0} data-testid="brand-page">
              <Tabs value={tab} onChange={requestTab} keepMounted={false}>
                <Tabs.List px="md" pt="xs">
                  {BRAND_TABS.map((name) => {
                    const Icon = TAB_ICONS[name];
                    return (
                      <Tabs.Tab key={name} value={name} leftSection={<Icon size={18} />} data-testid={`brand-tab-${name}`}>
                        {t(`components.brand_page.tabs.${name}`)}
                      </Tabs.Tab>
                    );
                  })}
                </Tabs.List>
                {BRAND_TABS.map((name) => {
                  const Content = TAB_COMPONENTS[name];
                  return (
                    <Tabs.Panel key={name} value={name} p={{ base: 'md', sm: 'xl' }}>
                      <Content key={`${currentAddress.uuid}:${version}`} {...tabProps} />
                    </Tabs.Panel>
                  );
                })}
              </Tabs>
            </Card>
          )
        }
      </BrandGate>
      <UnsavedChangesModal
        opened={pending !== null}
        canSave={pending !== null && (handle.current?.canSave() ?? false)}
        onDiscard={discardAndSwitch}
        onSave={saveAndSwitch}
        onClose={() => setPending(null)}
      />
    </>
  );
}
