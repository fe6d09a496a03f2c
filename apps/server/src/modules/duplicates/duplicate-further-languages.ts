import type { ConceptTable } from './duplicate-concept-matcher';

/**
 * The commonest places, things and troubles in the product's languages that neither the main tables nor
 * duplicate-more-languages.ts read: Afrikaans, Azerbaijani, Belarusian, Welsh, Estonian, Galician, Armenian,
 * Icelandic, Kazakh, Lithuanian, Latvian, Malay, Swahili, Urdu (its script and as it is typed in Latin
 * letters), Tajik, Māori, Marathi, Nepali, Tamil and Kannada. Without them a report in one of these languages
 * is read as nothing (no place, no thing, no trouble), so only its trigrams could merge it, and two problems
 * told in the same few words (the ladies' / the gents') merged. Words are the ones visitors use in reports of
 * the intake's training split; inflected languages have stems (*). Joined by concept (joinTables).
 */
export const furtherPlaceTypes: ConceptTable = {
  toilets:
    'badkamer*, kleinhuisie*, tualet*, ayaqyolu*, прыбіральн*, toiled*, ty bach, servizo*, զուգարան*, klósett*, ' +
    'salerni*, snyrting*, дәретхана*, әжетхана*, tandas*, bilik air, choo, vyoo, chooni, vyooni, msalani, واش روم, واشروم, ' +
    'ٹوائلٹ, بیت الخلا*, باتھ روم, washroom*, ҳоҷатхона*, hojatxona*, wharepaku*, स्वच्छतागृह*, चर्पी, ' +
    'கழிப்பறை*, கழிவறை*, ಶೌಚಾಲಯ*',
  women:
    'vroue*, qadın*, qadin*, жаноч*, merched, naiste, naised, mulleres, կանանց, kvenna, konur, әйелдер*, ' +
    'moter*, sieviesu, sievietem, wanawake, خواتین, زنانہ, занона, wahine, स्त्री*, பெண்*, ಮಹಿಳ*',
  men:
    'mans, manstoilet*, kişi, kisi, kişilər*, kisiler*, мужчын*, dynion, meeste, mehed, homes, տղամարդ*, karla, ' +
    'karlar, ерлер*, vyru, vyrams, viriesu, virietem, lelaki, wanaume, مردانہ, мардона, tane, ஆண்*, ಪುರುಷ*',
  lift:
    'hysbak*, lifte, liftas, lifto, liftu, liftą, lifti, liftin*, liftdə, liftde, lifft, lyfta*, lyftu*, lyftan*, ' +
    'liftā, lifts, liftam, lif, lifnya, ліфц*, վերելակ*, لفٹ*, ಲಿಫ್ಟ್, லிஃப்ட்',
  stairs:
    'pilləkən*, pilleken*, лесвіц*, grisiau, staer*, trepp*, escaleira*, աստիճան*, stig*, tröpp*, баспалдақ*, ' +
    'laipt*, kāpn*, ngazi*, سیڑھی*, سیڑھیوں, зина*, arawhata, जिना, भर्याङ, படிக்கட்டு*, ಮೆಟ್ಟಿಲು*',
  entrance:
    'hek*, qapı*, qapi*, уваход*, дзвер*, mynedfa*, fynedfa*, drws, sissepääs*, uks, ukse*, մուտք*, inngang*, ' +
    'dyrnar, кіреберіс*, есік*, įėjim*, ieejim*, durys, duris, ieej*, durvis, durvīm, pintu masuk, mlango*, ' +
    'داخلی, دروازہ*, دروازے, گیٹ, даромад*, tomokanga, நுழைவாயில்*, ಪ್ರವೇಶ*',
  exit: 'uitgang*, çıxış*, cixis*, выхад*, allanfa*, väljapääs*, ելք*, útgang*, шығатын*, išėjim*, izej*, kutokea, خارجی',
  carPark:
    'parkeer*, parkinq*, dayanacaq*, паркоўк*, стаянк*, maes parcio, parcio, parkla*, parkimis*, aparcadoiro*, ' +
    'garaxe*, ավտոկայան*, կայանատեղ*, bílastæð*, bílakjallar*, bílageymsl*, тұрақ*, автотұрақ*, stovėjim*, ' +
    'automobilių aikštel*, stāvviet*, autostāvviet*, tempat letak kereta, maegesho, پارکنگ, таваққуфгоҳ*, ' +
    'ಪಾರ್ಕಿಂಗ್, பார்க்கிங்',
  kitchen:
    'kombuis*, mətbəx*, metbex*, cegin*, gegin*, köök*, köögi*, cociña*, խոհանոց*, eldhús*, ас үй*, асүй*, ' +
    'virtuv*, virtuvīt*, pantry, jiko, jikoni, کچن, باورچی خانہ, ошхона*, kihini, சமையலறை*, ಅಡುಗೆಮನೆ*',
  canteen:
    'kantien*, yeməkxana*, yemekxana*, caffi, ffreutur*, söökla*, kohvik*, ճաշարան*, սրճարան*, mötuneyt*, ' +
    'kaffihús*, veitingastað*, асхана*, valgykl*, kavin*, ēdnīc*, kafejnīc*, mgahawa*, کینٹین, کیفے',
  lobby:
    'voorportaal*, ontvangs*, foye*, cyntedd*, derbynfa*, fuajee*, նախասրահ*, ընդունարան*, anddyr*, móttak*, ' +
    'вестибиул*, registratūr*, reģistratūr*, vestibil*, mapokezi, لابی, استقبالیہ, ریسیپشن',
  passage:
    'gange, dəhliz*, dehliz*, калідор*, coridor*, vahekäik*, միջանցք*, gangi*, gangur*, ganginum, дәліз*, ' +
    'gaiten*, korido*, راہداری, کوریڈور',
  platform: 'brautarpall*, jukwaa, پلیٹ فارم*, perrons, perona',
  checkout:
    'kasregister*, betaalpunt*, afgreiðsl*, kasos, kasoje, kase, kases, kasē, kaunter bayaran, juruwang, کاؤنٹر',
  meetingRoom:
    'iclas zal*, koosolekuruum*, nõupidamis*, posėdžių sal*, pasitarim*, sanāksmju telp*, fundarherbergi*, ' +
    'bilik mesyuarat, chumba cha mikutano, mikutano, ystafell gyfarfod, мәжіліс зал*, میٹنگ روم',
  waitingRoom:
    'wagkamer*, gözləmə*, gozleme*, ootesaal*, ooteruum*, laukiam*, uzgaidām*, biðstof*, ruang menunggu, ' +
    'bilik menunggu, kusubiri, ystafell aros, күту зал*, ویٹنگ روم, انتظار گاہ',
  changingRoom:
    'kleedkamer*, paltardəyişmə*, riietusruum*, persirengim*, ģērbtuv*, búningsklef*, bilik persalinan, ' +
    'kubadilishia, ystafell newid, шешінетін*',
  office: 'biur*, kabinet*, birojs, birojā, skrifstof*, pejabat*, ofisi*, swyddfa, кеңсе*, آفس, دفتر',
  storeroom: 'stoorkamer*, anbar*, ladu, laos, sandėl*, noliktav*, geymsl*, bilik stor, stoo, storfa, қойма*, اسٹور',
  playground:
    'speelpark*, speelgrond*, uşaq meydança*, mänguväljak*, žaidimų aikštel*, rotaļu laukum*, leikvöll*, ' +
    'leiksvæð*, taman permainan, uwanja wa michezo, maes chwarae, балалар алаң*, پلے گراؤنڈ',
  gym: 'gimnasium*, idman zal*, jõusaal*, spordisaal*, sporto sal*, sporta zāl*, líkamsrækt*, íþróttahús*, gim, campfa, gampfa',
  pool: 'swembad*, hovuz*, ujula*, bassein*, basein*, sundlaug*, bwawa la kuogelea, pwll nofio',
  shower: 'stortbad*, duş*, duširuum*, dušas, dušo, duše, dušā, duša, sturt*, bilik mandi, bafu, bafuni, cawod*',
  station:
    'stasie*, stansiya*, vağzal*, jaam*, stot*, stacij*, stöð*, stesen*, stesheni*, stendi, gorsaf*, orsaf*, бекет*',
  busStop:
    'busstop*, bussipeatus*, peatus*, stotel*, pietur*, strætóskýl*, biðskýl*, perhentian bas, hentian bas, ' +
    'kituo cha basi, safle bws, аялдама*',
  shop: 'pood*, parduotuv*, veikal*, búð*, verslun*, kedai*, duka*, siop*, дүкен*',
  garden: 'aed*, sode, sodo, dārz*, garð*, bustani*, gardd*, саябақ*',
  floor:
    'vloer*, mərtəbə*, mertebe*, korrus*, aukšt*, stāv*, hæð*, aras, ghorofa*, llawr, lawr, հարկ*, қабат*, ' +
    'паверх*, ошёна*, منزل*, فلور, मजला, मजल्यावर, तल्ला*, மாடி*, தளம்*, ಮಹಡಿ*',
  room: 'otaq*, tuba*, ruum*, kambar*, telp*, istab*, herberg*, bilik*, chumba*, vyumba, ystafell*, бөлме*, کمرہ*, کمرے, սենյակ*',
  building: 'hoone*, pastat*, ēkā, ēkas, ēka, bygging*, bangunan*, jengo*, adeilad*, ғимарат*',
};

