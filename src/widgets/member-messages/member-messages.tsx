import '../../i18n/labels/work';
import { adoptStyles } from '../../components/styles/adopt-styles';
import { safeUrl } from '../../domain/routes';
import { useI18n } from '../../i18n/i18n-context';
import { useReadyWhen } from '../../islands/island-context';
import { useAppSelector } from '../../store/hooks';
import { selectUserInfo, selectUserStatus } from '../../store/member-selectors';
import { useIsMember } from '../../store/use-member';
import { selectInServiceMessages } from './select-messages';
import memberMessagesStyles from './member-messages.css?inline';

adoptStyles(memberMessagesStyles);

/**
 * docs/behaviour.md "Product info and samples": only messages with inservice = 1 are shown; information
 * notices are listed under them.
 */
export default function MemberMessages() {
  const { t } = useI18n();
  const status = useAppSelector(selectUserStatus);
  const messages = useAppSelector(selectInServiceMessages);
  const info = useAppSelector(selectUserInfo);
  const member = useIsMember();

  useReadyWhen(status === 'succeeded' || status === 'failed');

  // The member's messages (docs/page/member-messages.md): nothing on a guest's page, whatever the status
  // answer carried.
  if (!member || (messages.length === 0 && info.length === 0)) return null;
  return (
    <div className="sf-member-messages">
      {messages.length > 0 && (
        <section aria-label={t('messages')}>
          <ul className="sf-member-messages__list">
            {/* Ids may be missing or repeated: the position keeps keys unique in this static list. */}
            {messages.map((message, i) => (
              <li key={`${i}:${message.id}`} className="sf-member-messages__item">
                <TextLink href={message.url} text={message.title} />
                {message.body && <p className="sf-member-messages__body">{message.body}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {info.length > 0 && (
        <section aria-label={t('info')}>
          <ul className="sf-member-messages__list">
            {info.map((notice, i) => (
              <li key={`${i}:${notice.id}`} className="sf-member-messages__item">
                {notice.date && <time className="sf-member-messages__date">{notice.date}</time>}
                <TextLink href={notice.url} text={notice.title} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A link only when the URL is http(s) or relative; otherwise the title as plain text. */
function TextLink({ href, text }: { href: string; text: string }) {
  const url = safeUrl(href);
  return url ? <a href={url}>{text}</a> : <span>{text}</span>;
}
