import { DATA_EXPORT_FORMATS, type DataExportFormat } from '@app/contracts/constants';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

interface DataExportButtonsProps {
  labels: Record<DataExportFormat, string>;
  /** The format being downloaded, whose button spins. */
  pending: DataExportFormat | null;
  onDownload: (format: DataExportFormat) => void;
  /** Test ids `<prefix>-zip`, `<prefix>-json`, `<prefix>-pdf`; none without it. */
  testIdPrefix?: string;
}

/** One download button per export format of a person's data (zip with the files, JSON, PDF; decisions 093, 133). */
export function DataExportButtons({ labels, pending, onDownload, testIdPrefix }: DataExportButtonsProps) {
  return (
    <Group gap="sm">
      {DATA_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={pending === format}
          onClick={() => onDownload(format)}
          data-testid={testIdPrefix ? `${testIdPrefix}-${format}` : undefined}
        >
          {labels[format]}
        </Button>
      ))}
    </Group>
  );
}
