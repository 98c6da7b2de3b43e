import { adoptStyles } from '../styles/adopt-styles';
import { useEffect, useRef } from 'react';
import { usePageConfig } from '../../config/page-config-context';
import { communityMatome, communityTalk } from '../../domain/routes';
import { useI18n } from '../../i18n/i18n-context';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadCommunity, selectCommunityEntry } from '../../store/community-slice';
import { useNearViewport } from './use-near-viewport';
import communityLinksStyles from './community-links.css?inline';

adoptStyles(communityLinksStyles);

export interface CommunityLinksProps {
  productId: string;
  /**
   * Load the counts only once the links come near the viewport (product cards: a page of 1000 cards
   * would otherwise send 1000 JSONP calls at load). The counts show '-' until then.
   */
  deferLoad?: boolean;
}

/**
 * docs/behaviour.md "Product info and samples": counts show as '{n}件' (both languages), and '-' until loaded.
 */
const countText = (n: number | undefined): string => (n === undefined ? '-' : `${n}件`);

/**
 * The two community links of a product (docs/server.md "Routes the bundle links to"): summaries and talks on
 * the companion community site, opened in a new tab. Without a play_id (or when the call failed) they stay
 * plain text with '-' counts.
 */
export function CommunityLinks({ productId, deferLoad = false }: CommunityLinksProps) {
  const { t } = useI18n();
  const dispatch = useAppDispatch();
  const origin = usePageConfig().hosts.community;
  const content = useAppSelector((state) => selectCommunityEntry(state, productId))?.content ?? null;

  const list = useRef<HTMLUListElement>(null);
  const near = useNearViewport(list, deferLoad);

  useEffect(() => {
    if (near) void dispatch(loadCommunity({ origin, productId }));
  }, [dispatch, near, origin, productId]);

  const items = [
    {
      key: 'matome',
      label: t('community_matome'),
      href: content ? communityMatome(origin, content.play_id) : null,
      count: content?.matomes_count,
    },
    {
      key: 'talk',
      label: t('community_talk'),
      href: content ? communityTalk(origin, content.play_id) : null,
      count: content?.talks_count,
    },
  ];

  return (
    <ul ref={list} className="sf-community-links">
      {items.map((item) => {
        const inner = (
          <>
            <span className="sf-community-links__label">{item.label}</span>{' '}
            <span className="sf-community-links__count">{countText(item.count)}</span>
          </>
        );
        return (
          <li key={item.key} className={`sf-community-links__item sf-community-links__item--${item.key}`}>
            {item.href ? (
              <a
                className="sf-community-links__link"
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {inner}
              </a>
            ) : (
              <span className="sf-community-links__link sf-community-links__link--empty">{inner}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
