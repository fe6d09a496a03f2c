import { af } from './af';
import { ar } from './ar';
import { az } from './az';
import { be } from './be';
import { bg } from './bg';
import { bs } from './bs';
import { ca } from './ca';
import { cs } from './cs';
import { cy } from './cy';
import { da } from './da';
import { de } from './de';
import { el } from './el';
import { en } from './en';
import { es } from './es';
import { et } from './et';
import { fa } from './fa';
import { fi } from './fi';
import { fr } from './fr';
import { gl } from './gl';
import { he } from './he';
import { hi } from './hi';
import { hr } from './hr';
import { hu } from './hu';
import { hy } from './hy';
import { id } from './id';
import { is } from './is';
import { it } from './it';
import { ja } from './ja';
import { kk } from './kk';
import { kn } from './kn';
import { ko } from './ko';
import { lt } from './lt';
import { lv } from './lv';
import { mi } from './mi';
import { mk } from './mk';
import { mr } from './mr';
import { ms } from './ms';
import { ne } from './ne';
import { nl } from './nl';
import { no } from './no';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { ru } from './ru';
import { sk } from './sk';
import { sl } from './sl';
import { sr } from './sr';
import { sv } from './sv';
import { sw } from './sw';
import { ta } from './ta';
import { tg } from './tg';
import { th } from './th';
import { tr } from './tr';
import { uk } from './uk';
import { ur } from './ur';
import { vi } from './vi';
import type { Vocabulary } from './vocabulary';
import { zh } from './zh';

/** Every language the feedback page offers, by language code (one file each). */
export const vocabularies: Readonly<Record<string, Vocabulary>> = {
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
