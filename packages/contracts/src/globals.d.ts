/**
 * The WHATWG URL class, present in browsers and in Node. Contracts compile without DOM or Node
 * types (they must not use either), so only this standard global is declared.
 */
declare class URL {
  constructor(input: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: { get(name: string): string | null };
}
