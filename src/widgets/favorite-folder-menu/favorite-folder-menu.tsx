import '../../i18n/labels/cards';
import { adoptStyles } from '../../components/styles/adopt-styles';
import { AccountLinks } from '../../components/account-links/account-links';
import { useId, useMemo, useState } from 'react';
import { usePageConfig } from '../../config/page-config-context';
import { currentMenuLink } from '../../domain/mypage-links';
import { favoriteFolder, favoriteRoot, unclassifiedFolder } from '../../domain/routes';
import { useI18n } from '../../i18n/i18n-context';
import { useReadyWhen } from '../../islands/island-context';
import { useAppSelector, useAppStore } from '../../store/hooks';
import {
  selectFavoriteType,
  selectFolderLinkSegment,
  selectFolderList,
  selectFoldersStatus,
} from '../../store/folder-selectors';
import { useIsMember } from '../../store/use-member';
import favoriteFolderMenuStyles from './favorite-folder-menu.css?inline';

adoptStyles(favoriteFolderMenuStyles);

interface MenuLink {
  key: string;
  href: string;
  label: string;
  count: number;
}

/**
 * docs/behaviour.md "Page type and links": root list, Unclassified, each folder; the entry matching the page
 * is current.
 */
export default function FavoriteFolderMenu() {
  const { t } = useI18n();
  const { site } = usePageConfig();
  const { context } = useAppStore();
  const type = useAppSelector(selectFavoriteType);
  // Links keep the page's own type segment (a 'mygenre' page links to 'mygenre' pages), as item rows do.
  const pathType = useAppSelector(selectFolderLinkSegment) ?? '';
  const status = useAppSelector(selectFoldersStatus);
  const list = useAppSelector(selectFolderList);

  const member = useIsMember();
  // A guest's links are all there is to show: ready at once, without waiting for the status.
  useReadyWhen(type === null || !member || status === 'succeeded' || status === 'failed');

  const links = useMemo<MenuLink[]>(() => {
    if (!type || !list) return [];
    const total = list.folders.reduce((sum, f) => sum + f.item_count, list.unclassified.item_count);
    return [
      { key: 'root', href: favoriteRoot(site, pathType), label: t(type), count: total },
      {
        key: 'unclassified',
        href: unclassifiedFolder(site, pathType),
        label: t('unclassified'),
        count: list.unclassified.item_count,
      },
      ...list.folders.flatMap((f) =>
        f.id === null
          ? []
          : [
              {
                key: `folder-${f.id}`,
                href: favoriteFolder(site, pathType, f.id),
                label: f.name,
                count: f.item_count,
              },
            ],
      ),
    ];
  }, [type, pathType, list, site, t]);

  const listId = useId();
  const [open, setOpen] = useState(false);
  if (!type) return null;
  // A guest has no folders (docs/behaviour.md "Members and guests"): what a guest can do is sign up or log
  // in, in the menu's place (under 600 px its 44 px line).
  if (!member)
    return (
      <nav className="sf-folder-menu sf-folder-menu--guest" aria-label={t(type)}>
        <AccountLinks />
      </nav>
    );
  const current = currentMenuLink(
    links.map((l) => l.href),
    context.pathname,
  );
  const shown = links.find((link) => link.href === current) ?? links[0];

  // On a narrow screen the menu is a disclosure of one fixed height, from its first render (before the
  // folders are in) to the last, so that the folders' arrival moves nothing below it (CLS 0; hosts reserve
  // that height, docs/page-contract.md "Sizes hosts reserve"). On a wider one the toggle is hidden and the
  // list shown.
  return (
    <nav className={`sf-folder-menu${open ? ' sf-folder-menu--open' : ''}`} aria-label={t(type)}>
      <button
        type="button"
        className="sf-control sf-control--secondary sf-folder-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        disabled={!shown}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="sf-folder-menu__name sf-folder-menu__toggle-label">{shown?.label ?? t(type)}</span>{' '}
        {shown && <span className="sf-folder-menu__count">{t('folder_count', { count: shown.count })}</span>}
      </button>
      <ul id={listId} className="sf-folder-menu__list">
        {links.map((link) => (
          <li key={link.key} className="sf-folder-menu__entry">
            <a
              className="sf-folder-menu__link"
              href={link.href}
              aria-current={link.href === current ? 'page' : undefined}
            >
              <span className="sf-folder-menu__name">{link.label}</span>{' '}
              <span className="sf-folder-menu__count">{t('folder_count', { count: link.count })}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
