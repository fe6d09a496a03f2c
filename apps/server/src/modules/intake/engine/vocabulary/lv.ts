import type { Vocabulary } from './vocabulary';

/** Latvian. */
export const lv: Vocabulary = {
  places:
    'ej*, istab*, telp*, birojs, biroj*, virtuv*, gaitens, gaiten*, vestibil*, reģistratūr*, ieej*, izej*, tualet*, wc, vannas istab*, ģērbtuv*, ēdnīc*, kafejnīc*, restorān*, noliktav*, stāvvviet*, stāvviet*, autostāvviet*, garāž*, kāpn*, lift*, eskalator*, perons, peron*, kas*, lete, let*, plaukt*, saldētav*, ledusskap*, pagrab*, stāv*, ēk*, spārn*, dārz*, pagalm*, klas*, nodaļ*, zon*, teras*, balkon*, jumt*, pielaikošanas kabīn*, aptiek*, veikal*, katlu māj*, katlumāj*, iebrauktuv*, izbrauktuv*, ietvē, ietve, ietves, ietvei, ietvēm, ietvēs, vilcienā, vilcienos, trotuār*, garderob*, krātuv*, bibliotēk*, bibliotek*, saun*, pirt*, kabinet*, kapn*, kāpņutelp*, laukum*, skatuv*, lasītav*, pludmal*, bārā, bārs, bāra, bāros, teritorij*, kopmītn*, uzgaidām*, vitrīn*, tramvaj*, trolejbus*, autobus*, vagon*, poliklīnik*, poliklinik*, klīnik*, slimnīc*, slimnic*, ambulator*, palāt*, uzņemšan*, lidost*, skol*, paviljon*, tirg*, tirdzniecības centr*, lielveikal*, kiosk*, degvielas uzpild*, benzīntank*, autoservis*, mazgātav*, sporta zāl*, aktu zāl*, zāl*, trenažier*, basein*, stadion*, tribīn*, rotaļu laukum*, spēļu laukum*, parks, parkā, parka, parkos, skvēr*, gājēju pārej*, pārej*, tunel*, tilts, tiltā, tilta, krustojum*, ielā, iela, ielas, ielu, pietur*, stacij*, autoost*, termināl*, viesnīc*, hostel*, krodziņ*, picērij*, dušā, dušas, dušās, dušu telp*, muzej*, baznīc*, kapel*, teātr*, kinoteātr*, kino zāl*, koncertzāl*, bērnudārz*, dārziņ*, bēniņ*, siltummezgl*, serveru telp*, guļamistab*, bērnu istab*, auditorij*, koridor*, vestibils, holl*, foajē, sētā, kapsēt*, kemping*, stāvlaukum*, peldvie*, promenād*, gaitenī, tualetē, pagrabā, ēdamzāl*, uzgaidāmo telp*, sapulču telp*, laboratorij*, darbnīc*, cehā, cehs, angār*, klēt*, šķūn*',
  surfaces: 'grīd*, griest*, sien*, durv*, log*',
  near: 'blakus, pie, netālu no, aiz, priekšā, pretī, ārā, iekšā, pāri, ap, gar, virs, līdzās, tuvu, starp, pretim, blakus pie',
  at: 'uz',
  greetings: 'sveiki, labdien, labrīt, labvakar, čau',
  corrections: 'patiesībā, nē, atvainojiet, es domāju, biju domājis, labojums, nevis, tā vietā',
  another: 'arī, vēl, cita problēma, turklāt',
  captions:
    'foto, fotogrāfija, fotogrāfijas, fotogrāfiju, attēls, attēli, attēlu, bilde, bildes, bildi, ekrānuzņēmums, vēl viena, vēl vienu, vēl viens, vēl viena bilde, lūk, te ir, šeit ir, pielikumā, sūtu',
  critical:
    'uguns, ugunsgrēk*, deg, liesm*, dūm*, gāzes smak*, smird pēc gāzes, gāzes noplūd*, sprādzien*, eksplozij*, bezsamaņ*, zaudēja samaņu, neelpo, sirdslēkm*, elektriskās strāvas trieciens, strāvas trieciens, ierocis, ieroč*, nazis, naž*, pistol*, bumb*, tvana gāze, oglekļa monoksīd*',
  high: 'asin*, asiņo*, ievainot*, savainot*, trauma, traum*, kaili vadi, atklāti vadi, dzirkst*, plūd*, appludin*, draud*, uzbruk*, kautiņ*, vardarbīb*, agresīv*, saplīsis stikls, stikla lauskas, lauskas, nokrit*, iesprūd*, bīstam*, briesm*, ārkārtas',
  medium:
    'slidens, slidena, slid*, slapj*, izliet*, peļķ*, noplūd*, tek, pil, paklupt*, vaļīg*, ledus, apledo*, aizsprost*, nav ūdens, nav karstā ūdens, nav elektrības, nedarbojas, salūz*, bojāt*, žurk*, pel*, prusak*, vēmekļ*, pārpild*, aizdomīg*, zādzīb*, nozag*, vandal*',
  benign:
    'rotaļu pistol*, rotaļ* pistol*, rotalu pistol*, ūdens pistol*, udens pistol*, plastmasas pistol*, bērnu pistol*, līmes pistol*, silikona pistol*, krāsošanas pistol*, putu pistol*, rotaļu ieroč*, rotaļu ierocis, pistol* rotaļlieta, rotaļlietu pistol*, ugunsdzēšam* aparāt*, ugunsdzēsības aparāt*, ugunsdzēsīb* hidrant*, dūmu detektor*, dūmu sensor*, dūmu signalizācij*, dūmu devēj*, dumu detektor*, dūmvad*, dūmu nosūcēj*, ugunsgrēka izej*, ugunsgrēka kāpn*, ugunsgrēka signalizācij* test*, ugunsgrēka trauksm* mācīb*, ugunsgrēka mācīb*, ugunsdrošīb* durv*, evakuācijas izej*, avārijas izej*, ārkārtas izej*, smēķēt aizliegts, smēķēšana aizliegta, smēķēšanas viet*, deg gaisma, gaisma deg, deg lampa, lampa deg, deg lampiņa, lampiņa deg, deg spuldze, spuldze deg, gāzes skaitītāj*, gazes skaititaj*, gāzes rēķin*, rēķin* par gāzi, maksa par gāzi, gāzes cen*, gāzes balon* tukš*, tukš* gāzes balon*, nomainīt gāzes balon*, gāzes plīts neaizdegas, plīts neaizdegas, gāzes padev*, gāzēt* ūden*, gāzēt* dzēr*, ūdens skaitītāj*, ūdens aparāt*, ūdens automāt*, dzeramā ūdens aparāt*, ūdens dozator*, deg visu nakti, visu nakti deg, deg visu dienu, visu dienu deg, izlietn* atstāt* nazi*, izlietn* atstāt* naž*, izlietn* nazi*, izlietn* naž*, nazi* izlietn*, naž* izlietn*, nazis atstāts*, atstāt* nazi*, atstāt* naž*, netīr* nazi*, netīr* naž*, nazi* atstāt* izlietn*, tukš* balon*, balon* tukš*, balons ir tukšs, ūdens balon*, udens balon*, gāzes skaitītāja rādījum*, skaitītāja rādījum*, nomainīt bateriju, baterij* nomain*, jāmaina baterij*, tukš* baterij*, izlādēj* baterij*, baterij* izlādēj*, pārbaudes termiņ*, beidzies termiņ*, termiņš beidzies, izejas zīm*, izejas uzrakst*, izejas gaism*, exit zīm*, pagarinātāj* pāri grīdai, pagarinātāj* pār grīdu, pagarinātāj* pa grīdu, gāzes plīts atslēgt*, gāzes plīts ir atslēgt*, gazes plits atslegt*, gazes plits ir atslegt*, gāzes plīts nedarbojas, gāzes plīts neieslēdz*, gāzes sildītāj* neieslēdz*, gāzes sildītāj* nedarbojas, gāzes sildītāj* izslēgt*, gāzes sildītāj* ir izslēgt*, uzzīmēj* ugunsgrēk*, uzzīmēj* uz sienas ugunsgrēk*, zīmējum* ar ugunsgrēku, ugunsgrēka zīmējum*, evakuācijas plān*, evakuacijas plan*, evakuācijas shēm*, evakuācijas ceļ*, ugunsgrēka gadījumā, ugunsgreka gadijuma, trauksmes pārbaud*, ugunsgrēka trauksmes pārbaud*, ugunsdzēsības mācīb*, evakuācijas mācīb*, lāzertag*, lazertag*, lāzera ieroč*, lāzera pistol*, peintbol*, rekvizīt* ieroc*, butaforij*, naž* pārdošanā, naži pārdošanai, naž* bez cen*, naž* vitrīn*, nažu komplekt*, tukš* gāzes*, no deguna tecēja asinis, no deguna tecēja asins, deguna asiņošan*, asiņoja deguns',
  categories: {
    CLEANING:
      'izliet*, netīr*, traip*, lipīg*, vēmekļ*, peļķ*, slapj*, lauskas, smak*, smird, tīrīš*, uzkop*, tīr*, putekļ*, dubļ*',
    SECURITY:
      'aizdomīg*, zādzīb*, zagl*, nozag*, ielauš*, vandal*, grafiti, iebrucēj*, kautiņ*, uzbruk*, draud*, ierocis, ieroč*, nazis, slēdzen*, signalizācij*, kamer*, apsardz*, drošīb*',
    WASTE_MANAGEMENT: 'atkritumu tvertn*, miskast*, atkritum*, šķirošan*, pārstrād*, pārpild*, izgāztuv*',
    MECHANICAL_ELECTRICAL:
      'gaism*, apgaismojum*, spuldz*, lamp*, elektrīb*, elektr*, kontaktligzd*, vad*, kabel*, apkur*, sildītāj*, radiator*, kondicionier*, ventilācij*, lift*, eskalator*, automātiskās durvis, ledusskap*, saldētav*, katl*, ģenerator*',
    PLUMBING:
      'noplūd*, tek, caurul*, notek*, kanalizācij*, aizsprost*, skalošan*, krān*, nav ūdens, silt* ūden*, karst* ūden*, pod*, tualet*, pisuār*, appludin*, pil',
    PEST_CONTROL:
      'žurk*, pel*, grauzēj*, prusak*, kukaiņ*, skudr*, lapsen*, bit*, balož*, putn*, blakt*, blus*, mušas, kaitēkļ*, ekskrement*',
    GROUNDS_MAINTENANCE:
      'stāvviet*, bedr*, celiņ*, ietv*, zālien*, zāle, dzīvžog*, koks, kok*, žog*, sniegs, snieg*, ledus, dārz*',
    IT: 'wifi, internet*, tīkl*, terminā*, karšu lasītāj*, ekrān*, monitor*, dator*, klēpjdator*, printer*, mājaslap*, parole, skener*',
    FEEDBACK:
      'uzslav*, sūdzīb*, sūdz*, ierosinājum*, atsauksm*, nepieklājīg*, nelaipn*, personāl*, darbiniek*, apkalpošan*, rind*, gaidīš*, cen*, paldies',
  },
};
