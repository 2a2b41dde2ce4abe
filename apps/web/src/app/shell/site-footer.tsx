import type { ComponentType, SVGProps } from 'react';
import { GlobeIcon, TelegramIcon, XLogoIcon } from '../../components/icons.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { GuideButton } from '../../features/guide/components/guide-tour.tsx';
import {
  useWebsiteSetting,
  type WebsiteSettingKey,
} from '../../features/website/api/get-website-settings.ts';
import { safeExternalUrl } from '../../lib/format.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { LangSwitch } from './lang-switch.tsx';

interface Social {
  key: WebsiteSettingKey;
  label: 'footer.website' | 'footer.twitter' | 'footer.telegram';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const SOCIALS: readonly Social[] = [
  { key: 'website_url', label: 'footer.website', Icon: GlobeIcon },
  { key: 'twitter_url', label: 'footer.twitter', Icon: XLogoIcon },
  {
    key: 'telegram_url',
    label: 'footer.telegram',
    Icon: TelegramIcon,
  },
];

function SocialLink({ social }: { social: Social }) {
  const { t } = useTranslation();
  const url = safeExternalUrl(useWebsiteSetting(social.key));
  if (!url) return null;
  return (
    <li>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm text-mist transition hover:bg-white/5 hover:text-gold-200"
      >
        <social.Icon width={18} height={18} />
        {t(social.label)}
      </a>
    </li>
  );
}

/** Footer: the site's website, Twitter and Telegram links (website settings), the new-user guide and the language switch. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-gold-500/15 bg-ink-950/80">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between md:px-6">
        <div className="flex items-center gap-3">
          <LogoMark size={32} />
          <div>
            <p className="font-display font-semibold text-gold-200">{t('app.name')}</p>
            <p className="text-xs text-mist">{t('app.tagline')}</p>
          </div>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="-mx-3 flex flex-wrap">
            {SOCIALS.map((social) => (
              <SocialLink key={social.key} social={social} />
            ))}
            <li>
              <GuideButton />
            </li>
          </ul>
        </nav>
        <LangSwitch />
      </div>
      <p className="border-t border-white/5 py-4 text-center text-xs text-mist">
        {t('footer.copyright', { year: new Date().getFullYear(), name: t('app.name') })}
      </p>
    </footer>
  );
}
