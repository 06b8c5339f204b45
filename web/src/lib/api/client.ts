import type { components, paths } from '@djshop/api';
import createClient from 'openapi-fetch';
import { env } from '@/config/env';
import { resultOf } from './envelope';
import { createRequestRules } from './middleware';
import { timedFetch } from './timed-fetch';

/** A client for any path table; the app's own instance below is typed by the contract. */
export function createApiClient<Paths extends {}>(baseUrl: string = env.apiBase) {
  const client = createClient<Paths>({ baseUrl, fetch: timedFetch });
  client.use(createRequestRules());
  return client;
}

export const api = createApiClient<paths>();

type Schemas = components['schemas'];
/** A response body minus the failure envelopes, which the request rules have already turned into errors. */
type SuccessBody<B> = Exclude<B, Schemas['Failure'] | Schemas['UnauthorizedEnvelope']>;
type DataOf<B> = B extends { data: infer D } ? D : never;
/** The call's result: `data`, or the whole body where `data` is empty. */
export type ApiResult<B> = [DataOf<SuccessBody<B>>] extends [null | undefined]
  ? SuccessBody<B>
  : Exclude<DataOf<SuccessBody<B>>, null | undefined> | (null extends DataOf<SuccessBody<B>> ? SuccessBody<B> : never);

/** Awaits an openapi-fetch call and hands back its result; failures arrive as ApiError rejections. */
export async function unwrap<B>(call: Promise<{ data?: B; response: Response }>): Promise<ApiResult<B>> {
  const { data } = await call;
  return resultOf(data) as ApiResult<B>;
}
