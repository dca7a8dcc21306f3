/** Mantine's toasts component, in a chunk of its own: `providers.tsx` loads it with the first toast. */
export { Notifications } from '@mantine/notifications';
