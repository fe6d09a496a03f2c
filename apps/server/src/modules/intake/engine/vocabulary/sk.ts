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
  benign:
    'požiarn* hlásič*, poziarn* hlasic*, hlásič* požiaru, hlásič* dymu, hlasic* dymu, detektor* dymu, dymov* hlásič*, dymov* detektor*, dymov* čidl*, požiarn* východ*, poziarn* vychod*, požiarn* dver*, požiarn* schodisk*, požiarn* hydrant*, požiarn* poplach* test*, test* požiarn* poplach*, cvičn* požiarn* poplach*, požiarn* cvičen*, požiarn* značk*, požiarn* tabuľk*, požiarn* predpis*, požiarn* knih*, požiarn* ochran*, požiarn* poriad*, požiarn* smernic*, hasiaci prístroj*, hasiak*, núdzov* východ*, nudzov* vychod*, núdzov* osvetlen*, núdzov* svetl*, núdzov* dver*, hračkársk* pištoľ*, hrackarsk* pistol*, detsk* pištoľ*, detsk* pistol*, pištoľ* hračk*, pistol* hrack*, plastov* pištoľ*, plastikov* pištoľ*, plastov* pistol*, vodn* pištoľ*, pištoľ* na vodu, striekac* pištoľ*, tavn* pištoľ*, lepiac* pištoľ*, pištoľ* na lepidlo, pištoľ* na silikón, hračkársk* zbraň*, zbraň* hračk*, detsk* zbraň*, plastov* zbraň*, odpočet plyn*, odčíta* plyn*, odcita* plyn*, faktúr* za plyn, účet za plyn, platb* za plyn, záloh* za plyn, preplatok za plyn, nedoplatok za plyn, cen* plynu, plynomer*, došiel plyn, minul sa plyn, prázdn* plynov* fľaš*, plynov* fľaš* je prázdn*, vymeniť plynov* fľaš*, prázdn* bomb*, prázdn* fľaš* s plynom, fľaš* s plynom je prázdn*, nemá plameň, nemá plamen, automat* na vodu, automat* s vodou, výdajník* vody, dávkovač* vody, horí svetlo, svetlo horí, hori svetlo, svetlo hori, horí kontrolka, kontrolka horí, vymeniť bombu, vymenit bombu, výmen* bomby, bomb* je prázdn*, náhradn* bomb*, niekto fajčí, horí celú noc, horí celý deň, nôž v dreze, noz v dreze, nože v dreze, noze v dreze, nôž v umývadle, noz v umyvadle, nože v umývadle, špinavý nôž, spinavy noz, špinavé nože, spinave noze, nôž v kuchynskom dreze, predlžovačk* natiahnut*, predlzovack* natiahnut*, natiahnut* predlžovačk*, predlžovačk* cez uličk*, predlzovack* cez ulick*, predlžovačk* cez chodb*, kábel natiahnutý cez, kabel natiahnuty cez, kábel cez uličk*, natiahnut* cez uličk*, natiahnut* cez ulick*, natiahnut* cez chodb*, prazdn* plynov* flas*, plynov* flas* je prazdn*, prázdn* propán*, prazdn* propan*, došla bomba, dosla bomba, minula sa bomba, bomba sa minula, dosiel plyn, faktur* za plyn, ucet za plyn, odpocet plyn*, dymov* hlasic*, hasiaci pristroj*, nudzov* osvetlen*, nudzov* svetl*, vydajnik* vody, prázdn* barel*, prazdn* barel*, vodn* pistol*, pistol* na vodu, hrackarsk* zbran*, evakuačn* plán*, evakuacn* plan*, plán* evakuáci*, plan* evakuaci*, únikov* cest*, unikov* cest*, cvičn* evakuáci*, cvicn* evakuaci*, test* poplach*, skúšk* poplach*, laserov* pištoľ*, laserov* pistol*, laser tag*, lasergam*, paintball*, airsoft*, atrap* zbran*, atrap* pištol*, atrap* pistol*, rekvizit* zbran*, nože vo výklade, noze vo vyklade, nože vo vitríne, noze vo vitrine, nože na predaj, noze na predaj, nože bez ceny, noze bez ceny, nôž bez ceny, noz bez ceny, vypli plyn, vypnutý plyn, vypnuty plyn, plyn je vypnutý, plyn je vypnuty, plyn vypnutý, nemáme plyn, nemame plyn, nejde plyn, bez plynu, odstávka plynu, odstavka plynu, plynov* ohrievač* nejde, plynov* ohrievac* nejde, plynov* ohrievač* je vypnut*, plynov* ohrievac* je vypnut*, sporák nejde zapáliť, sporak nejde zapalit',
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
    IT: 'wifi, internet*, sieť, siete, terminál*, čítačk* kariet, obrazovk*, displej*, monitor*, počítač*, notebook*, tlačiar*, web*, heslo, skener*, nabíjačk*',
    FEEDBACK:
      'pochval*, sťažnos*, sťažov*, návrh*, spätn* väzb*, nezdvori*, nepríjemn*, personál*, zamestnan*, obsluh*, rad, čakanie, cen*, ďakuj*',
  },
};
