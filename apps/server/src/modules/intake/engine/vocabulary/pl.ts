import type { Vocabulary } from './vocabulary';

/** Polish. */
export const pl: Vocabulary = {
  places:
    'alejk*, alej*, pokój, pokoju, pokoj*, sala, sali, biuro, biurze, kuchni*, kuchnia, korytarz*, hol*, recepcj*, wejści*, wyjści*, toalet*, łazien*, szatni*, stołówk*, kawiarni*, restauracj*, magazyn*, rampa, rampie, parking*, garaż*, schod*, klatk*, wind*, ruchome schody, peron*, kas*, lad*, regał*, zamrażar*, lodówk*, piwnic*, parter*, piętr*, poziom*, budyn*, skrzydł*, ogród*, ogrodzie, dziedzińc*, podwórk*, klas*, oddział*, sklep*, stref*, taras*, balkon*, dach*, przymierzal*, piekarni*, apte*',
  surfaces: 'podłog*, sufit*, ścian*, drzwi, okn*, okien',
  near: 'obok, przy, koło, w pobliżu, za, przed, naprzeciwko, na zewnątrz, wewnątrz',
  at: 'w, we, na',
  greetings: 'cześć, dzień dobry, witam, hej, halo, dobry wieczór',
  corrections:
    'właściwie, tak naprawdę, nie, przepraszam, chodziło mi o, miałem na myśli, miałam na myśli, poprawka, nie w, tylko w, zamiast',
  another: 'też, także, również, jeszcze jedno, inny problem, poza tym, dodatkowo',
  captions:
    'zdjęcie, zdjęcia, zdjęciu, zdjęć, zdjecie, zdjecia, fotka, fotki, fotkę, fotografia, fotografię, fotografie, obraz, obrazek, obrazki, zrzut ekranu, jeszcze jedno, jeszcze jedna, jeszcze jedno zdjęcie, kolejne zdjęcie, kolejne, oto, proszę bardzo, w załączniku, przesyłam, wysyłam',
  critical:
    'ogień, ognia, pożar*, płomie*, płonie, pali się, dym, dymi, zapach gazu, czuć gaz, wyciek gazu, ulatnia się gaz, wybuch*, eksplozj*, nieprzytomn*, nie oddycha, zasłabł*, zawał, porażeni*, porażenie prądem, kopnął prąd, broń, nóż, noża, pistolet*, bomb*, tlenek węgla, czad',
  high: 'krew, krwi, krwawi*, rann*, obrażeni*, uraz*, odsłonięte przewody, gołe przewody, wiszące kable, iskr*, zalan*, powód*, zalewa, groz*, grozi*, groźb*, napad*, napaści, atak*, bój*, przemoc*, agresyw*, potłuczone szkło, stłuczone szkło, szkło, upadł*, przewrócił*, uwięzi*, utknął, niebezpiecz*, zagroż*, wypadek',
  medium:
    'ślisk*, poślizg*, mokr*, rozlan*, kałuż*, wyciek*, cieknie, przecieka, kapie, potknąć, luźn*, lód, oblodzon*, zatkan*, zapchan*, brak wody, brak ciepłej wody, brak prądu, nie ma prądu, awaria, nie działa, zepsut*, uszkodzon*, szczur*, mysz*, karalu*, wymiociny, przepełnion*, podejrzan*, kradzież*, ukradzion*, wandal*',
  benign:
    'wyjści* pożarow*, wyjsci* pozarow*, wyjści* ewakuacyjn*, drzwi pożarow*, drog* pożarow*, drog* ewakuacyjn*, schod* pożarow*, klatk* pożarow*, znak* pożarow*, tabliczk* pożarow*, oznakowani* pożarow*, hydrant* pożarow*, instrukcj* pożarow*, ćwiczeni* pożarow*, ćwiczeni* ewakuacyjn*, próbn* alarm* pożarow*, test* alarm* pożarow*, alarm* pożarow* test*, czujnik* dymu, czujk* dymu, czujk* pożarow*, czujnik* pożarow*, detektor* dymu, wykrywacz* dymu, czujnik dymu piszczy, gaśnic*, koc* gaśnicz*, pistolet* na wodę, pistolet* na wode, pistolet* wodn*, pistolet* zabawk*, pistolet-zabawk*, zabawkow* pistolet*, zabawk* pistolet*, plastikow* pistolet*, pistolet* plastikow*, pistolet* na kulki, pistolet* na kapiszony, pistolet* do kleju, pistolet* na klej, pistolet* do silikonu, pistolet* natryskow*, pistolet* do malowania, pistolet* do pianki, zabawkow* broń, broń zabawkow*, rachun* za gaz, faktur* za gaz, opłat* za gaz, oplat* za gaz, odczyt* gazomierz*, odczyt* licznik* gazu, skończył* się gaz, skonczyl* sie gaz, gaz się skończył, pust* butl* gazow*, pust* butl* z gazem, butl* gazow* jest pust*, butl* z gazem jest pust*, wymian* butl* gazow*, wymian* butl* z gazem, wymienić butlę z gazem, kuchenk* gazow* nie zapala, palnik* nie zapala, licznik* wody, wodomierz*, dystrybutor* wody, dystrybutor* do wody, dozownik* wody, automat* z wodą, automat* do wody, wod* gazowan*, czajnik* elektryczn*, pali się światło, światło się pali, pali sie swiatlo, swiatlo sie pali, pali się lampka, lampka się pali, pali się kontrolka, kontrolka się pali, pali się całą noc, pali się cały dzień, pali sie cala noc, nóż w zlewie, noz w zlewie, noże w zlewie, noze w zlewie, nóż w zlewozmywaku, noz w zlewozmywaku, brudny nóż, brudny noz, brudne noże, brudne noze, czujnik* dymow*, czujk* dymow*, alarm* dymow*, detektor* dymow*, sygnalizator* dymu, gasnic*, pust* butl*, butl* pust*, butl* jest pust*, butla się skończyła, butla sie skonczyla, wymian* butl*, wymienić butlę, wymienic butle, za prąd i gaz, za prad i gaz, za gaz i prąd, za gaz i prad, rachun* gazow*, faktur* gazow*, odczyt* gazu, stan gazomierz*, stan licznik* gazu, przedłużacz* przez przejście, przedluzacz* przez przejscie, przedłużacz* w poprzek, przedluzacz* w poprzek, przedłużacz* przeciągnięt*, przedluzacz* przeciagniet*, kabel w poprzek przejścia, pusty baniak, baniak* na wodę, baniak* na wode, baniak* z wodą, baniak* z woda, wyjści* ewakuacyjn* nie świeci, wyjsci* ewakuacyjn* nie swieci, oświetleni* ewakuacyjn*, oswietleni* ewakuacyjn*, plan* ewakuacji, plan* ewakuacyjn*, próbn* alarm*, probn* alarm*, alarm* próbn*, alarm* probn*, test* alarm*, ćwiczeni* przeciwpożarow*, cwiczeni* przeciwpozarow*, pistolet* laserow*, laser tag*, paintball*, atrap* broni, atrap* pistolet*, pistolet* na kapsle, broń do laser tag*, noże na wystawie, noze na wystawie, noże w sprzedaży, noze w sprzedazy, noże bez ceny, noze bez ceny, nóż bez ceny, noz bez ceny, noże bez metki, noze bez metki, piecyk* gazow* nie działa, piecyk* gazow* wyłączon*, grzejnik* gazow* wyłączon*, grzejnik* gazow* wylaczon*, kuchenk* gazow* nie działa, kuchenk* gazow* wyłączon*, butl* gazow* pust*, dymu nie widać, dymu nie widac, nie widać dymu, nie widac dymu, nie ma dymu, ani śladu dymu, ani sladu dymu, drzwi trzaskaj*, trzaskaj* drzwi*, trzaska drzwiami, trzaskanie drzwi*, drzwi trzaskają',
  categories: {
    CLEANING:
      'rozlan*, brud*, brudn*, plam*, lepk*, wymiociny, kałuż*, mop*, mokr*, potłuczone szkło, zapach*, śmierdzi, smród, sprząta*, posprząta*, czyst*, kurz*, błot*',
    SECURITY:
      'podejrzan*, kradzież*, ukradzion*, złodziej*, włamani*, wandal*, graffiti, intruz*, bój*, napad*, groz*, groźb*, broń, nóż, zamek, zamk*, alarm*, monitoring, kamer*, ochron*',
    WASTE_MANAGEMENT: 'kosz*, śmietnik*, śmieci, odpad*, recykling*, segregacj*, przepełnion*, wysypisk*',
    MECHANICAL_ELECTRICAL:
      'światł*, oświetleni*, żarów*, lamp*, prąd*, elektry*, gniazd*, kabel, kable, przewod*, ogrzewani*, grzejnik*, kaloryfer*, klimatyzacj*, wentylacj*, wind*, ruchome schody, automatyczne drzwi, lodówk*, zamrażar*, kocioł, piec*, agregat*',
    PLUMBING:
      'wyciek*, cieknie, przecieka, rur*, odpływ*, zatkan*, zapchan*, spłuczk*, kran*, brak wody, ciepłej wody, toalet*, sedes*, pisuar*, zalan*, kapie, kanalizacj*, ścieki',
    PEST_CONTROL:
      'szczur*, mysz*, gryzoń*, gryzoni*, karalu*, insekt*, owad*, mrówk*, os, osy, pszczoł*, gołęb*, ptak*, pluskw*, pchł*, much*, szkodnik*, odchody',
    GROUNDS_MAINTENANCE:
      'parking*, dziur*, ścieżk*, chodnik*, trawnik*, traw*, żywopłot*, drzew*, płot*, ogrodzeni*, śnieg*, lód, oblodzon*, ogród*, zieleń*',
    IT: 'wifi, wi-fi, internet*, sieć, sieci, terminal*, czytnik kart*, ekran*, monitor*, komputer*, laptop*, drukark*, stron* internetow*, hasło, hasła, skaner*, kasa samoobsługowa',
    FEEDBACK:
      'pochwał*, skarg*, reklamacj*, sugesti*, opini*, niegrzeczn*, niemił*, obsług*, personel*, pracowni*, kolejk*, czekać, cen*, dziękuj*',
  },
};
