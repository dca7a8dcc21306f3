// Mantine's Tooltip alone, the module `LazyTooltip` fetches when first wanted (decision 167).
export { Tooltip } from '@mantine/core';
