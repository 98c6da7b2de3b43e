import { adoptStyles } from '../styles/adopt-styles';
import { usePageConfig } from '../../config/page-config-context';
import { login, register } from '../../domain/routes';
import { useI18n } from '../../i18n/i18n-context';
import accountLinksStyles from './account-links.css?inline';

adoptStyles(accountLinksStyles);

export interface AccountLinksProps {
  /** The paragraph's class: each widget places the links itself (default: one line, `sf-account-links`). */
  className?: string;
  /** Each link's class. */
  linkClassName?: string;
}

/**
 * What a guest can do where a member's controls would be (docs/behaviour.md "Members and guests"): the
 * `register` link to the store's registration, and the `login` link, after which the shopper comes back to
 * this page. Both on `hosts.store`. The follow popup and the my-page widgets show it.
 */
export function AccountLinks({
  className = 'sf-account-links',
  linkClassName = 'sf-account-links__link',
}: AccountLinksProps) {
  const { t } = useI18n();
  const { site, hosts } = usePageConfig();
  return (
    <p className={className}>
      <a className={linkClassName} href={register(hosts.store, site)}>
        {t('register')}
      </a>
      <a className={linkClassName} href={login(hosts.store, site, window.location.href)}>
        {t('login')}
      </a>
    </p>
  );
}
