import { describeFeatureLocales } from '../../../test/feature-locales.ts';
import en from './en.json';
import id from './id.json';
import zhTW from './zh-TW.json';

describeFeatureLocales(
  "the two-step verification's locale files",
  { 'zh-TW': zhTW, en, id },
  /^twostep\.[a-zA-Z0-9.]+$/,
);
