import { Box, Button, type BoxProps, type MantineBreakpoint, type MantineRadius, type MantineSize } from '@mantine/core';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SegmentedSwitchItem<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown before the label (from `iconsVisibleFrom` on). */
  icon?: ReactNode;
  /** `data-testid` of the item's button; the button also carries `data-active`. */
  testId?: string;
}

interface SegmentedSwitchProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  data: readonly SegmentedSwitchItem<T>[];
  /** Accessible name of the group. */
  label: string;
  size?: MantineSize;
  radius?: MantineRadius;
  /** The items share the whole width (each at least as wide as its label), up to `maw`. */
  fullWidth?: boolean;
  maw?: BoxProps['maw'];
  /** The icons are hidden below this breakpoint (so that the labels fit a phone's width). */
  iconsVisibleFrom?: MantineBreakpoint;
}

const NEXT_KEYS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A segmented switch made of plain buttons: a grey track, the chosen item raised in white, the
 * others subtle. Mantine's SegmentedControl measures the layout for its floating indicator several
 * times while a page loads (about 8 % of the main thread on the resume shop's first load, decision
 * 107); this one measures nothing.
 *
 * Accessibility: a `radiogroup` of `radio` buttons with `aria-checked`, one tab stop (the chosen
 * item), the arrow keys (and Home/End) choose the previous or next item and move the focus to it.
 */
export function SegmentedSwitch<T extends string>({
  value,
  onChange,
  data,
  label,
  size = 'sm',
  radius = 'md',
  fullWidth = false,
  maw,
  iconsVisibleFrom,
}: SegmentedSwitchProps<T>) {
  const innerRadius = `calc(var(--mantine-radius-${radius}) - 2px)`;
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const choose = (next: T) => {
    if (next !== value) onChange(next);
    buttons.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = data.findIndex((item) => item.value === value);
    const step = NEXT_KEYS[event.key];
    const target =
      step !== undefined
        ? (index + step + data.length) % data.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? data.length - 1
            : null;
    if (target === null) return;
    event.preventDefault();
    choose(data[target]!.value);
  };

  return (
    <Box
      role="radiogroup"
      aria-label={label}
      display={fullWidth ? 'flex' : 'inline-flex'}
      w={fullWidth ? '100%' : undefined}
      maw={maw}
      p={4}
      style={{
        borderRadius: `var(--mantine-radius-${radius})`,
        backgroundColor: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-8))',
      }}
    >
      {data.map((item) => {
        const active = item.value === value;
        return (
          <Button
            key={item.value}
            ref={(node) => {
              if (node) buttons.current.set(item.value, node);
              else buttons.current.delete(item.value);
            }}
            role="radio"
            aria-checked={active}
            tabIndex={active ? 0 : -1}
            data-testid={item.testId}
            data-active={active}
            // Compact: as high as SegmentedControl's items, the track as high as its own.
            size={`compact-${size}`}
            variant={active ? 'white' : 'subtle'}
            color={active ? 'dark' : 'gray'}
            c={active ? undefined : 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))'}
            // SegmentedControl's padding (10 px, 14 px) less Button's 1 px border: the same width,
            // so the three sections of the resume shop still fit a 390 px phone (issue 11, item 6).
            px={size === 'xs' || size === 'sm' ? 9 : 13}
            // Equal shares of the width, never narrower than the label (Button hides its overflow).
            flex={fullWidth ? 1 : undefined}
            miw="max-content"
            onClick={() => choose(item.value)}
            onKeyDown={onKeyDown}
            // The item's corners follow the track's, inside its 4 px padding (as SegmentedControl's).
            style={{ borderRadius: innerRadius, boxShadow: active ? 'var(--mantine-shadow-xs)' : undefined }}
            styles={{ label: { gap: 6, whiteSpace: 'nowrap' } }}
          >
            {item.icon ? (
              <Box component="span" display="flex" visibleFrom={iconsVisibleFrom} aria-hidden>
                {item.icon}
              </Box>
            ) : null}
            <span>{item.label}</span>
          </Button>
        );
      })}
    </Box>
  );
}
