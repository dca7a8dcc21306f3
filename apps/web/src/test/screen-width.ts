import { vi } from 'vitest';

/** The screen's width as `matchMedia` tells it (jsdom has no layout): `max-width` queries match up to it. Undone by `vi.unstubAllGlobals()`. */
export function screenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)(em|px)/.exec(query);
    const limit = max ? Number(max[1]) * (max[2] === 'em' ? 16 : 1) : Infinity;
    return {
      matches: width <= limit,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  });
}
