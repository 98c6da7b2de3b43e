import type { Boughts, MemberStatus, Uninterests } from '../domain/models';
import { getJson, path } from './client';
import {
  normalizeBoughts,
  normalizeFavorites,
  normalizeFollows,
  normalizeMemberStatus,
  normalizeUninterests,
} from './normalize-member';

export async function fetchMemberStatus(site: string): Promise<MemberStatus> {
  return normalizeMemberStatus(await getJson(path(site, 'load', 'member', 'status')));
}

export async function fetchBoughts(site: string, customerId: string): Promise<Boughts> {
  return normalizeBoughts(await getJson(path(site, 'load', 'bought', 'product'), { _: customerId }));
}

export async function fetchFavorites(site: string, customerId: string): Promise<string[]> {
  return normalizeFavorites(await getJson(path(site, 'load', 'favorite', 'product'), { _: customerId }));
}

export async function fetchUninterests(site: string, customerId: string): Promise<Uninterests> {
  return normalizeUninterests(await getJson(path(site, 'load', 'member', 'uninterest'), { _: customerId }));
}

/** The follow_keys of the member's follow list. */
export async function fetchFollows(site: string, customerId: string): Promise<string[]> {
  return normalizeFollows(await getJson(path(site, 'load', 'followlist', 'ajax'), { _: customerId }));
}