export const furtherProblemThings: ConceptTable = {
  water:
    'vett, vee, vanden*, vanduo, ūden*, vatn*, maji, dŵr, су, суы, суға, پانی, pani, ջուր*, оби, தண்ணீர்*, ' +
    'ನೀರು*, पाणी, вад*',
  toilets:
    'unitaz*, tualet*, wc pott*, pods, poda, klósett*, mangkuk tandas, tandas, choo, toiled*, дәретхана*, ' +
    'ٹوائلٹ, فلش, ҳоҷатхона*, bon cau, bồn cầu',
  sink: 'wasbak*, opwasbak*, əlyuyan*, kraanikauss*, valamu*, kriaukl*, izlietn*, handlaug*, sinki*, sinc, қол жуғыш*, سنک, լվացարան*',
  tap: 'čiaup*, krāns, krāna, krānu, krana, krani, krananum, paip, pili air, نلکا, نل, ٹونٹی, ծորակ*, شیرش',
  soap: 'seep*, muil*, ziep*, sáp*, sabuni, sebon, сабын*, صابن, օճառ*, சோப்பு*',
  toiletPaper:
    'toiletrol*, tualet kağız*, tualettpaber*, wc paber*, tualetinio popieriaus, tualetinis popierius, ' +
    'tualetes papīr*, klósettpappír*, wc pappír*, tisu tandas, kertas tandas, karatasi ya choo, tishu, ' +
    'papur toiled, туалет қағаз*, дәретхана қағаз*, ٹوائلٹ پیپر, ٹشو',
  light:
    'lig, ligte, gloeilamp*, işıq*, tuli ei, tuled, valgus*, šviesa, šviesos, šviesą, lemput*, gaism*, spuldz*, ' +
    'ljós*, taa, golau, goleuad*, жарық*, шам, шамы, шамдар, لائٹ, بتی, بلب, լույս*, լամպ*, святл*',
  door: 'qapı*, uks, ukse*, durys, duris, durų, durvis, durvīm, durvju, hurð*, dyrnar, dyrunum, mlango*, drws, есік*, دروازہ*, دروازے, դուռ*',
  lift:
    'hysbak*, lifte, liftas, lifto, liftu, liftą, lifti, liftin*, liftdə, lifft, lyfta*, lyftu*, lyftan*, liftā, ' +
    'lif, lifnya, ліфц*, վերելակ*, لفٹ*, ಲಿಫ್ಟ್, லிஃப்ட்',
  bin:
    'asblik*, vullis*, zibil*, prügi*, šiukšl*, konteiner*, atkritum*, miskast*, rusl*, tong sampah, pipa la taka, ' +
    'taka taka, takataka, sbwriel, қоқыс*, کچرا*, کوڑا*, کوڑے*, ڈسٹ بن, աղբ*',
  glass: 'şüşə*, klaas*, stikl*, gler*, kioo, vioo, gwydr, әйнек*, шыны*, شیشہ*, کانچ',
  ceiling: 'lae, laest, lubos, lubų, griest*, siling*, nenfwd, төбе*, چھت, chhat',
  heating: 'verwarm*, istilik*, kombi*, küte*, radiaator*, šildym*, apkur*, ofn*, hitinn, gwres*, жылыту*, ہیٹر, ہیٹنگ',
  aircon:
    'lugversorg*, kondisioner*, konditsioneer*, kondicionier*, loftkæl*, penghawa dingin, aircond*, kiyoyozi*, aerdymheru, اے سی',
  vomit:
    'opgegooi*, gooi op, qusub*, qusma*, qusmuq*, apsivėm*, vėmal*, vemt*, vēmekļ*, novem*, ældi, æla, ælu*, ' +
    'matapishi, kutapika, ametapika, chwydu, chwd, құсық*, құсып, الٹی, قے',
  rodent:
    'rotte, rottes, rottan, rottur, rotid, rottide, siçan*, sican*, žiurk*, pelės, pelė, žurk*, peles, llygod*, егеуқұйрық*, тышқан*, panya, چوہ*',
  cockroach: 'tarakan*, prussak*, tarakon*, prusak*, tarakān*, kakkalakk*, lipas, mende, тарақан*, کاکروچ, لال بیگ',
  card: 'kaart*, speedpoint, kartı, kartla, kortel*, karte, kartes, karti, kortið, kortavél*, posi, kadi, cerdyn, کارڈ',
  money: 'muntstuk*, pul, pulu, pulum, manat, pinig*, naud*, pening*, duit, syiling, pesa, sarafu, arian, ақша*, پیسے',
  coffee: 'qəhvə*, kohv*, kavos, kafij*, kaffi*, kahawa, coffi, کافی',
  vending:
    'masjien*, avtomat, avtomata, avtomatı, automato, automatas, automātā, automāts, sjálfsal*, mesin layan diri',
  smoke: 'tüstü*, tustu*, suitsu, suits, suitseb, dūmai, dūmų, dūmi, dūmu, reyk*, asap, moshi, mwg, түтін*, دھواں',
  shower: 'stortbad*, duş*, dušas, dušo, duša, dušā, sturt*, bafu, bafuni, cawod*',
  hotWater:
    'isti su, sooja vett, soe vesi, karšto vandens, karštas vanduo, karstā ūdens, karsts ūdens, heitt vatn, ' +
    'heita vatnið, maji ya moto, dŵr poeth, ыстық су, گرم پانی',
  printer: 'spausdintuv*, prentar*, pencetak, printa, argraffydd',
  fridge: 'yskas*, soyuducu*, külmkapp*, šaldytuv*, ledusskap*, ísskáp*, peti sejuk, friji, oergell, тоңазытқыш*',
  gas: 'qaz, gaas*, dujų, dujos, dujomis, gāze, gāzes, gesi, nwy, گیس',
  wasps:
    'perdeby*, arı, arılar, herilas*, vapsik*, vapsv*, lapsen*, geitung*, tebuan*, nyigu, nyuki, cacwn, аралар, ара ұясы',
  window:
    'venster*, pəncərə*, aken, akna*, langas, lango, logs, logu, logā, glugg*, tingkap*, dirisha*, ffenest*, терезе*',
  button: 'mygtuk*, pog*, nupp*, takkinn, takkann, butang, düymə*, knoppie*',
};

