import { Card, Group, ScrollArea, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** One column of a `ResponsiveTable`: its header, and the cell of a row. */
export interface ResponsiveColumn<T> {
  key: string;
  /** The column's header; on a phone, the label beside the value (none for `role: 'action'`). */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /**
   * On a phone: `title` is the card's heading (the invoice number, the month), `action` its button
   * row under the values (full width, no label). Other columns are label and value lines.
   */
  role?: 'title' | 'action';
  /** Bold cells (the table's figures that matter). */
  strong?: boolean;
}

interface ResponsiveTableProps<T> {
  rows: T[];
  columns: ResponsiveColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Attributes of a row's element, in both forms (`data-testid`, `data-month`). */
  rowProps?: (row: T) => Record<`data-${string}`, string>;
  /** The table's name: the scroll region's label for keyboards and screen readers. */
  label: string;
  /** Below this width the table scrolls sideways on a tablet-sized screen (px). */
  minWidth?: number;
  striped?: boolean;
}

/**
 * Every table of the application (issue 29: on a phone, invoice amounts, "Télécharger" and the
 * affiliate's gains were off screen with nothing saying so). From the `sm` breakpoint up, a table
 * whose region scrolls sideways if the screen is still too narrow (reachable with the keyboard,
 * axe `scrollable-region-focusable`); on a phone, one card a row: the title column as its heading,
 * each other column as a "label: value" line, the action under them, full width. Only one of the
 * two forms is in the page (a test id is never found twice).
 */
export function ResponsiveTable<T>({ rows, columns, rowKey, rowProps, label, minWidth = 560, striped }: ResponsiveTableProps<T>) {
  const theme = useMantineTheme();
  // Read at the first render (application pages are rendered in the browser, never pre-rendered).
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  if (phone) return <ResponsiveCards rows={rows} columns={columns} rowKey={rowKey} rowProps={rowProps} label={label} />;
  return (
    <ScrollArea viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }} data-testid="responsive-table">
      <Table striped={striped} highlightOnHover verticalSpacing="sm" miw={minWidth}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align} fw={column.strong || column.role === 'title' ? 600 : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The phone form: a list of cards, every value on screen. */
function ResponsiveCards<T>({ rows, columns, rowKey, rowProps, label }: Omit<ResponsiveTableProps<T>, 'minWidth' | 'striped'>) {
  const title = columns.find((column) => column.role === 'title');
  const lines = columns.filter((column) => !column.role);
  const actions = columns.filter((column) => column.role === 'action');
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }} data-testid="responsive-cards">
      {rows.map((row) => (
        <Card component="li" key={rowKey(row)} withBorder radius="md" p="sm" {...rowProps?.(row)}>
          <Stack gap={6}>
            {title && (
              <Text fw={700} size="sm">
                {title.cell(row)}
              </Text>
            )}
            {lines.map((column) => (
              <Group key={column.key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed">
                  {column.header}
                </Text>
                <Text component="div" size="sm" ta="right" fw={column.strong ? 600 : undefined} style={{ minWidth: 0 }}>
                  {column.cell(row)}
                </Text>
              </Group>
            ))}
            {actions.map((column) => (
              <Group key={column.key} justify="flex-end" mt={4}>
                {column.cell(row)}
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
