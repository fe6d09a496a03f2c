import type { Vocabulary } from './vocabulary';

/** Hungarian. */
export const hu: Vocabulary = {
  places:
    'sor, sorban, szoba*, iroda*, konyha*, folyosó*, előcsarnok*, aula*, recepció*, bejárat*, kijárat*, mosdó*, wc, vécé*, fürdőszoba*, öltöző*, pihenő*, étkező*, menza*, kávézó*, étterem*, étterm*, raktár*, rakodó*, parkoló*, mélygarázs*, garázs*, lépcső*, lift*, felvonó*, mozgólépcső*, peron*, vágány*, pénztár*, pult*, polc*, fagyasztó*, hűtő*, pince*, pincé*, emelet*, földszint*, épület*, szárny*, kert*, udvar*, osztályterem*, tanterem*, osztály*, tárgyaló*, zóna*, terasz*, erkély*, tető*, próbafülke*, gyógyszertár*, patika*, bolt*, üzlet*, váró*, terem*, termé*, kazánház*, strand*, játszótér*, játszótere*, tornaterem*, tornatermé*, konferenciaterem*, olvasóterem*, buszmegálló*, megálló*, iskola*, szálloda*, hotel*, pályaudvar*, csarnok*, főbejárat*, szerverszoba*, kapu*, pálya*, piac*, medence*, labor*, mosdóban, fiúmosdó*, lányvécé*, bár, bicikliút*, kerékpárút*, járda*, járdá*, sétány*, futópálya*, focipálya*, sportpálya*, teniszpálya*, kosárpálya*, jégpálya*, kézmosó*, portásfülk*, fülkében, fülkénél, szolárium*, dohányzóhely*, színház*, vészkijárat*, gépház*, padlás*, hintá*, hinta, színpad*, galéri*, villamoson, villamosban, villamosra, villamosmegálló*, pékség*, bowling*, kollégium*, koli, koliban, kolinál, kantin*, kórház*, óvod*, reggeliző*, szinten, szintjén, gyorsétterem*, stadion*, benzinkút*, metróban, metrón, metrónál, metróállomás*, metróaluljáró*, metrómegálló*, aluljáró*, felüljáró*, ruhatár*, kemping*, rámpa*, rámpá*, homokozó*, könyvtár*, posta, postán, postára, postahivatal*, szaun*, mozi, moziban, mozinál, mozi*terem*, fagyizó*, suli, suliban, sulinál, suli előtt, templom*, múzeum*, rendelő*, kórterem*, ambulanci*, cukrászd*, pizzéri*, büfé*, ebédlő*, étkezde*, bevásárlóközpont*, plázá*, pláza, áruház*, kassz*, uszod*, fürdőben, fürdőbe, tornacsarnok*, sportcsarnok*, edzőterem*, konditerem*, kondiban, parkban, parkba, park, parknál, parkon, parkhoz, utcán, utcában, utcára, alagút*, alagút, hídon, hídnál, hídra, állomás*, vasútállomás*, buszpályaudvar*, buszon, buszban, buszra, vonaton, vonatban, hajón, hallban, hallnál, lobbi*, lobby*, előtér*, kapualj*, lépcsőfordul*, tetőtér*, kamrá*, kamra, mosókonyh*, mosod*, teakonyh*, kiskonyh*, zuhanyzó*, előadóterem*, műhely*, üzemben, üzemcsarnok*, gyárban, gyárnál, telephely*, kiállítóterem*, szekció*, bejárati*, kijárati*, lépcsőház*, gyalogátkelő*, zebrá*, zebránál, sarokban, sarkában, peronon, parkolóház*, irodaház*, irodá*, tanáriban, öltözőszekrény*, recepciós pult*',
  surfaces: 'padló*, plafon*, mennyezet*, fal, falon, falról, ajtó*, ablak*',
  near: 'mellett, közelében, mögött, előtt, szemben, kint, bent, kívül, belül, körül, fölött, felett, alatt, mentén, között, felé, végén',
  at: '',
  greetings: 'szia, sziasztok, helló, jó napot, jó reggelt, jó estét, üdvözlöm',
  corrections:
    'igazából, valójában, nem, bocsánat, elnézést, úgy értettem, arra gondoltam, javítás, nem a, hanem, helyett',
  another: 'is, még, másik probléma, ezenkívül, továbbá',
  captions:
    'fotó, fotók, fotót, kép, képek, képet, képeket, képen, képernyőkép, még egy, még egy kép, még egy fotó, egy újabb, egy újabb kép, itt van, itt vannak, tessék, csatolom, csatolva, küldöm',
  critical:
    'tűz, tüze*, ég, lángol*, lángok*, lángra, láng, füst*, gázszag*, gázszivárgás*, robbanás*, felrobban*, eszméletlen*, elájult, nem lélegzik, összeesett, szívroham*, áramütés*, megrázta az áram, fegyver*, kés, kést, késsel, pisztoly*, bomba*, szén-monoxid*',
  high: 'vér, vére*, vérzik, vérz*, sérül*, megsérül*, seb*, csupasz vezeték*, szabadon lévő vezeték*, kilógó vezeték*, szikra*, szikráz*, áradás*, elárad*, fenyeget*, megtámad*, támad*, verekedés*, erőszak*, agresszív*, törött üveg, üvegszilánk*, szilánk*, elesett, beszorult, bent ragadt, veszély*, vészhelyzet*',
  medium:
    'csúszós*, elcsúsz*, nedves*, vizes*, kiömlött*, kiborult*, tócsa*, szivárg*, csöpög*, botlás*, megbotl*, laza*, meglazul*, jég, jeges*, eldugul*, dugulás*, nincs víz, nincs meleg víz, nincs áram, áramszünet*, nem működik, elromlott, törött*, patkány*, egér*, egerek*, csótány*, hányás*, hányadék*, tele, túlcsordul*, gyanús*, lopás*, ellopt*, lopt*, rongálás*, vandál*',
  benign:
    'játék pisztoly*, játékpisztoly*, játék fegyver*, játékfegyver*, játék puská*, játékpuská*, játék kés*, vízipisztoly*, vizipisztoly*, műanyag pisztoly*, műanyag fegyver*, műanyag kés*, műanyag puská*, jatek pisztoly*, jatek fegyver*, ragasztópisztoly*, kés és villa, kést és villát, kések és villák, késeket és villákat, kifogyott a gáz, elfogyott a gáz, kifogyott a gázpalack, üres a gázpalack, üres gázpalack*, gázpalack* üres, gázpalack* csere, gázpalackot cserélni, gáz számla*, gázszámla*, gáz óra*, gázóra*, nincs gáz, nem gyullad be a gáz, nem gyullad meg a gáz, tűzoltó készülék*, tűzoltókészülék*, poroltó*, tűzjelző*, tűz jelző*, füstjelző*, füst jelző*, füstérzékelő*, füst érzékelő*, tűzérzékelő*, füstmentes*, vészkijárat*, vész kijárat*, menekülési útvonal*, tűzvédelmi*, tűzriadó próba*, tűzriadó gyakorlat*, ég a villany, égve maradt, égnek a lámpák, ég a lámpa, ég a világítás, égve hagyták, vízadagoló*, vízautomat*, kés a mosogatóban, kés a mosogatóba, kés van a mosogatóban, kést hagyott, kést hagytak, kést hagyott a, koszos kés*, piszkos kés*, mosatlan kés*, kések a mosogatóban, üres pb-palack*, üres palack*, kiürült gázpalack*, kiürült a gázpalack, kifogyott gázpalack*, üres propánpalack*, üres a palack, gázmérő állás*, gázmérő leolvas*, gázmérőállás*, kapszlis pisztoly*, vízipuska*, vizipuska*, játékpuska*, játék puska*, nerf*, lemerült az elem, lemerült elem*, merül az elem, elemcsere, elem csere, kijárat tábla*, kijárati tábla*, kijárati lámpa*, kijárat jelző*, exit tábla*, hosszabbító keresztben, kábel keresztben, keresztbe van húzva, kiégett az égő, kiégett a lámpa, kiégett izzó*, kiégett égő*, lejárt poroltó*, lejárt tűzoltó*, lézerharc*, lezerharc*, laser tag*, lasertag*, lézertag*, kellékpisztoly*, kellék pisztoly*, kellékfegyver*, kellék fegyver*, dekorációs kés*, kés* eladó*, kések a polcon, kések árcédula nélkül, késeken nincs ár*, kések ár nélkül, késnek nincs ára, kiállított kés*, evakuációs terv*, evakuacios terv*, kiürítési terv*, kiuritesi terv*, menekülési terv*, menekülési út*, tűzriadó*, tuzriado*, riasztó teszt*, riasztópróba*, próbariasztás*, ki van kapcsolva a gáz*, nem gyullad be a konvektor, nem gyullad be a kazán, ki van kapcsolva a konvektor, fáj a fejem ettől a, fejfájást okoz',
  categories: {
    CLEANING:
      'kiömlött*, kiborult*, piszk*, koszos*, kosz, folt*, ragad*, hányás*, hányadék*, tócsa*, felmos*, vizes*, szilánk*, szag*, büdös*, bűz*, takarít*, tiszt*, por, poros*, sár, sáros*',
    SECURITY:
      'gyanús*, lopás*, tolvaj*, ellopt*, lopt*, betörés*, vandál*, rongálás*, graffiti*, behatoló*, verekedés*, megtámad*, fenyeget*, fegyver*, kés, zár, zárak, riasztó*, biztonsági kamera*, kamera*, biztonsági őr*, biztonság*',
    WASTE_MANAGEMENT:
      'kuka*, szemetes*, szemét*, szemetet, hulladék*, újrahasznosít*, szelektív*, tele, túlcsordul*, illegális lerakás*',
    MECHANICAL_ELECTRICAL:
      'lámpa*, világítás*, fény*, villanykörte*, izzó*, áram*, elektromos*, konnektor*, vezeték*, kábel*, fűtés*, fűtőtest*, radiátor*, klíma*, légkondi*, szellőz*, lift*, felvonó*, mozgólépcső*, automata ajtó*, hűtő*, fagyasztó*, kazán*, generátor*',
    PLUMBING:
      'szivárg*, cső, csöv*, lefolyó*, eldugul*, dugulás*, öblít*, csap, csapot, csapból, nincs víz, meleg víz, vécé*, wc, toalett*, piszoár*, elárad*, csöpög*, csatorna*',
    PEST_CONTROL:
      'patkány*, egér*, egerek*, rágcsáló*, csótány*, rovar*, hangya*, darázs*, darazsak, méh, méhek, galamb*, madár*, madarak, poloska*, bolha*, legy*, kártevő*, ürülék*',
    GROUNDS_MAINTENANCE:
      'parkoló*, kátyú*, gödör*, ösvény*, járda*, pázsit*, gyep*, fű, füvet, sövény*, fa, fák, fát, kerítés*, hó, havat, jég, jeges*, kert*, parkosít*',
    IT: 'wifi, internet*, hálózat*, kártyaterminál*, kártyaolvasó*, képernyő*, kijelző*, monitor*, számítógép*, laptop*, nyomtató*, weboldal*, jelszó*, szkenner*, önkiszolgáló kassz*',
    FEEDBACK:
      'dicséret*, panasz*, panaszkod*, javaslat*, visszajelzés*, udvariatlan*, bunkó*, személyzet*, dolgozó*, alkalmazott*, ügyfélszolgálat*, sor, sorban állás, várakozás*, ár, árak, köszön*',
  },
};
