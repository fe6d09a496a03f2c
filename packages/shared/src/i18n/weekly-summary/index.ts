import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';
import { texts as af } from './af';
import { texts as ar } from './ar';
import { texts as az } from './az';
import { texts as be } from './be';
import { texts as bg } from './bg';
import { texts as bs } from './bs';
import { texts as ca } from './ca';
import { texts as cs } from './cs';
import { texts as cy } from './cy';
import { texts as da } from './da';
import { texts as de } from './de';
import { texts as el } from './el';
import { texts as en } from './en';
import { texts as es } from './es';
import { texts as et } from './et';
import { texts as fa } from './fa';
import { texts as fi } from './fi';
import { texts as fr } from './fr';
import { texts as gl } from './gl';
import { texts as he } from './he';
import { texts as hi } from './hi';
import { texts as hr } from './hr';
import { texts as hu } from './hu';
import { texts as hy } from './hy';
import { texts as id } from './id';
import { texts as is } from './is';
import { texts as it } from './it';
import { texts as ja } from './ja';
import { texts as kk } from './kk';
import { texts as kn } from './kn';
import { texts as ko } from './ko';
import { texts as lt } from './lt';
import { texts as lv } from './lv';
import { texts as mi } from './mi';
import { texts as mk } from './mk';
import { texts as mr } from './mr';
import { texts as ms } from './ms';
import { texts as ne } from './ne';
import { texts as nl } from './nl';
import { texts as no } from './no';
import { texts as pl } from './pl';
import { texts as pt } from './pt';
import { texts as ro } from './ro';
import { texts as ru } from './ru';
import { texts as sk } from './sk';
import { texts as sl } from './sl';
import { texts as sr } from './sr';
import { texts as sv } from './sv';
import { texts as sw } from './sw';
import { texts as ta } from './ta';
import { texts as tg } from './tg';
import { texts as th } from './th';
import { texts as tr } from './tr';
import { texts as uk } from './uk';
import { texts as ur } from './ur';
import { texts as vi } from './vi';
import { texts as zh } from './zh';

export type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

/** The weekly summary email in every language of the product (`languageCodes`); any other reader gets English. */
const byLanguage: Record<string, WeeklySummaryTexts> = {
  af,
  ar,
  az,
  be,
  bg,
  bs,
  ca,
  cs,
  cy,
  da,
  de,
  el,
  en,
  es,
  et,
  fa,
  fi,
  fr,
  gl,
  he,
  hi,
  hr,
  hu,
  hy,
  id,
  is,
  it,
  ja,
  kk,
  kn,
  ko,
  lt,
  lv,
  mi,
  mk,
  mr,
  ms,
  ne,
  nl,
  no,
  pl,
  pt,
  ro,
  ru,
  sk,
  sl,
  sr,
  sv,
  sw,
  ta,
  tg,
  th,
  tr,
  uk,
  ur,
  vi,
  zh,
};

/**
 * The weekly summary's words for a manager's locale (`users.locale`, a BCP 47 tag such as "de-AT"): its
 * language's, else English. Only the server sends this email, so every language is bundled here.
 */
export function weeklySummaryTexts(locale: string | null | undefined): WeeklySummaryTexts {
  const primary = locale?.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  // Norwegian Bokmål and Nynorsk are reported as nb / nn; the product's code is no.
  const language = primary === 'nb' || primary === 'nn' ? 'no' : primary;
  return Object.hasOwn(byLanguage, language) ? (byLanguage[language] as WeeklySummaryTexts) : en;
}
