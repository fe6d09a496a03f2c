import type { Vocabulary } from './vocabulary';

/** Czech. */
export const cs: Vocabulary = {
  places:
    'uličk*, místnost*, pokoj*, kancelář*, kuchyň*, kuchyn*, chodb*, hal*, recepc*, vchod*, východ*, toalet*, záchod*, wc, koupeln*, šatn*, jídeln*, kavárn*, restaurac*, sklad*, parkoviště*, garáž*, schod*, schodišt*, výtah*, eskalátor*, nástupišt*, pokladn*, pult*, regál*, polic*, mrazák*, mrazni*, lednic*, sklep*, patr*, patř*, přízem*, budov*, křídl*, zahrad*, dvůr, dvoře, tříd*, oddělení, zón*, teras*, balkon*, střech*, zkušební kabin*, lékárn*, obchod*, prodejn*, areál*, pánských, dámských, pánech, dámech, hřišt*, ortopedi*, chirurgi*, intern*, gynekologi*, ambulanc*, pohotovost*, porodnic*, ordinac*, čekárn*, nemocnic*, poliklinik*, infu, infopult*, infocentr*, tělocvičn*, posilovn*, bazén*, aquapark*, knihovn*, kolej*, menz*, čítárn*, učebn*, posluchárn*, sál, sálu, sále, sálech, sály, zasedačk*, zasedačc*, kuchyňk*, kuchyňce, nádraž*, zastávk*, zastávc*, letišt*, metro, metra, metru, tramvaj*, park, parku, parkem, pískovišt*, chodník*, cyklostezk*, ulic*, náměst*, fontán*, kašn*, dvorek, dvorku, zahrádk*, škola, školy, škole, školu, školou, školní*, školk*, školce, školek, hotel*, penzion*, lobby, vestibul*, foyer, kabink*, kabince, hern*, kuřárn*, umývárn*, koteln*, panelák*, hospod*, klub, klubu, klubech, bar, baru, kino, kina, kině, kinu, divadl*, muze*, kostel*, obchoďák*, obchodní centrum, obchodním centru, obchodního centra, supermarket*, hypermarket*, tržnic*, food court*, open space, kurt, kurtu, kurtech, stadion*, kluzišt*, tribun*, vrátnic*, pošt*, poště, střeše, uličce, přízemí, suterén*, podkroví, půdě, dílně, dílna, dílny, dílnu, sprchách, sprchy, recepci',
  surfaces: 'podlah*, zem, stropu, strop, zeď, zdi, stěn*, dveře, dveřích, okn*',
  near: 'vedle, blízko, u, za, před, naproti, venku, uvnitř, kolem, okolo, pod, nad, mezi, podél, uprostřed',
  at: 'v, ve, na',
  greetings: 'ahoj, dobrý den, dobré ráno, dobrý večer, zdravím, čau',
  corrections: 'vlastně, ne, promiňte, omlouvám se, myslel jsem, myslela jsem, oprava, ne v, ale v, místo',
  another: 'také, taky, ještě, jiný problém, kromě toho',
  captions:
    'fotka, fotky, fotku, fotografie, fotografii, foto, obrázek, obrázky, snímek, snímky, screenshot, ještě jedna, ještě jednu, další fotka, další obrázek, tady je, tady jsou, tady máte, zde je, posílám, v příloze',
  critical:
    'oheň, požár*, hoří, plamen*, kouř*, zápach plynu, cítit plyn, uniká plyn, únik plynu, výbuch*, exploz*, v bezvědomí, bezvědom*, nedýchá, zkolaboval*, infarkt, zásah proudem, úraz elektrickým proudem, elektrický šok, zbraň*, nůž, nožem, pistol*, bomb*, oxid uhelnatý',
  high: 'krev, krvác*, zraněn*, zranění, úraz*, odhalené dráty, holé dráty, obnažené kabely, jiskr*, zaplaven*, povodeň, povodn*, vyhrož*, hroz*, napad*, útok*, rvačk*, násilí, násiln*, agresiv*, rozbité sklo, střep*, spadl*, upadl*, uvízl*, zaseknut*, nebezpeč*, nouz*',
  medium:
    'kluzk*, uklouz*, mokr*, rozlit*, louž*, únik*, teče, kape, zakopnut*, uvolněn*, led, náledí, ucpan*, není voda, nejde voda, není teplá voda, nejde proud, výpadek proudu, nefunguje, rozbit*, porouchan*, krys*, myš*, šváb*, zvratk*, přeplněn*, podezřel*, krádež*, ukraden*, vandal*',
  benign:
    'požárn* východ*, pozarn* vychod*, požárn* dveř*, pozarn* dver*, požárn* schodišt*, požárn* únikov*, nouzov* východ*, nouzov* vychod*, nouzov* osvětlen*, nouzov* světl*, nouzov* dveř*, požárn* hydrant*, požárn* hlásič*, pozarn* hlasic*, hlásič* požáru, hlásič* kouře, hlasic* koure, detektor* kouře, detektor* koure, čidl* kouře, kouřov* hlásič*, kouřov* detektor*, kouřov* čidl*, požárn* cvičen*, cvičn* požárn* poplach*, zkušební požární poplach, test* požárn* poplach*, požárn* poplach* test*, požárn* značk*, požárn* tabulk*, požárn* směrnic*, požárn* knih*, požárn* ochran*, požárn* uzávěr*, požárn* klapk*, požárn* evakuační plán, hasicí přístroj*, hasící přístroj*, hasičák*, hasicak*, zákaz kouření, kouření, kouřen*, kouřit zakázáno, kuřárn*, dětsk* pistol*, detsk* pistol*, hračk* pistol*, pistol* hračk*, pistol* hrack*, plastov* pistol*, plastikov* pistol*, vodní pistol*, vodni pistol*, pistol* na vodu, stříkací pistol*, strikaci pistol*, pistol* na lepidlo, tavn* pistol*, lepic* pistol*, pistol* na silikon, vytlačovací pistol*, pistol* na pěnu, dětsk* zbraň*, hračk* zbraň*, zbraň* hračk*, plastov* zbraň*, faktur* za plyn, účet za plyn, účt* za plyn, ucet za plyn, platb* za plyn, záloh* na plyn, záloh* za plyn, cen* plynu, cen* za plyn, odečet plyn*, odečt* plyn*, odečíst plyn*, odecet plyn*, došel plyn, došel nám plyn, dosel plyn, plyn došel, prázdn* plynov* bomb*, plynov* bomb* je prázdn*, prázdn* bomb* s plynem, bomb* s plynem je prázdn*, vyměnit plynovou bombu, výměn* plynov* bomb*, hořák nemá plamen, nemá plamen, automat* na vodu, výdejník* vody, výdejník* na vodu, barel* na vodu, dávkovač* vody, hoří světlo, světlo hoří, hori svetlo, svetlo hori, hoří kontrolka, kontrolka hoří, vyměnit bombu, vymenit bombu, výměn* bomby, prázdn* bomb*, bomb* je prázdn*, nov* bomb* na plyn, náhradní bomb*, někdo kouří, někdo tu kouří, kouří tu, tady kouří, kouří tady, lidi kouří, kouří cigaret*, hoří celou noc, hoří celý den, plynov* bomb* prázdn*, prázdn* lahev s plynem, prázdn* láhev s plynem, prázdn* pb láhev, prázdn* pb lahev, propan* je prázdn*, prázdn* propan*, nůž ve dřezu, nože ve dřezu, nůž v dřezu, nuz ve drezu, noze ve drezu, nůž v umyvadle, nože v umyvadle, špinav* nůž, špinav* nože, spinav* nuz, spinav* noze, plynoměr*, stav plynoměru, odečet plynoměru, cedul* exit, exit cedul*, cedul* východ*, značk* východ*, nesvítí exit, prodlužovač* přes chodbu, prodlužovák* přes chodbu, prodlužovač* přes podlahu, prodlužovač* přes průchod, požárn* řád*, pozarn* rad*, evakuační plán*, evakuacni plan*, evakuační plánek, únikov* cest*, unikov* cest*, laser game, lasergame, laser tag, lasertag, laserov* pistol*, laserov* zbraň*, paintball*, airsoft*, pár pistolí, pár pistolek, několik pistolí, nekolik pistoli, kartuš* na plynov* vařič*, kartuš* na vařič*, plynov* kartuš*, plynov* bomb* vyprodan*, plynov* kartuš* vyprodan*, nemají kartuše, plynov* topidl* nejde zapálit, plynov* topidl* je vypnut*, plynov* topidl* nefunguje, plynov* sporák* nejde zapálit, nůž* ve vitrín*, nože ve vitríně, nože za výlohou, nože ve výloze, nože bez cen*, nože na prodej, zkouška požárního poplachu, zkušební poplach, cvičný poplach',
  categories: {
    CLEANING:
      'rozlit*, špinav*, špín*, skvrn*, lepkav*, zvratk*, louž*, mop*, mokr*, střep*, zápach*, smrdí, úklid*, ukliz*, čist*, prach*, bláto',
    SECURITY:
      'podezřel*, krádež*, zloděj*, ukraden*, vloupání, vandal*, graffiti, vetřel*, rvačk*, napad*, vyhrož*, zbraň*, nůž, zámek, zámk*, alarm*, kamer*, ostrah*, bezpečnost*',
    WASTE_MANAGEMENT: 'koš*, popelnic*, odpad*, odpadk*, smetí, recykl*, přeplněn*, skládk*',
    MECHANICAL_ELECTRICAL:
      'světl*, osvětlení, žárovk*, lamp*, proud*, elektř*, elektr*, zásuvk*, kabel*, dráty, vytápění, topení, topidl*, radiátor*, klimatizac*, větrání, výtah*, eskalátor*, automatické dveře, lednic*, mrazák*, kotel*, kotl*, generátor*',
    PLUMBING:
      'únik*, teče, potrubí, trubk*, odpad*, ucpan*, splachov*, kohoutek*, kohoutk*, baterie, není voda, tepl* vod*, záchod*, wc, toalet*, pisoár*, zaplaven*, kape, kanalizac*',
    PEST_CONTROL:
      'krys*, myš*, hlodav*, šváb*, hmyz*, mravenc*, vos*, včel*, holub*, ptác*, ptáci, štěnic*, blech*, mouchy, škůdc*, trus',
    GROUNDS_MAINTENANCE:
      'parkoviště*, díra, díry, výmol*, cest*, chodník*, trávník*, tráv*, živý plot, strom*, plot*, sníh, sněh*, led, náledí, zahrad*',
    IT: 'wifi, internet*, síť, sítě, terminál*, čtečk* karet, obrazovk*, displej*, monitor*, počítač*, notebook*, tiskárn*, web*, heslo, skener*',
    FEEDBACK:
      'pochval*, stížnost*, stěžov*, návrh*, zpětn* vazb*, nezdvoři*, nepříjemn*, personál*, zaměstnan*, obsluh*, fronta, front*, čekání, cen*, děkuj*',
  },
};
