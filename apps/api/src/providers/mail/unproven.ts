/**
 * Mails to an address that has not proven itself (decision 141, widening decision 129): every text a
 * user typed (site name, QR town, company, job title, a person's name...) reaches the mailbox with no
 * link and no domain a mail client would make clickable. The usual "defanged" writing: a dot between
 * two letters or digits becomes `[.]`, a colon before `//` becomes `[:]`, so `http://evil.example/x`
 * reads `http[:]//evil[.]example/x`. Texts without such a dot or colon are unchanged.
 */
export const withoutLinks = (text: string): string =>
  text.replace(/(?<=[\p{L}\p{N}])[.．。｡](?=[\p{L}\p{N}])/gu, '[.]').replace(/:(?=\s*[/\\]{2})/g, '[:]');

/**
 * The props of a mail to an unproven address with every string defanged by `withoutLinks`, nested
 * objects and arrays included, except the keys named in `keep` (the product's own links).
 */
export function forUnprovenAddress<P>(props: P, keep: readonly string[] = ['link']): P {
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key !== undefined && keep.includes(key) ? value : withoutLinks(value);
    if (Array.isArray(value)) return value.map((v) => walk(v));
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    return value;
  };
  return walk(props) as P;
}
