import {
  pathOf,
  type BodyOf,
  type BodyRequired,
  type Operation,
  type PathParamsOf,
  type QueryOf,
  type SuccessOf,
} from '@app/contracts/operation';
import type { z } from 'zod';
import { blob, request, type DownloadedFile, type RequestOptions } from './http';

/**
 * The web app's typed client (issue 30 item 1, decision 145): every call names an operation of
 * `@app/contracts/operations.gen` (generated from the routes' OpenAPI document) instead of writing
 * its path; its path parameters, query, body and answer are typed from the same document. A layer of
 * types over `http.ts`, which keeps doing the work (refresh on 401/403, session end, CSRF header,
 * timeouts, HttpError): nothing is added to what the browser loads but the path templates used.
 */

type Id<O extends Operation> = O['id'];

type PathInput<O extends Operation> = [PathParamsOf<Id<O>>] extends [never] ? { path?: never } : { path: PathParamsOf<Id<O>> };
type QueryInput<O extends Operation> = [QueryOf<Id<O>>] extends [never]
  ? { query?: never }
  : object extends QueryOf<Id<O>>
    ? { query?: QueryOf<Id<O>> }
    : { query: QueryOf<Id<O>> };
type BodyInput<O extends Operation> = [BodyOf<Id<O>>] extends [never]
  ? { body?: never }
  : BodyRequired<Id<O>> extends true
    ? null extends BodyOf<Id<O>>
      ? { body?: BodyOf<Id<O>> } // a body that may be null may be left out
      : { body: BodyOf<Id<O>> }
    : { body?: BodyOf<Id<O>> };

type Common = Pick<RequestOptions, 'headers' | 'signal' | 'timeoutMs' | 'noRefresh'>;

/** What a call of the operation takes: its path parameters, query and body as the document says. */
export type CallInput<O extends Operation> = PathInput<O> &
  QueryInput<O> &
  BodyInput<O> &
  Common & {
    /**
     * The contract's answer schema, checked in development and tests only (decision 102): call sites
     * pass `import.meta.env.DEV && schema`.
     */
    schema?: z.ZodType | false;
  };

type Args<I> = object extends I ? [input?: I] : [input: I];

const toRequest = (operation: Operation, input: CallInput<Operation>): [string, RequestOptions] => {
  const { path, query, body, ...rest } = input as {
    path?: Record<string, string | number>;
    query?: RequestOptions['query'];
    body?: unknown;
  };
  return [pathOf(operation, path), { ...rest, method: operation.method, query, body } as RequestOptions];
};

/** Calls the operation; resolves with its success answer's JSON body (typed), throws HttpError otherwise. */
export const call = <O extends Operation>(operation: O, ...[input]: Args<CallInput<O>>): Promise<SuccessOf<Id<O>>> =>
  request(...toRequest(operation, (input ?? {}) as CallInput<Operation>)) as Promise<SuccessOf<Id<O>>>;

/** Downloads the operation's binary answer (PDF, PNG, zip) with its file name. */
export const download = <O extends Operation>(
  operation: O,
  ...[input]: Args<Omit<CallInput<O>, 'schema'> & { fallbackFilename?: string }>
): Promise<DownloadedFile> => {
  const { fallbackFilename, ...rest } = (input ?? {}) as CallInput<Operation> & { fallbackFilename?: string };
  const [path, { schema: _none, ...options }] = toRequest(operation, rest);
  return blob(path, { ...options, method: options.method as 'GET' | 'POST', fallbackFilename });
};

/** The concrete URL path of an operation (for an `<img src>` or a link the browser follows itself). */
export const urlOf = <O extends Operation>(operation: O, ...[params]: Args<PathInput<O>['path'] & object>): string =>
  pathOf(operation, params as Record<string, string | number> | undefined);
