import { describeFeatureLocales } from '../../../test/feature-locales.ts';
import en from './en.json';
import id from './id.json';
import zhTW from './zh-TW.json';

describeFeatureLocales(
  "the market search's locale files",
  { 'zh-TW': zhTW, en, id },
  /^market\.search\.[a-zA-Z]+$/,
);
