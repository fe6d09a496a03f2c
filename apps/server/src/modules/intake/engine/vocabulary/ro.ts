import type { Vocabulary } from './vocabulary';

/** Romanian. */
export const ro: Vocabulary = {
  places:
    'culoar*, rând*, raion*, cameră, camera, camere, birou*, bucătări*, hol*, recepți*, intrare*, ieșire*, toaletă, toaleta, toalete, wc, baie, băi, vestiar*, cantină, cantina, cafenea*, restaurant*, depozit*, rampă, parcare*, garaj*, scar*, lift*, scară rulantă, peron*, casă de marcat, casa, case, tejghea*, raft*, congelator*, frigider*, subsol*, parter*, etaj*, nivel*, clădir*, aripa, aripă, grădin*, curte*, sal* de clasă, clas*, secți*, zon*, teras*, balcon*, acoperiș*, cabină de probă, farmaci*, magazin*',
  surfaces: 'podea*, pardoseal*, tavan*, perete*, pereți, ușă, ușa, uși, fereastr*, ferestre',
  near: 'lângă, aproape de, în spatele, în fața, în fata, vizavi de, afară, înăuntru',
  at: 'în, la, pe',
  greetings: 'bună, salut, bună ziua, bună dimineața, bună seara, hei',
  corrections: 'de fapt, nu, scuze, îmi pare rău, voiam să spun, am vrut să spun, corectare, nu în, ci în, în loc de',
  another: 'de asemenea, și, încă ceva, altă problemă, în plus',
  captions:
    'poză, poza, poze, pozele, fotografie, fotografia, fotografii, imagine, imaginea, imagini, captură de ecran, încă o poză, încă o fotografie, încă una, încă o, iată, uite, atașez, atașat, trimit',
  critical:
    'foc, incendiu*, arde, flăcări, flacără, fum, miros de gaz, miroase a gaz, scurgere de gaz, explozi*, inconștient*, și-a pierdut cunoștința, leșinat*, nu respiră, s-a prăbușit, infarct, atac de cord, electrocut*, șoc electric, armă, arme, cuțit*, pistol*, bombă, monoxid de carbon',
  high: 'sânge, sângere*, rănit*, rană, răni, accidentat*, fire expuse, fire descoperite, cabluri expuse, scânte*, inundați*, inundat*, amenin*, atac*, agresat*, agresiun*, bătai*, violen*, agresiv*, sticlă spartă, cioburi, geam spart, a căzut, căzut*, blocat în, prins în, pericol*, periculos*, urgență',
  medium:
    'alunecos*, ud, udă, ude, vărsat*, băltoacă*, bălt*, scurgere*, curge, picură, împiedic*, slăbit*, gheață, polei, înfundat*, nu e apă, nu este apă, nu e apă caldă, nu e curent, pană de curent, nu funcționează, nu merge, stricat*, spart*, defect*, șobolan*, șoareci, șoarece, gândac*, vomă, vomit*, plin*, supraplin*, suspect*, furt*, furat*, vandalism',
  categories: {
    CLEANING:
      'vărsat*, murdar*, murdărie, pat*, lipicios*, vomă, vomit*, băltoacă*, mop*, ud, cioburi, miros*, pute, curățen*, curăț*, praf*, noroi*',
    SECURITY:
      'suspect*, furt*, hoț*, furat*, spargere*, vandalism, graffiti, intrus*, bătai*, atac*, amenin*, armă, arme, cuțit*, încuietoare*, yală*, alarm*, cameră de supraveghere, camere de supraveghere, pază, securitate',
    WASTE_MANAGEMENT: 'coș de gunoi, coșul de gunoi, tomberon*, gunoi*, deșeu*, deșeuri, recicla*, plin*, debordează',
    MECHANICAL_ELECTRICAL:
      'lumin*, iluminat*, bec*, lamp*, curent*, electric*, priz*, cablu*, fire, încălzire*, calorifer*, radiator*, aer condiționat, ventilați*, lift*, scară rulantă, ușă automată, frigider*, congelator*, centrală*, boiler*, generator*',
    PLUMBING:
      'scurgere*, curge, țeav*, conduct*, canal*, scurgerea, înfundat*, rezervor*, robinet*, nu e apă, apă caldă, apa caldă, toalet*, vas de toaletă, pisoar*, inundați*, picură',
    PEST_CONTROL:
      'șobolan*, șoarec*, rozătoare, gândac*, insect*, furnic*, viesp*, albin*, porumbe*, păsări, ploșnițe, purici, muște, dăunători',
    GROUNDS_MAINTENANCE:
      'parcare*, groap*, gropi, alee*, trotuar*, gazon*, iarb*, gard viu, copac*, pom*, gard*, zăpadă, gheață, polei, grădin*, spații verzi',
    IT: 'wifi, internet*, rețea, terminal*, POS, cititor de carduri, ecran*, monitor*, calculator*, computer*, laptop*, imprimant*, site*, parolă, scaner*, casă self-service',
    FEEDBACK:
      'lauda*, laudă, plânger*, reclamați*, sugesti*, părere, feedback, nepoliticos*, nepoliticoasă, nepoliticoși, personal*, angajat*, servicii clienți, coadă, cozi, așteptare, preț*, mulțumesc',
  },
};
