import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';

/**
 * Toasts (spec section 8: "Failures show as toasts"). Messages are already translated texts.
 * The close button is named (axe `button-name`, decision 094).
 * Each toast carries `data-testid="toast-success"` or `"toast-error"` for the browser journeys.
 */
const closeLabel = () => ({ 'aria-label': i18n.t('common.close') });

export const notifySuccess = (message: string, title?: string): void => {
  notifications.show({
    message,
    title,
    color: 'brand',
    withBorder: true,
    autoClose: 5000,
    closeButtonProps: closeLabel(),
    'data-testid': 'toast-success',
  } as Parameters<typeof notifications.show>[0]);
};

/** `id` names the toast, so that a new try of the same action can take it away (`dismissToast`). */
export const notifyError = (message: string, title?: string, id?: string): void => {
  notifications.show({
    id,
    message,
    title,
    color: 'red',
    withBorder: true,
    autoClose: 7000,
    closeButtonProps: closeLabel(),
    'data-testid': 'toast-error',
  } as Parameters<typeof notifications.show>[0]);
};

/** Takes away the toast shown with this `id`, if it is still there. */
export const dismissToast = (id: string): void => {
  notifications.hide(id);
};
