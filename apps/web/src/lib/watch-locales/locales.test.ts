import { describeFeatureLocales } from '../../test/feature-locales.ts';
import en from './en.json';
import id from './id.json';
import zhTW from './zh-TW.json';

describeFeatureLocales(
  "the watchlist's locale files",
  { 'zh-TW': zhTW, en, id },
  /^(watch\.[a-zA-Z]+|notify\.(text|kind)\.(watchedAsset|watchPrice|watchAuction|savedSearch))$/,
);
