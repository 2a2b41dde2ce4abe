import { describeFeatureLocales } from '../../../../test/feature-locales.ts';
import en from './en.json';
import id from './id.json';
import zhTW from './zh-TW.json';

describeFeatureLocales(
  "the WalletConnect dialog's locale files",
  { 'zh-TW': zhTW, en, id },
  /^walletconnect\.[a-zA-Z0-9.]+$/,
);