export const furtherProblemSymptoms: ConceptTable = {
  outOfOrder:
    'werk nie, stukkend*, gebreek*, işləmir, islemir, xarab*, sınıb, sınıq*, не працуе, зламан*, wedi torri, torri, ' +
    'ddim yn gweithio, ei tööta, katki*, rikkis, non funciona, չի աշխատում, փչացել*, virkar ekki, bilað*, biluð, ' +
    'bilaður, bilaðar, bilun*, ónýt*, істемейді, бұзылған*, сынған*, neveik*, sugedus*, sugedo*, sulūž*, užstrig*, ' +
    'nestrādā, nedarbojas, salauzt*, saplīs*, iestrēdz*, iestrēg*, rosak, tak berfungsi, tersekat*, tak jalan, imeharibika, ' +
    'haifanyi kazi, mbovu, imekufa, imekwama, pakaru*, کام نہیں, ٹوٹ*, kharab, வேலை செய்யவில்லை, பழுது*, ಕೆಟ್ಟು*, ' +
    'बिग्रि*, вайрон*',
  blocked:
    'verstop*, tutulub*, tıxan*, ummist*, užsikimš*, užkimš*, aizsērēj*, aizsprost*, stífl*, sumbat*, kimeziba, ' +
    'imeziba, *ziba, blocio, бітеліп*, бітелген*, խցան*, hakiflashi',
  full: 'oorvol*, dolub, täis, ületäis*, pilna*, perpild*, pilns, pārpild*, fullur, yfirfull*, *mejaa, llawn, толып*, толы',
  leak:
    'lekkasie*, lekkend*, lek, drup*, axır, axıdır, sızır*, lekib, tilgub, teka*, prateka*, varva*, laša*, ' +
    'tecē*, lekur, lekið, menitik*, *vuja, gollwng, diferu, ағып*, ағады, тамшы*, لیک, ٹپک*, կաթ*, נזיל*, ' +
    'מטפטפ*',
  wet: 'sopnat*, yaş, gölməçə*, märg*, lomp*, loik*, šlap*, balos, slapj*, peļķ*, blaut*, pollur, lopak, gwlyb, дымқыл*, گیلا*, گیلی',
  spill:
    'gemors*, gestort, omgestamp*, dağıd*, tökülüb*, kallatud, loksu*, išpil*, išliej*, izlēj*, izlie*, ' +
    'hellt*, *mwagika, төгіл*, төгіп*',
  slippery:
    'gly, glyerig, sürüşkən*, libe*, slidu, slidus, slidi, slidens, slidena, hálka, hálku, sleip*, kuteleza, inateleza, utelezi, llithrig, тайғақ*, پھسلن*',
  dirty:
    'vuil, vuile, vuilerig, morsig*, çirkli*, çirk*, räpane*, nešvar*, purvin*, netīr*, skítug*, óhrein*, kichafu, chafu, uchafu, ' +
    'budr, лас*, گندا, گندی, گندگی, կեղտոտ*',
  smell:
    'ruik*, iyi gəlir, iy gəlir, iylənib, pis iy*, haise*, hais*, lõhn*, smird*, dvok*, kvap*, smaka, smaku, smakas, lykt, lyktar, lyktin, lyktina, fnyk*, bau, busuk, ' +
    'harufu*, *nanuka*, kunuka, arogl*, drewi, иіс*, сасық*, بدبو, հոտ*',
  missing:
    'geen, nie meer, yoxdur, qurtarıb, bitib, ei ole, otsas, puudub*, nėra, baigės*, neliko, trūksta, nav, beidzies, ' +
    'beigušies, beigušās, trūkst, ekkert, enginn, vantar, takde, tiada, hakuna, imeisha, zimeisha, imekwisha, ' +
    'жоқ, бітіп*, ختم, نہیں ہے, khatam, չկա, վերջացել*',
  cold: 'yskoud, soyuq*, külm*, šalta, šaltas, šalti, šaltis, šalto, auksts, auksti, aukst*, kalt*, kaldur, kalda*, kaldi, sejuk*, baridi, oer, суық*, ٹھنڈ*',
  hot: 'isti, palav*, karšt*, karsts, karsti, heitt, heitur, joto, poeth, ыстық*, گرم*, garmi',
  dark: 'qaranlıq*, pime*, tams*, tumš*, tumsa, dimm*, myrk*, giza*, tywyll*, қараңғы*, اندھیر*, andhera',
  flicker: 'mirks*, mirg*, mirgo*, mirkšķ*, vilgu*, blikk*, berkelip*, yanıb sönür, жыпылық*',
  noise: 'geraas*, səs küy, müra*, triukšm*, troksn*, hávaði*, bunyi, kelele, swn, шу',
  theft:
    'gesteel*, oğurla*, varast*, pavog*, vagyst*, nozag*, zādzīb*, stolið, stolinn, stolin, þjóf*, curi, imeibiwa, wizi, mwizi, dwyn, lladrad, ұрла*, چوری',
};
