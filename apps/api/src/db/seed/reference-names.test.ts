import { REFERENCE_NAME_KEYS } from '@app/contracts/reference-names';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, REMOTES, WORKING_TIMES } from './reference-data.ts';

describe('reference names the web app translates (issue 29)', () => {
  it('gives every contract, working time and remote-work name a text key', () => {
    expect([...CONTRACTS, ...WORKING_TIMES, ...REMOTES].filter((name) => !(name in REFERENCE_NAME_KEYS))).toEqual([]);
  });
});
