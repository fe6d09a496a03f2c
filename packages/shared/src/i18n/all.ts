import { translation as af } from './locales/af';
import { translation as ar } from './locales/ar';
import { translation as az } from './locales/az';
import { translation as be } from './locales/be';
import { translation as bg } from './locales/bg';
import { translation as bs } from './locales/bs';
import { translation as ca } from './locales/ca';
import { translation as cs } from './locales/cs';
import { translation as cy } from './locales/cy';
import { translation as da } from './locales/da';
import { translation as de } from './locales/de';
import { translation as el } from './locales/el';
import { translation as en } from './locales/en';
import { translation as es } from './locales/es';
import { translation as et } from './locales/et';
import { translation as fa } from './locales/fa';
import { translation as fi } from './locales/fi';
import { translation as fr } from './locales/fr';
import { translation as gl } from './locales/gl';
import { translation as he } from './locales/he';
import { translation as hi } from './locales/hi';
import { translation as hr } from './locales/hr';
import { translation as hu } from './locales/hu';
import { translation as hy } from './locales/hy';
import { translation as id } from './locales/id';
import { translation as is } from './locales/is';
import { translation as it } from './locales/it';
import { translation as ja } from './locales/ja';
import { translation as kk } from './locales/kk';
import { translation as kn } from './locales/kn';
import { translation as ko } from './locales/ko';
import { translation as lt } from './locales/lt';
import { translation as lv } from './locales/lv';
import { translation as mi } from './locales/mi';
import { translation as mk } from './locales/mk';
import { translation as mr } from './locales/mr';
import { translation as ms } from './locales/ms';
import { translation as ne } from './locales/ne';
import { translation as nl } from './locales/nl';
import { translation as no } from './locales/no';
import { translation as pl } from './locales/pl';
import { translation as pt } from './locales/pt';
import { translation as ro } from './locales/ro';
import { translation as ru } from './locales/ru';
import { translation as sk } from './locales/sk';
import { translation as sl } from './locales/sl';
import { translation as sr } from './locales/sr';
import { translation as sv } from './locales/sv';
import { translation as sw } from './locales/sw';
import { translation as ta } from './locales/ta';
import { translation as tg } from './locales/tg';
import { translation as th } from './locales/th';
import { translation as tr } from './locales/tr';
import { translation as uk } from './locales/uk';
import { translation as ur } from './locales/ur';
import { translation as vi } from './locales/vi';
import { translation as zh } from './locales/zh';
import type { Translation } from './translation';

/** Every language at once, for the server (the built-in assistant answers in the visitor's language). */
export const allTranslations: Record<string, Translation> = {
  en,
  pl,
  ro,
  bg,
  pt,
  lt,
  es,
  ru,
  uk,
  lv,
  hu,
  sk,
  cs,
  it,
  el,
  hr,
  sr,
  bs,
  fr,
  tr,
  ar,
  hi,
  ur,
  ta,
  ne,
  zh,
  vi,
  th,
  fa,
  id,
  ms,
  sw,
  be,
  mk,
  sl,
  az,
  hy,
  kk,
  tg,
  et,
  da,
  de,
  nl,
  sv,
  no,
  fi,
  af,
  ca,
  gl,
  he,
  kn,
  mr,
  ko,
  ja,
  is,
  mi,
  cy,
};

export function getTranslation(languageCode: string): Translation {
  // The code comes from visitors: an own-property check keeps "toString" or "__proto__" out of the lookup.
  return Object.hasOwn(allTranslations, languageCode) ? (allTranslations[languageCode] ?? en) : en;
}
