import type { Vocabulary } from './vocabulary';

/** Bosnian. */
export const bs: Vocabulary = {
  places:
    'prolaz*, sob*, kancelarij*, ured*, kuhinj*, hodnik*, hol, recepcij*, ulaz*, izlaz*, toalet*, wc, kupatil*, svlačionic*, menz*, kafić*, restoran*, skladišt*, magacin*, parking*, garaž*, stepenic*, stepeništ*, lift*, perон, peron*, kas*, pult*, polic*, zamrzivač*, frižider*, podrum*, sprat*, kat*, prizemlj*, zgrad*, krilo, bašt*, dvorišt*, učionic*, odjel*, zon*, teras*, balkon*, krov*, apotek*, prodavnic*, trgovin*, haustor*, bibliotek*, tržn*, tramvaj*, teretan*, tribin*, igrališt*, garderob*, pozorišt*, kazališt*, ordinacij*, škol*, fakultet*, bolnic*, ambulant*, dom zdravlja, domu zdravlja, čekaonic*, pošt*, šalter*, općin*, opštin*, aerodrom*, park, parka, parku, parkom, šetnic*, trotoar*, ulic*, trg, trgu, pijac*, tržnic*, bazen*, igraonic*, kotlovnic*, tavan*, avlij*, hotel*, sala, sali, salu, hala, hali, halu, kafan*, kino, kinu, kina, muzej*, džamij*, dzamij*, crkv*, ćevabdžinic*, mesnic*, mjenjačnic*, benzinsk*, pothodnik*, podhodnik*, podzemn*, nadstrešnic*, kampus*, naselj*, stadion*, dvoran*, zbornic*, laboratorij*, kuhinjic*, kupaon*, tuševi*, plaž*, obal*, most, mostu, mostić*, šetalište*, trafostanic*, skladište*, radionic*, hangar*, depo, bibliotec*, apotec*, vrtić*, vrtic*, ramp*, utovarn* ramp*, ormarić*, ormaric*, svlacionic*, kabinet*, shopping centr*, šoping centr*, soping centr*, tržni centar, tržnom centru, tržnog centra, tržnim centrom, centar, centru, centra, centrom, interne, internoj, doma zdravlja, domom zdravlja, firma, firmi, firme, firmu, staz*, pješčanik*, pjescanik*, kapij*, pumpa, pumpi, pumpu, pušionic*, pusionic*, lobby, lobi, lobiju, tuš, tušu, coworking*, ostava, ostavi, ostavu, ostavama, holu, gate, portirnic*, vešernic*, stajališt*, terminal*, saun*, cesta, cesti, cestu, market, marketu, supermarket*, bar, baru, stan, stanu, mezarj*, groblj*, kiosk*, bankomat*, banka, banci, banku, čaršij*',
  surfaces: 'pod, podu, plafon*, strop*, zid*, vrata, prozor*',
  near: 'pored, blizu, iza, ispred, nasuprot, preko puta, vani, unutra, oko, ispod, iznad, kod, prema, između, duž, uz, kraj, nasred',
  at: 'u, na',
  greetings: 'zdravo, dobar dan, dobro jutro, dobro veče, dobra večer, selam, ćao',
  corrections: 'zapravo, ne, izvinite, oprostite, mislio sam, mislila sam, ispravka, nije u, nego u, umjesto',
  another: 'također, još, drugi problem, osim toga',
  captions:
    'slika, slike, sliku, foto, fotografija, fotografije, fotografiju, fotka, fotke, fotku, snimak, snimka, snimke, screenshot, još jedna, još jednu, još jedna slika, evo još, evo slike, evo slika, u prilogu, šaljem',
  critical:
    'vatra, požar*, gori, plamen*, dim*, miris plina, miriše na plin, curi plin, curenje plina, eksplozij*, bez svijesti, onesvijestio, ne diše, srčani udar, strujni udar, udar struje, oružj*, nož*, pištolj*, bomba, ugljen monoksid',
  high: 'krv, krvar*, povrij*, povređ*, ranjen*, ogoljene žice, gole žice, žice vire, varnic*, poplav*, prijet*, napad*, tuča*, nasilj*, agresiv*, razbijeno staklo, stakla, pao, pala, zaglavljen*, opasn*, hitn*',
  medium:
    'klizav*, mokr*, prosut*, proliven*, lokv*, curi, kaplje, spotakn*, labav*, led, zaleđen*, začepljen*, nema vode, nema tople vode, nema struje, ne radi, pokvaren*, slomljen*, štakor*, pacov*, miš*, žohar*, bubašvabe, povraćanj*, prepun*, sumnjiv*, krađ*, ukraden*, vandal*',
  benign:
    'nije hitno, ništa hitno, nista hitno, nije ništa hitno, nije nista hitno, nije baš hitno, nije bas hitno, nije toliko hitno, nije nešto hitno, nije nesto hitno, nije hitan, nije opasno, ništa opasno, nista opasno, nije ništa opasno, nije nista opasno, požarn* izlaz*, pozarn* izlaz*, znak* požarn*, požarn* stepeni*, požarn* vrat*, požarn* hidrant*, požarn* alarm* test*, test* požarn* alarm*, požarn* vježb*, požarn* javljač*, javljač* požara, javljač* dima, detektor* dima, senzor* dima, dimn* detektor*, dimn* javljač*, vatrodojav*, požarn* znak*, izlaz* u slučaju požara, izlaz* za slučaj požara, u slučaju požara, hitn* izlaz*, izlaz* u nuždi, vatrogasn* aparat*, protivpožarn* aparat*, aparat* za gašenje, zabranjeno pušenje, dimnjak*, dimnjačar*, plastičn* pištolj*, plasticn* pistolj*, pištolj* igračk*, igračk* pištolj*, pistolj* igrack*, dječij* pištolj*, dječj* pištolj*, vodeni pištolj*, pištolj* na vodu, pištolj* za vodu, pištolj* za ljepilo, pištolj* za silikon, pištolj* za farbanje, pištolj* za boju, oružj* igračk*, igračk* oružj*, plastičn* oružj*, račun* za gas, račun* za plin, uplat* za gas, očitanj* gas*, očitanj* plin*, gasomjer*, plinomjer*, brojil* za gas, brojil* za plin, cijen* gasa, cijen* plina, prazn* boc* za gas, prazn* plinsk* boc*, plinsk* boc* je prazn*, boc* plina je prazn*, gasn* boc* je prazn*, prazn* gasn* boc*, šporet ne pali, štednjak ne pali, gori svjetlo, svjetlo gori, gori sijalica, sijalica gori, gori lampica, lampica gori, aparat* za vod*, automat* za vod*, balon* za vod*, gori cijelu noć, gori cijeli dan, gori cijelu noc, gori po cijelu noć, nož* u sudoper*, noževi u sudoper*, nozevi u sudoper*, noz u sudoper*, nož* u lavabo*, nož* u umivaonik*, nož* u slivnik*, prljav* nož*, prljav* noz*, plinsk* boc* prazn*, gasn* boc* prazn*, boc* plin* prazn*, boc* gas* prazn*, prazn* boc* plin*, prazn* boc* gas*, nestalo plina, nestalo gasa, ostali bez plina, produžni kabl preko poda, produžni kabal preko poda, produžn* preko hodnika, produžn* preko poda, produžn* po podu, pp aparat*, protupožarn* aparat*, znak za izlaz, exit znak*, baterij* detektor* dima, nož* u vitrin*, noz* u vitrin*, nož* u izlog*, noz* u izlog*, nož* bez cijen*, noz* bez cijen*, nož* nemaju cijen*, nozevi nemaju cijen*, nož* nema cijen*, noževi na prodaju, nozevi na prodaju, nož* na akciji, noževi u prodavnici, laser tag, lasertag*, paintball*, pejntbol*, airsoft*, plan evakuacije, plan za evakuaciju, evakuacijsk* plan*, put evakuacije, evakuacijsk* put*, probna evakuacija, probn* evakuacij*, test* protivpožarn* alarm*, plinsk* boc* rasprodan*, gasn* boc* rasprodan*, plinsk* boc* za kampiranje, boc* za kampiranje, plinsk* šporet* na izložbi, plinsk* šporet* nema cijen*, plinsk* grijalic* ne pali, plinsk* grijalic* ugašen*, plinsk* grijalic* ne radi, roštilj nije upaljen, rostilj nije upaljen',
  categories: {
    CLEANING:
      'prosut*, proliven*, prljav*, mrlj*, ljepljiv*, povraćanj*, lokv*, mokr*, miris*, smrdi, čišćenj*, očisti*, prašin*, blat*',
    SECURITY:
      'sumnjiv*, krađ*, lopov*, ukraden*, provala, provalj*, vandal*, grafit*, uljez*, tuča*, napad*, prijet*, oružj*, nož*, brav*, alarm*, kamer*, obezbjeđenj*, zaštitar*, sigurnost',
    WASTE_MANAGEMENT: 'kant*, smeć*, otpad*, reciklaž*, prepun*, deponij*',
    MECHANICAL_ELECTRICAL:
      'svjetl*, rasvjet*, sijalic*, žarulj*, lamp*, struj*, elektr*, utičnic*, kabl*, žic*, grijanj*, grijalic*, radijator*, klima*, ventilacij*, lift*, pokretne stepenice, frižider*, zamrzivač*, bojler*, generator*',
    PLUMBING:
      'curi, cijev*, odvod*, začepljen*, vodokotlić*, slavin*, česm*, nema vode, topl* vod*, toalet*, wc, pisoar*, poplav*, kaplje, kanalizacij*',
    PEST_CONTROL:
      'štakor*, pacov*, miš*, miševi, glodar*, žohar*, bubašvabe, insekt*, mrav*, ose, pčel*, golub*, ptic*, stjenic*, buh*, muhe, štetočin*',
    GROUNDS_MAINTENANCE:
      'parking*, rup*, staz*, trotoar*, travnjak*, trav*, živica, drv*, drveć*, ograd*, snijeg, led, bašt*',
    IT: 'wifi, internet*, mrež*, terminal*, čitač kartica, ekran*, monitor*, računar*, kompjuter*, laptop*, printer*, štampač*, web stranic*, lozinka, skener*',
    FEEDBACK:
      'pohval*, žalb*, žali*, prijedlog*, mišljenj*, grub*, neljubazn*, osoblj*, uposlenik*, zaposlen*, uslug*, red, čekanj*, cijen*, hvala',
  },
};
