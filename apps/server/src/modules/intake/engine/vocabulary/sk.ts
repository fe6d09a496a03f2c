import type { Vocabulary } from './vocabulary';

/** Slovak. */
export const sk: Vocabulary = {
  places:
    'uličk*, miestnos*, izb*, kancelári*, kuchyn*, chodb*, hal*, recepci*, vchod*, východ*, toalet*, záchod*, wc, kúpeľň*, šatň*, jedáleň, jedáln*, kaviareň, kaviarn*, reštaurác*, sklad*, parkovisk*, garáž*, schod*, schodisk*, výťah*, eskalátor*, nástupišt*, pokladn*, pult*, regál*, polic*, mraznič*, chladničk*, pivnic*, suterén*, poschod*, prízem*, budov*, krídl*, záhrad*, dvor*, tried*, oddelen*, zón*, teras*, balkón*, strech*, lekáreň, lekárn*, obchod*, predajň*',
  surfaces: 'podlah*, zem, strop*, stena, sten*, dvere, dverách, okn*',
  near: 'vedľa, blízko, pri, za, pred, oproti, vonku, vnútri',
  at: 'v, vo, na',
  greetings: 'ahoj, dobrý deň, dobré ráno, dobrý večer, zdravím, čau',
  corrections: 'vlastne, nie, prepáčte, ospravedlňujem sa, myslel som, myslela som, oprava, nie v, ale v, namiesto',
  another: 'tiež, ešte, iný problém, okrem toho',
  captions:
    'fotka, fotky, fotku, fotografia, fotografiu, fotografie, foto, obrázok, obrázky, snímka, snímky, snímok, screenshot, ešte jedna, ešte jednu, ďalšia fotka, ďalší obrázok, tu je, tu sú, posielam, v prílohe',
  critical:
    'oheň, požiar*, horí, plameň*, plamen*, dym*, zápach plynu, cítiť plyn, uniká plyn, únik plynu, výbuch*, exploz*, v bezvedomí, bezvedom*, nedýcha, skolaboval*, infarkt, zásah prúdom, úraz elektrickým prúdom, elektrický šok, zbraň*, nôž, nožom, pištoľ*, bomb*, oxid uhoľnatý',
  high: 'krv, krvác*, zranen*, úraz*, odhalené drôty, holé drôty, obnažené káble, iskr*, zaplaven*, povodeň, povodn*, vyhráž*, hroz*, napad*, útok*, bitk*, násilie, násiln*, agresív*, rozbité sklo, črep*, spadol, spadla, uviazol, uviazla, nebezpeč*, núdz*',
  medium:
    'klzk*, pošmykn*, mokr*, rozliat*, mláka*, mlák*, únik*, tečie, kvapká, zakopn*, uvoľnen*, ľad, poľadovic*, upchat*, nejde voda, nie je voda, nie je teplá voda, nejde prúd, výpadok prúdu, nefunguje, rozbit*, pokazen*, potkan*, myš*, šváb*, zvratk*, preplnen*, podozriv*, krádež*, ukradnut*, vandal*',
  categories: {
    CLEANING:
      'rozliat*, špinav*, špin*, škvrn*, lepkav*, zvratk*, mlák*, mop*, mokr*, črep*, zápach*, smrdí, upratov*, čist*, prach*, blato',
    SECURITY:
      'podozriv*, krádež*, zlodej*, ukradnut*, vlámanie, vandal*, graffiti, votrel*, bitk*, napad*, vyhráž*, zbraň*, nôž, zámok, zámk*, alarm*, kamer*, SBS, ochrank*, bezpečnos*',
    WASTE_MANAGEMENT: 'kôš, koše, smetn*, odpad*, odpadk*, smeti, recykl*, preplnen*, skládk*',
    MECHANICAL_ELECTRICAL:
      'svetl*, osvetlen*, žiarovk*, lamp*, prúd*, elektrin*, elektr*, zásuvk*, kábel*, kábl*, drôty, kúrenie, ohrievač*, radiátor*, klimatizáci*, vetranie, výťah*, eskalátor*, automatické dvere, chladničk*, mrazničk*, kotol*, kotl*, generátor*',
    PLUMBING:
      'únik*, tečie, potrubie, rúrk*, odtok*, upchat*, splachov*, kohútik*, batéri*, nejde voda, tepl* vod*, záchod*, wc, toalet*, pisoár*, zaplaven*, kvapká, kanalizáci*',
    PEST_CONTROL:
      'potkan*, myš*, hlodav*, šváb*, hmyz*, mravc*, os, osy, včel*, holub*, vták*, vtáci, ploštic*, blch*, muchy, škodc*, trus',
    GROUNDS_MAINTENANCE:
      'parkovisk*, diera, diery, výtlk*, chodník*, cest*, trávnik*, tráv*, živý plot, strom*, plot*, sneh*, ľad, poľadovic*, záhrad*',
    IT: 'wifi, internet*, sieť, siete, terminál*, čítačk* kariet, obrazovk*, displej*, monitor*, počítač*, notebook*, tlačiar*, web*, heslo, skener*',
    FEEDBACK:
      'pochval*, sťažnos*, sťažov*, návrh*, spätn* väzb*, nezdvori*, nepríjemn*, personál*, zamestnan*, obsluh*, rad, čakanie, cen*, ďakuj*',
  },
};
