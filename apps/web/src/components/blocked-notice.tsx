import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { useTranslation } from '../lib/translation.tsx';
import { buttonStyles } from './button-styles.ts';

interface BlockedNoticeProps {
  /** Why the dialog's action cannot be taken yet (a shared message: the server says the same). */
  message: string;
  /** Where the user fixes it; the link closes the dialog. */
  to: string;
  linkLabel: string;
}

/**
 * A dialog's action blocked by a step the account still needs (activation, a bound e-mail): the
 * reason and the way there.
 */
export function BlockedNotice({ message, to, linkLabel }: BlockedNoticeProps) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-gold-500/40 bg-gold-400/10 p-4">
      <p className="font-semibold text-gold-100">{message}</p>
      <Dialog.Close asChild>
        <Link to={to} className={`${buttonStyles.primary} self-start`}>
          {linkLabel}
        </Link>
      </Dialog.Close>
    </div>
  );
}

/** Blocked until the account is activated: the reason and the way to the activation card. */
export function ActivationBlocked({ message }: Pick<BlockedNoticeProps, 'message'>) {
  const { t } = useTranslation();
  return (
    <BlockedNotice
      message={message}
      to="/accountAccount#activation"
      linkLabel={t('activation.activateNow')}
    />
  );
}
