import type { Vocabulary } from './vocabulary';

/** Slovenian. */
export const sl: Vocabulary = {
  places:
    'prehod*, sob*, pisarn*, kuhinj*, hodnik*, avl*, recepcij*, vhod*, izhod*, stranišč*, wc, kopalnic*, garderob*, menz*, kavarn*, restavracij*, skladišč*, parkirišč*, garaž*, stopnic*, stopnišč*, dvigal*, tekoče stopnice, peron*, blagajn*, pult*, polic*, zamrzoval*, hladilnik*, klet*, nadstrop*, pritličj*, stavb*, krilo, vrt*, dvorišč*, učilnic*, oddelek*, oddelk*, con*, teras*, balkon*, streh*, lekarn*, trgovin*, fakultet*, šalter*, salter*, avtobus*, urgenc*, tribun*, sanitarij*, dvoran*, nakupovaln* centr*, center, centru, centra, kolesarnic*, trg, trgu, trga, trgom, študentsk* dom*, studentsk* dom*, dijašk* dom*, dom upokojencev, domu upokojencev, zdravstven* dom*, shramb*, apartma*, cerkev, cerkvi, cerkve, cerkvijo, pločnik*, plocnik*, dovozu, dovoz, uvoz*, izvoz*, razred*, šol*, univerz*, zbornic*, kabinet*, bazen*, kopališč*, kopalisc*, savn*, stadion*, peskovnik*, gugalnic*, park, parku, parka, parkom, ulic*, kolesarsk* stez*, stez*, podhod*, most, mostu, mostom, postaj*, vlak, vlaku, vlaka, vagon*, letališč*, letalisc*, terminal*, bolnišnic*, bolnisnic*, bolnic*, ambulant*, ordinacij*, kapel*, pokopališč*, pokopalisc*, muzej*, kino, kinu, kina, gledališč*, gledalisc*, hotel*, hostel*, lobby, bar, baru, bife*, picerij*, market, marketu, supermarket*, hipermarket*, tržnic*, trznic*, stojnic*, kiosk*, bankomat*, pošta, pošti, pošto, posta, posti, banka, banki, kotlovnic*, pralnic*, sušilnic*, susilnic*, umivalnic*, tuš, tuši, tušu, tuših, tuse, tusih, podstrešj*, podstresj*, rampa, rampi, vratarnic*, zapornic*, okenc*, stranisc*, stopnisc*, skladisc*, parkirisc*, dvorisc*, ucilnic*, jedilnic*, cakalnic*, citalnic*, knjiznic*, telovadnic*, predavalnic*, igrisc*, igralnic*, vrtec, vrtcu, vrtca, vrtcih, fitnes*, galerij*, avla, avli, wc-ju, garaz*, laboratorij*, delavnic*, hal*, proizvodn* hal*, nadstrešk*, nadstrešnic*, nadstresk*, zavetišč*, čakalnic*, čitalnic*, knjižnic*, športn* dvoran*, športn* park*, igrišč*, plaža, plaži, obal*, kolesarsk* pot*, pritlicj*, blok, bloku, bloka, blokom, stanovanj*, hiš*',
  surfaces: 'tla, tleh, strop*, sten*, vrata, okn*',
  near: 'poleg, blizu, zraven, za, pred, nasproti, zunaj, znotraj, izpred, sredi, vzdolž, vzdolz, mimo, izza, spred, na koncu, na začetku, v bližini, v blizini',
  at: 'v, na',
  greetings: 'živjo, zdravo, dober dan, dobro jutro, dober večer, pozdravljeni',
  corrections: 'pravzaprav, ne, oprostite, opravičujem se, mislil sem, mislila sem, popravek, ni v, ampak v, namesto',
  another: 'tudi, še, drug problem, poleg tega',
  captions:
    'slika, slike, sliko, fotografija, fotografijo, fotografije, fotka, foto, posnetek, posnetka, zaslonski posnetek, še ena, še eno, še ena slika, še eno sliko, tukaj je, evo, v prilogi, pošiljam',
  critical:
    'ogenj, požar*, gori, plamen*, dim*, vonj po plinu, diši po plinu, uhaja plin, eksplozij*, nezavest*, brez zavesti, ne diha, srčni napad, električni udar, udar elektrike, orožj*, nož*, pištol*, bomba, ogljikov monoksid',
  high: 'kri, krvavi*, krvavitev, poškodov*, ranjen*, gole žice, razgaljene žice, iskr*, poplav*, grož*, grozi*, napad*, pretep*, nasilj*, agresiv*, razbito steklo, steklo, padel, padla, ujet*, obtičal*, nevarn*, nujn*',
  medium:
    'spolzk*, drsn*, mokr*, polit*, razlit*, luž*, pušča, kaplja, spotakn*, ohlapn*, led, poledenel*, zamašen*, ni vode, ni tople vode, ni elektrike, ne dela, ne deluje, pokvarjen*, zlomljen*, podgan*, miš*, ščurk*, bruhanj*, prepoln*, sumljiv*, kraj*, ukraden*, vandal*',
  benign:
    'ni nujno, ni nič nujnega, ni nic nujnega, nič nujnega, nic nujnega, ni tako nujno, ni zelo nujno, ni nevarno, nič nevarnega, nic nevarnega, požarn* vrat*, pozarn* vrat*, požarn* izhod*, pozarn* izhod*, požarn* stopni*, požarn* hidrant*, požarn* alarm* test*, test* požarn* alarm*, požarn* vaj*, požarn* javljalnik*, javljalnik* požara, javljalnik* dima, detektor* dima, dimn* detektor*, dimn* javljalnik*, senzor* dima, požarn* znak*, požarn* tabl*, požarn* red, požarn* načrt*, požarn* varnost*, požarn* aparat*, gasiln* aparat*, gasilnik*, izhod* v sili, zasiln* izhod*, nujn* izhod*, nujn* razsvetljav*, prepovedano kajenje, kajenje prepovedano, dimnik*, dimnikar*, pištol* igrač*, igrač* pištol*, pistol* igrac*, plastičn* pištol*, vodn* pištol*, pištol* na vodo, pištol* za vodo, otrošk* pištol*, pištol* za lepilo, lepiln* pištol*, pištol* za silikon, brizgaln* pištol*, orožj* igrač*, igrač* orožj*, plastičn* orožj*, račun* za plin, položnic* za plin, odčit* plin*, števec za plin, plinomer*, plinsk* števec, cen* plina, prazn* plinsk* jeklenk*, plinsk* jeklenk* je prazn*, zamenjat* plinsk* jeklenk*, menjav* plinsk* jeklenk*, gorilnik ne gori, štedilnik ne gori, plamen ne gori, ne gori plamen, luč ne gori, ne gori luč, luč gori, gori luč, avtomat* za vod*, aparat* za vod*, točiln* vod*, gori celo noč, gori vso noč, gori cel dan, gori ves dan, nož v koritu, noz v koritu, nož v pomivalnem koritu, noz v pomivalnem koritu, noži v koritu, nozi v koritu, umazan nož, umazan noz, umazani noži, umazani nozi, pozarn* javljalnik*, javljalnik* pozara, pozarn* aparat*, podaljšek čez hodnik, podaljsek cez hodnik, podaljšek čez prehod, podaljsek cez prehod, kabel čez hodnik, kabel cez hodnik, kabel čez prehod, podaljšek napeljan čez, prazn* jeklenk*, jeklenk* je prazn*, zmanjkalo plina, zmanjkal je plin, ni več plina, ni vec plina, jeklenka se je izpraznila, racun* za plin, poloznic* za plin, odcit* plin*, stanje števca za plin, stanje plinomera, vodn* avtomat*, prazen bidon, prazen aparat za vodo, dim od kadilcev, dim kadilcev, dim od cigaret*, cigaretn* dim*, dim cigaret*, tobačn* dim*, tobacn* dim*, dim od kajenja, dim od žara, dim z žara, dim od zara, dimljen*, nekdo kadi, kadi cigaret*, evakuacijsk* načrt*, evakuacijsk* nacrt*, evakuacijsk* pot*, načrt* evakuacije, nacrt* evakuacije, preizkus* alarm*, test* alarm*, lasersk* pištol*, lasersk* pistol*, laser tag*, paintball*, airsoft*, lažn* pištol*, lazn* pistol*, lažn* orožj*, nož* v izložb*, noži v vitrini, nozi v vitrini, nož* na prodaj, noz* na prodaj, noži brez cene, nozi brez cene, nož brez cene, noz brez cene, plin je izklopljen, izklopljen plin, plin je zaprt, zaprt plin, plinsk* peč* izklop*, plinsk* peč* je izklop*, plinsk* grel* izklop*, plinsk* grel* je izklop*, plinsk* peč* ne dela, plinsk* peč* se ne prižge, ne gori, ne gorijo, ne gorita, se ne odziva na dotik, ne odziva na dotik, se ne odziva na ukaz*, se ne odziva na klik*, se ne odziva na tipk*',
  categories: {
    CLEANING:
      'polit*, razlit*, umazan*, madež*, lepljiv*, bruhanj*, luž*, mokr*, vonj*, smrdi, čiščenj*, očisti*, prah*, blat*',
    SECURITY:
      'sumljiv*, kraj*, tat*, ukraden*, vlom*, vandal*, grafit*, vsiljivec*, pretep*, napad*, grož*, orožj*, nož*, ključavnic*, alarm*, kamer*, varnostnik*, varnost',
    WASTE_MANAGEMENT: 'koš*, smet*, odpadk*, odpad*, recikl*, prepoln*, odlagališč*',
    MECHANICAL_ELECTRICAL:
      'luč*, razsvetljav*, žarnic*, svetilk*, elektrik*, elektr*, vtičnic*, kabel*, žic*, ogrevanj*, grelec*, radiator*, klim*, prezračevanj*, dvigal*, tekoče stopnice, hladilnik*, zamrzoval*, bojler*, generator*',
    PLUMBING:
      'pušča, cev*, odtok*, zamašen*, kotliček*, pip*, ni vode, topl* vod*, stranišč*, wc, pisoar*, poplav*, kaplja, kanalizacij*',
    PEST_CONTROL:
      'podgan*, miš*, glodalc*, ščurk*, insekt*, žuželk*, mravlj*, os, ose, čebel*, golob*, ptic*, stenic*, bolh*, muhe, škodljivc*',
    GROUNDS_MAINTENANCE:
      'parkirišč*, luknj*, jam*, pot, poti, pločnik*, travnik*, trat*, trav*, živ*j* mej*, drevo, drevesa, ograj*, sneg, led, vrt*',
    IT: 'wifi, internet*, omrežj*, terminal*, čitalnik kartic, zaslon*, ekran*, monitor*, računalnik*, prenosnik*, tiskalnik*, spletn* stran*, geslo, skener*',
    FEEDBACK:
      'pohval*, pritožb*, pritož*, predlog*, mnenj*, nevljud*, neprijazn*, osebj*, zaposlen*, storitev, vrst*, čakanj*, cen*, hvala',
  },
};
