import { Button, type ButtonProps } from '@mantine/core';
import { Link, type LinkProps } from 'react-router';

/** Button's own props (variant, size, leftSection/rightSection icons…) and the router link's (`to`, `onClick`…). */
export type LinkButtonProps = ButtonProps & Omit<LinkProps, keyof ButtonProps>;

/**
 * A Mantine button that navigates inside the app: it renders the router's `<a href>`, so the page
 * changes without a reload and the link can be opened in a new tab.
 */
export function LinkButton(props: LinkButtonProps) {
  return <Button component={Link} {...props} />;
}
