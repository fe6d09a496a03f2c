import type { Vocabulary } from './vocabulary';

/** Lithuanian. */
export const lt: Vocabulary = {
  places:
    'praėjim*, kambar*, biur*, virtuv*, koridori*, koridor*, fojė, registratūr*, įėjim*, išėjim*, tualet*, wc, vonios kambar*, persirengim*, valgykl*, kavin*, restoran*, sandėl*, automobilių stovėjimo aikštel*, stovėjimo aikštel*, parking*, garaž*, laipt*, lift*, eskalator*, peron*, kas*, prekystal*, lentyn*, šaldikl*, šaldytuv*, rūs*, aukšt*, pastat*, sparn*, sod*, kiem*, klas*, skyri*, zon*, teras*, balkon*, stog*, matavimosi kabin*, vaistin*, parduotuv*, aikštel*, basein*, prekybos centr*, vart*, salė*, salėj*, stotel*, kambary*, įvažiavim*, išvažiavim*, bar*, daugiabu*, bankomat*, eil*, bendrabut*, darželi*, kabinet*, bufet*, mokykl*, ligonin*, gatv*, stotyj*, stot*, parkas, parke, parko, skalbykl*, serverin*, rūbin*, drabužin*, aikšt*, aikst*, informacij*, paplūdim*, pliaž*, teatr*, kino teatr*, kino sal*, saun*, pirt*, vagon*, traukin*, autobus*, troleibus*, tramvaj*, laiptin*, bibliotek*, skaitykl*, muziej*, bažnyč*, bažnyči*, koplyč*, poliklinik*, klinik*, ambulatorij*, palat*, priimamaj*, priimamasis, priimamojo, laukiamaj*, laukiamasis, laukiamojo, sporto sal*, sporto klub*, treniruoklių sal*, sporto kompleks*, turg*, kiosk*, degalin*, plovykl*, oro uost*, terminal*, skver*, parkuose, parką, parkų, takel*, pėsčiųjų tak*, dviračių tak*, šaligatv*, saligatv*, kelkrašt*, sankryž*, sankryz*, perėj*, tunel*, tilt*, požemin*, universitet*, auditorij*, palėp*, katilin*, patalp*, dušin*, dušas, duše, dušuose, dušų, viešbut*, iejim*, isejim*, ivaziavim*, isvaziavim*, sandel*, rusyje, rūsyje, stadion*, tribūn*, čiuožykl*, prekybos cent*, muge*, mugė*, kavinuk*, picer*, užkandin*, valgomaj*, valgomasis, valgomojo, hole, holas, vestibiul*, lobby, kapin*, namo laiptin*, posėdžių sal*, susirinkimų sal*, aktų sal*, kiemel*, kieme, stogel*, pavėsin*, sodyb*, stovykl*, kemping*, rūsys, pastog*',
  surfaces: 'grind*, lub*, sien*, dur*, lang*',
  near: 'šalia, prie, netoli, už, priešais, lauke, viduje, ties, palei, virš, greta, arti, salia, priesais, uz, netoli nuo, šalimais, aplink',
  at: 'ant',
  greetings: 'labas, sveiki, laba diena, labas rytas, labas vakaras',
  corrections:
    'iš tikrųjų, tiesą sakant, ne, atsiprašau, turėjau omenyje, norėjau pasakyti, pataisymas, ne ten, o ne, vietoj',
  another: 'taip pat, dar, kita problema, be to',
  captions:
    'nuotrauka, nuotraukos, nuotrauką, nuotraukų, foto, paveikslėlis, paveikslėlį, vaizdas, ekrano kopija, dar viena, dar vieną, dar viena nuotrauka, dar vieną nuotrauką, štai dar, štai nuotrauka, prisegu, siunčiu, pridedu',
  critical:
    'ugnis, gaisr*, dega, liepsn*, dūm*, dujų kvap*, kvepia dujomis, dujų nuotėk*, sprogim*, be sąmonės, neteko sąmonės, nekvėpuoja, širdies smūg*, elektros smūg*, nutrenkė, ginkl*, peil*, pistolet*, bomb*, anglies monoksid*',
  high: 'kraujas, kraujo, kraujuoj*, sužeist*, sužalot*, traum*, plikі laidai, pliki laidai, atviri laidai, kibirkšt*, užlie*, potvyn*, grasin*, grasina, užpuol*, puol*, muštyn*, smurt*, agresyv*, sudužęs stiklas, sudaužytas stiklas, šukės, nukrit*, įstrig*, pavoj*, skubi*',
  medium:
    'slidu, slid*, šlap*, pypsi, pypsėjim*, išlie*, bal*, nutekėjim*, teka, laša, užklius*, atsilaisvin*, ledas, apledėj*, užsikimš*, nėra vandens, nėra karšto vandens, nėra elektros, neveikia, sulūž*, sugedęs, sugedo, žiurk*, pel*, tarakon*, vėmal*, perpild*, įtartin*, vagyst*, pavog*, vandal*',
  benign:
    'dūmų detektor*, dūmų jutikl*, dūmų davikl*, dūmų signalizacij*, dumu detektor*, dumu jutikl*, dūmų šalinim*, dūmtrauk*, gaisro detektor*, gaisro jutikl*, gaisrin* signalizacij* test*, gaisro signalizacij* test*, gaisrin* pratyb*, gaisrin* išėjim*, gaisrin* dur*, gaisrin* laipt*, gaisrin* hidrant*, gaisrin* čiaup*, gaisro gesintuv*, ugnies gesintuv*, gesintuv*, gaisrin* saug*, evakuacin* išėjim*, atsargin* išėjim*, rūkyti draudžiama, rūkymo viet*, rūkymo zon*, žaisl* pistolet*, zaisl* pistolet*, žaisl* ginkl*, vandens pistolet*, vandens šautuv*, plastikin* pistolet*, vaikišk* pistolet*, klijų pistolet*, silikono pistolet*, dažymo pistolet*, putų pistolet*, dujų skaitiklio parodym*, dujų skaitiklio rodmen*, duju skaitiklio parodym*, dujų skaitiklio patikr*, dujų skaitiklio keitim*, sąskait* už duj*, saskait* uz duj*, mokest* už duj*, dujų kain*, dujų sąskait*, tušči* dujų balion*, dujų balion* tušči*, pakeisti dujų balion*, dujų baliono keitim*, baigėsi dujos, dujinė viryklė neužsidega, viryklė neužsidega, vandens skaitikl*, vandens aparat*, vandens automat*, geriamo vandens aparat*, vandens dozator*, dega šviesa, šviesa dega, dega lemputė, lemputė dega, dega lempa, lempa dega, dega švieselė, dega visą naktį, visą naktį dega, dega visą dieną, visą dieną dega, tušči* balion*, balion* tušči*, balion* yra tušči*, išnaudot* balion*, vandens balion*, gesintuv* su pasibaig*, pasibaig* patikr*, patikr* pasibaig*, patikros termin*, galiojimo termin* pasibaig*, išėjimo ženkl*, išėjimo ženklo lemput*, avarin* išėjim*, avarin* apšviet*, lemput* perdeg*, perdeg* lemput*, lemput* perdegus*, peil* kriauklėj*, kriauklėj* peil*, kriauklėj* palikt* peil*, peil* palikt* kriauklėj*, palikt* peil*, nešvar* peil*, peil* plautuv*, plautuv* peil*, keist* baterij*, baterij* keist*, pakeist* baterij*, išsikrov* baterij*, baterij* išsikrov*, senka baterij*, ilgintuv* per grindis, ilgintuv* per koridori*, ilgintuv* nutiest*, nutiest* ilgintuv*, ištiest* ilgintuv*, ilgintuv* ištiest*, skaitiklio parodym*, baigėsi vanduo aparate, evakuacijos plan*, evakuacijos schem*, evakuacin* plan*, evakuacin* schem*, evakuacijos kel* ženkl*, evakuacijos kel* zenkl*, gaisro atveju, gaisro atvej*, gaisro signalizacijos patikr*, gaisrin* signalizacijos patikr*, signalizacijos bandym*, gaisrin* mokym*, evakuacijos pratyb*, žaisl* šautuv*, zaisl* sautuv*, lazerin* žaidim*, lazerių kov*, lazeriu kov*, lazer* ginkl*, lazer* pistolet*, dažasvyd*, dazasvyd*, rekvizit* ginkl*, butaforin* ginkl*, peil* parduod*, peil* be kain*, peil* vitrin*, peilių rinkin*, peiliu rinkin*, peil* kain*, dujin* šildytuv* neįsijung*, dujin* šildytuv* neužsideg*, dujin* šildytuv* išjungt*, dujin* virykl* atjungt*, virykl* atjungt*, tušči* dujų*, tusci* duju*',
  categories: {
    CLEANING:
      'išlie*, nešvar*, purvin*, dėm*, lipn*, vėmal*, bal*, šluost*, šlap*, šukės, kvap*, smirda, valym*, išvaly*, švar*, dulk*, purv*',
    SECURITY:
      'įtartin*, vagyst*, vag*, pavog*, įsilauž*, vandal*, grafiti, įsibrov*, muštyn*, užpuol*, grasin*, ginkl*, peil*, spyn*, užrakt*, signalizacij*, kamer*, apsaug*, saugum*',
    WASTE_MANAGEMENT: 'šiukšliadėž*, šiukšl*, atliek*, rūšiav*, perdirb*, perpild*, sąvart*',
    MECHANICAL_ELECTRICAL:
      'švies*, apšviet*, lempu*, lemp*, elektr*, lizd*, kištuk*, laid*, šildym*, šildytuv*, radiator*, kondicionier*, vėdinim*, lift*, eskalator*, automatinės durys, šaldytuv*, šaldikl*, katil*, generator*',
    PLUMBING:
      'nutekėjim*, teka, vamzd*, kanalizacij*, nuotak*, užsikimš*, nuleidim*, čiaup*, nėra vandens, karšt* vand*, unitaz*, tualet*, pisuar*, užlie*, laša',
    PEST_CONTROL:
      'žiurk*, pel*, graužik*, tarakon*, vabzd*, skruzd*, vapsv*, bit*, balandž*, paukšč*, blakė*, blus*, musės, kenkėj*, išmat*',
    GROUNDS_MAINTENANCE:
      'stovėjimo aikštel*, duob*, tak*, šaligatv*, vej*, žol*, gyvatvor*, medis, medž*, tvor*, snieg*, ledas, apledėj*, sod*',
    IT: 'wifi, internet*, tinkl*, terminal*, kortelių skaitytuv*, ekran*, monitor*, kompiuter*, nešiojam*, spausdintuv*, svetain*, slaptažod*, skener*',
    FEEDBACK:
      'pagyr*, skund*, skundž*, pasiūlym*, atsiliepim*, nemandag*, nemalon*, personal*, darbuotoj*, aptarnavim*, eil*, lauk*, kain*, ačiū',
  },
};
