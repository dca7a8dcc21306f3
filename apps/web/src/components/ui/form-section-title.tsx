import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of a part of a long form (account, company, address…). */
export function FormSectionTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={3} fz="md" c="brand.8">
      {children}
    </Title>
  );
}
