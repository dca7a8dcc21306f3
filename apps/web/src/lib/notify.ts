import { notifications } from '@mantine/notifications';

/**
 * Toasts (spec section 8: "Failures show as toasts"). Messages are already translated texts.
 * Each toast carries `data-testid="toast-success"` or `"toast-error"` for the browser journeys.
 */
export const notifySuccess = (message: string, title?: string): void => {
  notifications.show({ message, title, color: 'brand', withBorder: true, autoClose: 5000, 'data-testid': 'toast-success' } as Parameters<
    typeof notifications.show
  >[0]);
};

export const notifyError = (message: string, title?: string): void => {
  notifications.show({ message, title, color: 'red', withBorder: true, autoClose: 7000, 'data-testid': 'toast-error' } as Parameters<
    typeof notifications.show
  >[0]);
};
