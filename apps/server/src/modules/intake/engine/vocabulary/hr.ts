import type { Vocabulary } from './vocabulary';

/** Croatian. */
export const hr: Vocabulary = {
  places:
    'prolaz*, sob*, ured*, kuhinj*, hodnik*, predvorj*, recepcij*, ulaz*, izlaz*, toalet*, wc, zahod*, kupaonic*, svlačionic*, menz*, kafić*, restoran*, skladišt*, parkiralište*, garaž*, stub*, stubišt*, dizal*, lift*, pokretne stepenice, peron*, blagajn*, pult*, polic*, zamrzivač*, hladnjak*, podrum*, kat*, prizemlj*, zgrad*, krilo, vrt*, dvorišt*, učionic*, odjel*, zon*, teras*, balkon*, krov*, ljekarn*, trgovin*',
  surfaces: 'pod, podu, strop*, zid*, vrata, prozor*',
  near: 'pored, blizu, iza, ispred, nasuprot, preko puta, vani, unutra, kod',
  at: 'u, na',
  greetings: 'bok, pozdrav, dobar dan, dobro jutro, dobra večer, zdravo',
  corrections: 'zapravo, ne, oprostite, ispričavam se, mislio sam, mislila sam, ispravak, nije u, nego u, umjesto',
  another: 'također, još, drugi problem, osim toga',
  captions:
    'slika, slike, sliku, foto, fotografija, fotografije, fotografiju, fotka, fotke, fotku, snimak, snimka, snimke, screenshot, još jedna, još jednu, još jedna slika, evo još, evo slike, evo slika, u privitku, šaljem',
  critical:
    'vatra, požar*, gori, plamen*, dim*, miris plina, miriše na plin, curi plin, curenje plina, eksplozij*, bez svijesti, onesvijestio, ne diše, srčani udar, strujni udar, udar struje, oružj*, nož*, pištolj*, bomba, ugljični monoksid',
  high: 'krv, krvar*, ozlijeđ*, ozljed*, ranjen*, gole žice, ogoljene žice, žice vire, iskr*, poplav*, prijet*, napad*, tučnjav*, nasilj*, agresiv*, razbijeno staklo, stakla, pao, pala, zaglavljen*, opasn*, hitn*',
  medium:
    'sklisk*, klizav*, mokr*, proliven*, prosut*, lokv*, curi, kaplje, spotakn*, labav*, led, zaleđen*, začepljen*, nema vode, nema tople vode, nema struje, ne radi, pokvaren*, slomljen*, štakor*, miš*, žohar*, povraćanj*, prepun*, sumnjiv*, krađ*, ukraden*, vandal*',
  benign:
    'požarn* izlaz*, pozarn* izlaz*, požarn* stubišt*, požarn* stepeni*, požarn* vrat*, požarn* hidrant*, požarn* alarm* test*, test* požarn* alarm*, požarn* vježb*, požarn* javljač*, javljač* požara, javljač* dima, detektor* dima, senzor* dima, dimn* detektor*, dimn* javljač*, vatrodojav*, požarn* znak*, požarn* put*, izlaz* u slučaju požara, izlaz* za slučaj požara, u slučaju požara, hitn* izlaz*, izlaz* u nuždi, vatrogasn* aparat*, aparat* za gašenje, zabranjeno pušenje, dimnjak*, dimnjačar*, pištolj* igračk*, igračk* pištolj*, pistolj* igrack*, plastičn* pištolj*, plasticn* pistolj*, vodeni pištolj*, pištolj* na vodu, pištolj* za vodu, dječj* pištolj*, djecj* pistolj*, pištolj* za ljepilo, pištolj* za silikon, pištolj* za boju, pištolj* za bojanje, oružj* igračk*, igračk* oružj*, plastičn* oružj*, račun* za plin, očitanj* plin*, plinomjer*, plinsk* brojil*, cijen* plina, prazn* plinsk* boc*, plinsk* boc* je prazn*, zamijeni* plinsk* boc*, boc* plina je prazn*, štednjak ne pali, plamenik ne pali, gori svjetlo, svjetlo gori, gori lampica, lampica gori, gori žaruljica, aparat* za vod*, automat* za vod*, dozator* vode, gori cijelu noć, gori cijeli dan, gori cijelu noc, nož u sudoper*, noz u sudoper*, noževi u sudoper*, nozevi u sudoper*, prljav nož, prljavi nož*, prljav noz, prljavi noz*, ostavio nož, ostavila nož, ostavio noz, ostavila noz, ostavljen nož, ostavljen noz, ostavio je nož, ostavila je nož, nož i vilica, noževi i vilice, pribor za jelo, prazna plinska boca, prazne plinske boce, plinska boca prazna, prazna boca plina, prazna boca od plina, potrošena plinska boca, ispražnjen* plinsk* boc*, plinski račun*, racun* za plin, račun* od plina, racun* od plina, ocitanj* plin*, pregorjela žarulja, žarulja je pregorjela, pregorila žarulja, pregorjelo svjetlo, istekao rok, istekao je rok, protupožarni aparat*, svjetlo za izlaz*, oznaka izlaza*, znak za izlaz*, exit svjetlo*, exit znak*, produžni kabel preko poda, kabel preko poda, kabel preko hodnika, dimni alarm*, alarm za dim*, baterija u detektoru*, na plin je ugašen*, na plin je ugasen*, na plin je isključen*, na plin je iskljucen*, na plin ugašen*, na plin ugasen*, na plin ne radi, na plin se ne pali, na plin ne pali, plinsk* * je ugašen*, plinsk* * je ugasen*, plinsk* * je isključen*, plinsk* * je iskljucen*, plinsk* * ne pali, plinsk* * se ne pali, plinsk* * ne radi, ugašen* plinsk*, ugasen* plinsk*, pušk* na vodu, pusk* na vodu, voden* pušk*, voden* pusk*, plastičn* pušk*, plasticn* pusk*, pušk* igračk*, pusk* igrack*, igračk* pušk*, igrack* pusk*, dječj* pušk*, djecj* pusk*, laser tag*, lasertag*, lažn* pištolj*, lazn* pistolj*, lažn* oružj*, lazn* oruzj*, pištolj* rekvizit*, pistolj* rekvizit*, rekvizit* pištolj*, nož* na prodaju, noz* na prodaju, nož* bez cijen*, noz* bez cijen*, nemaju cijenu, izložen* nož*, izlozen* noz*, nož* u izlogu, noz* u izlogu, plan* evakuacij*, evakuacijsk* plan*, evakuacijsk* put*, put* evakuacij*, test* alarm*, alarm* test*, testiranj* alarm*, testiranj* požarn*, vježb* evakuacij*, na plin u * je ugašen*, na plin u * je ugasen*, na plin u * je isključen*, na plin u * je iskljucen*, na plin u * ne radi, na plin u * se ne pali, na plin u * ne pali, na plin u * * je ugašen*, na plin u * * je ugasen*, na plin u * * je isključen*, na plin u * * je iskljucen*, na plin u * * ne radi, na plin u * * se ne pali, na plin u * * ne pali, na plin * je ugašen*, na plin * je ugasen*, na plin * je isključen*, na plin * je iskljucen*, na plin * ne radi, na plin * se ne pali, na plin * ne pali, plinsk* * u * je ugašen*, plinsk* * u * je ugasen*, plinsk* * u * je isključen*, plinsk* * u * je iskljucen*, plinsk* * u * ne radi, plinsk* * u * se ne pali, plinsk* * u * ne pali, plinsk* * u * * je ugašen*, plinsk* * u * * je ugasen*, plinsk* * u * * je isključen*, plinsk* * u * * je iskljucen*, plinsk* * u * * ne radi, plinsk* * u * * se ne pali, plinsk* * u * * ne pali, plinsk* * * je ugašen*, plinsk* * * je ugasen*, plinsk* * * je isključen*, plinsk* * * je iskljucen*, plinsk* * * ne radi, plinsk* * * se ne pali, plinsk* * * ne pali',
  categories: {
    CLEANING:
      'proliven*, prosut*, prljav*, mrlj*, ljepljiv*, povraćanj*, lokv*, mokr*, miris*, smrdi, čišćenj*, očisti*, prašin*, blat*',
    SECURITY:
      'sumnjiv*, krađ*, lopov*, ukraden*, provala, provalj*, vandal*, grafit*, uljez*, tučnjav*, napad*, prijet*, oružj*, nož*, brav*, alarm*, kamer*, zaštitar*, sigurnost',
    WASTE_MANAGEMENT: 'kant*, koš*, smeć*, otpad*, recikl*, prepun*, odlagališt*',
    MECHANICAL_ELECTRICAL:
      'svjetl*, rasvjet*, žarulj*, lamp*, struj*, elektr*, utičnic*, kabel*, žic*, grijanj*, grijalic*, radijator*, klima*, ventilacij*, dizal*, lift*, pokretne stepenice, hladnjak*, zamrzivač*, bojler*, generator*',
    PLUMBING:
      'curi, cijev*, odvod*, začepljen*, vodokotlić*, slavin*, nema vode, topl* vod*, zahod*, wc, toalet*, pisoar*, poplav*, kaplje, kanalizacij*',
    PEST_CONTROL:
      'štakor*, miš*, miševi, glodavc*, žohar*, insekt*, kukc*, mrav*, ose, pčel*, golub*, ptic*, stjenic*, buh*, muhe, štetočin*',
    GROUNDS_MAINTENANCE:
      'parkiralište*, rup*, staz*, pločnik*, travnjak*, trav*, živica, stabl*, drveć*, ograd*, snijeg, led, vrt*',
    IT: 'wifi, internet*, mrež*, terminal*, čitač kartica, zaslon*, ekran*, monitor*, računal*, laptop*, pisač*, printer*, web stranic*, lozinka, skener*',
    FEEDBACK:
      'pohval*, pritužb*, žalb*, žali*, prijedlog*, mišljenj*, grub*, neljubazn*, osoblj*, zaposlenik*, uslug*, red, čekanj*, cijen*, hvala',
  },
};
