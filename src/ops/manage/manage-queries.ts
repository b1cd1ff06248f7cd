import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import type { components } from '../../api/schema';

export type ManageProduct = components['schemas']['ManageProduct'];
export type ManageCategory = components['schemas']['ManageCategory'];
export type ManageBranch = components['schemas']['ManageBranch'];
export type ManageZone = components['schemas']['ManageZone'];
export type ManagePromo = components['schemas']['ManagePromo'];
export type ManageText = components['schemas']['ManageText'];

/** The back office's queries: one key root per merchant, dropped whole after any write. */
export const manageKeys = { all: (merchantId: number) => ['manage', merchantId] as const };

export const productsQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: [...manageKeys.all(merchantId), 'products'] as const,
    queryFn: async ({ signal }) => orThrow(await api.GET('/manage/v1/products', { signal })),
  });

export const categoriesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: [...manageKeys.all(merchantId), 'categories'] as const,
    queryFn: async ({ signal }) => orThrow(await api.GET('/manage/v1/categories', { signal })),
  });

export const branchesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: [...manageKeys.all(merchantId), 'branches'] as const,
    queryFn: async ({ signal }) => orThrow(await api.GET('/manage/v1/branches', { signal })),
  });

export const promosQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: [...manageKeys.all(merchantId), 'promos'] as const,
    queryFn: async ({ signal }) => orThrow(await api.GET('/manage/v1/promos', { signal })),
  });

/** The languages a text is written in: the ones the merchant offers. */
export const LANGS = ['uz', 'ru', 'eng'] as const;
export type TextLang = (typeof LANGS)[number];
