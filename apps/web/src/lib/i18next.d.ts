import 'i18next';
import type zhTW from '../locales/zh-TW.json';

// Typed, flat translation keys ("nav.market"): zh-TW is the reference file.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhTW };
    keySeparator: false;
    nsSeparator: false;
  }
}
